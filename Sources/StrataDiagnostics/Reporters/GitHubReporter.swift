/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request's
/// diff (`::error file=…,line=…,col=…,title=rule::message`).
public struct GitHubReporter: DiagnosticReporter {
    /// GitHub places an annotation by its path from the repository's root, which differs from
    /// the working directory's for a package in a subfolder.
    let sources: SARIFReporter.Sources?

    public init(sources: SARIFReporter.Sources? = nil) {
        self.sources = sources
    }

    public func render(_ report: DiagnosticReport) -> String {
        let results = report.results.map { annotation($0, in: report, messageSuffix: true) }
        let others = report.diagnostics.filter { !report.isResult($0) && !$0.isListedInTextOnly }
            .map { annotation($0, in: report, messageSuffix: false) }
        return (results + others).joined()
    }

    /// Findings repeat their rule after the message, as the annotation's body is what a
    /// reviewer reads; input problems say their reason alone.
    private func annotation(_ diagnostic: Diagnostic, in report: DiagnosticReport, messageSuffix: Bool) -> String {
        let command = diagnostic.severity >= .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append(
                "file=" + Self.escapeProperty(sources?.repositoryRelative(location.file) ?? location.file))
            if let start = location.start { properties += ["line=\(start.line)", "col=\(start.column)"] }
        }
        let tag = report.tag(of: diagnostic)
        properties.append("title=" + Self.escapeProperty(tag))
        let message = messageSuffix ? "\(diagnostic.message) [\(tag)]" : diagnostic.message
        return "::\(command) \(properties.joined(separator: ","))::"
            + Self.escapeData(message.escapingControlCharacters)
            + "\n"
    }

    /// The escaping GitHub's runner undoes for a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Properties additionally escape the characters that separate them.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
