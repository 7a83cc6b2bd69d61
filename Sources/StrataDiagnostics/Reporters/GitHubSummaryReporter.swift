/// The Markdown a GitHub Actions step appends to `$GITHUB_STEP_SUMMARY`: GitHub shows at most
/// 10 annotations of each type per step, so the job summary is where every diagnostic is listed,
/// one table row each.
public struct GitHubSummaryReporter: DiagnosticReporter {
    /// Files are named from the repository's root, as the step's annotations name them.
    let sources: SARIFReporter.Sources?

    public init(sources: SARIFReporter.Sources? = nil) {
        self.sources = sources
    }

    public func render(_ report: DiagnosticReport) -> String {
        // The annotations' order: findings, then the rest; stale baseline entries that do not fail the run are notes
        // the text format lists, not problems in the code.
        let listed =
            report.results + report.diagnostics.filter { !report.isResult($0) && !$0.isListedInTextOnly }
        let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity -> String? in
            let count = listed.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        var lines = ["## \(report.passes ? "✅" : "❌") \(report.command)", ""]
        var coverage: [String] = []
        if let files = report.coverage.filesChecked { coverage.append("\(files) file(s) checked") }
        if let templates = report.coverage.templatesChecked { coverage.append("\(templates) template(s) checked") }
        lines.append(
            ([counts.isEmpty ? "Nothing to report" : counts.joined(separator: ", ")] + coverage)
                .joined(separator: "; ") + ".")
        if !listed.isEmpty {
            lines += ["", "| Severity | Rule | Location | Message |", "|---|---|---|---|"]
            for diagnostic in listed {
                var place = diagnostic.location.map { sources?.repositoryRelative($0.file) ?? $0.file } ?? ""
                if let start = diagnostic.location?.start { place += ":\(start.line):\(start.column)" }
                let cells = [
                    diagnostic.severity.rawValue, Self.code(report.tag(of: diagnostic)),
                    place.isEmpty ? "" : Self.code(place),
                    Self.cell(diagnostic.message),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// A table cell holds one line and no unescaped `|`; Markdown in a message is escaped so
    /// it shows as written.
    static func cell(_ text: String) -> String {
        var escaped = ""
        for character in text.escapingControlCharacters {
            if "\\`*_[]<>|#".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// A code span, with `|` escaped for the table (GitHub unescapes it inside the span).
    static func code(_ text: String) -> String {
        let safe = text.escapingControlCharacters.replacingOccurrences(of: "`", with: "'")
        return "`" + safe.replacingOccurrences(of: "|", with: "\\|") + "`"
    }
}
