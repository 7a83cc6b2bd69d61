/// The default, for people: findings grouped by file with the offending line, then a stale
/// baseline, then problems with the input, then a summary. `style` colours parts of it (the
/// command line passes its console's, which styles only on a terminal without `NO_COLOR`).
public struct TextReporter: DiagnosticReporter {
    let style: (String, TextStyle) -> String

    public init(style: @escaping (String, TextStyle) -> String = { text, _ in text }) {
        self.style = style
    }

    public func render(_ report: DiagnosticReport) -> String {
        var output = ""
        // A finding takes a line and its code's line: room for both, so the report is not copied as it grows.
        output.reserveCapacity(report.diagnostics.count * 160)
        var currentFile: String?
        // One pass over what may be tens of thousands of diagnostics, in reporting order (so a
        // file's findings are together): findings are written as they come, the rest kept.
        let resultIDs = Set(report.rules.map(\.id))
        var tags: [String: String] = [:]
        var others: [Diagnostic] = []
        var counts = (errors: 0, warnings: 0)
        var files: Set<String> = []
        for diagnostic in report.diagnostics {
            guard resultIDs.contains(diagnostic.id) else {
                others.append(diagnostic)
                continue
            }
            if diagnostic.severity >= .error { counts.errors += 1 } else { counts.warnings += 1 }
            let file = diagnostic.location?.file ?? ""
            if file != currentFile {
                if currentFile != nil { output += "\n" }
                output += style(file.escapingControlCharacters, .bold) + "\n"
                currentFile = file
                files.insert(file)
            }
            let tag = tags[diagnostic.id] ?? report.tag(of: diagnostic)
            tags[diagnostic.id] = tag
            let place = diagnostic.location?.start.map { "\($0.line):\($0.column)" } ?? "-"
            // Piece by piece: a line built first and then appended is one more string per finding.
            output += "  "
            output += place
            output += "  "
            output += severity(diagnostic)
            output += "  "
            output += diagnostic.message.escapingControlCharacters
            output += "  "
            output += style("[\(tag)]", .dim)
            output += "\n"
            let code = (diagnostic.location?.lineText ?? "").drop { $0 == " " || $0 == "\t" }
            if !code.isEmpty {
                output += "      "
                output += style(String(code).escapingControlCharacters, .cyan)
                output += "\n"
            }
        }
        let stale = others.filter { $0.id == Self.staleBaselineEntry }
        if !stale.isEmpty {
            if !output.isEmpty { output += "\n" }
            output +=
                style("Stale baseline entries", .bold)
                + " (fixed since the baseline was written; rewrite it with --write-baseline):\n"
            for entry in stale {
                output += "  \(entry.location?.file ?? "")  \(entry.message)".escapingControlCharacters + "\n"
            }
        }
        // A path missing from the command line is a usage error, said on stderr instead.
        let problems = others.filter { $0.id != Self.staleBaselineEntry && $0.id != "input.missing-path" }
        if !problems.isEmpty {
            if !output.isEmpty { output += "\n" }
            output += style("Input problems", .bold) + "\n"
            for problem in problems {
                output += "  \(severity(problem))  \(problem.description)\n"
            }
        }
        if !output.isEmpty { output += "\n" }
        return output + summary(report, errors: counts.errors, warnings: counts.warnings, files: files.count) + "\n"
    }

    static let staleBaselineEntry = "baseline.stale-entry"

    private func severity(_ diagnostic: Diagnostic) -> String {
        switch diagnostic.severity {
        case .bug: style("bug", .red)
        case .error: style("error", .red)
        case .warning: style("warning", .yellow)
        case .note: style("note", .dim)
        }
    }

    private func summary(_ report: DiagnosticReport, errors: Int, warnings: Int, files affected: Int) -> String {
        let files = plural(report.coverage.filesChecked ?? 0, "file")
        let skipped = report.coverage.filesSkipped ?? 0
        let skippedNote = skipped == 0 ? "" : " \(plural(skipped, "file")) not checked."
        guard errors + warnings > 0 else {
            let mark = report.passes ? style("✓", .green) : style("✗", .red)
            return mark + " No findings in \(files) (\(plural(report.coverage.linesChecked ?? 0, "line")))."
                + skippedNote
        }
        let mark = errors > 0 ? style("✗", .red) : style("!", .yellow)
        return "\(mark) \(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(affected, "file"))"
            + " (\(files) checked)." + skippedNote
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
