import StrataVerify

/// `strata migrate`'s text output: per file, each legacy construct at its line and column with
/// its replacement and the rule that explains it, a line on how much of the file is still
/// legacy, then the maps used and the templates that generate the replacement code.
enum MigrationRenderer {
    static func render(_ report: MigrationReport, console: Console) -> String {
        var output = ""
        for file in report.files {
            output += console.styled(file.path, .bold) + "  " + console.styled(distance(file), .dim) + "\n"
            let width = file.constructs.map { "\($0.line):\($0.column)".count }.max() ?? 0
            for construct in file.constructs {
                let position = "\(construct.line):\(construct.column)"
                let padding = String(repeating: " ", count: width - position.count)
                let rule = construct.rule.map { "  " + console.styled("[\($0)]", .dim) } ?? ""
                output +=
                    "  \(position)\(padding)  \(construct.legacy)  →  "
                    + console.styled(construct.replacement, .cyan) + rule + "\n"
            }
            output += "\n"
        }
        return output + summary(report, console: console)
    }

    /// How far a file is from the target style: what is left, and how much of the file it touches.
    static func distance(_ file: MigrationReport.FileReport) -> String {
        let percent = file.lineCount == 0 ? 0 : (file.affectedLines * 100 + file.lineCount - 1) / file.lineCount
        let categories = file.categories.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        return
            "\(plural(file.constructs.count, "construct")) on \(file.affectedLines) of \(plural(file.lineCount, "line"))"
            + " (\(percent)%): \(categories)"
    }

    private static func summary(_ report: MigrationReport, console: Console) -> String {
        let sources = report.sources.joined(separator: ", ")
        guard !report.files.isEmpty else {
            return console.styled("✓", .green) + " No \(sources) constructs in \(plural(report.filesScanned, "file"));"
                + " nothing stands between them and the \(report.style) style.\n"
        }
        var output =
            "\(plural(report.constructCount, "legacy construct")) in \(report.files.count) of "
            + "\(plural(report.filesScanned, "file")) to move to the \(report.style) style.\n"
        for map in report.maps {
            var help: [String] = []
            if let rule = map.rule { help.append("strata rules explain \(rule)") }
            if !map.templates.isEmpty { help.append("templates: " + map.templates.joined(separator: ", ")) }
            output +=
                "  \(map.id) (\(map.from) → \(map.to))" + (help.isEmpty ? "" : ": " + help.joined(separator: "; "))
                + "\n"
        }
        return output
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
