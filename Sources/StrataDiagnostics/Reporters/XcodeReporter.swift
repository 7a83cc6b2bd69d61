import Foundation

/// `/abs/path:line:col: error: message [rule]` — the line format Xcode, SwiftPM, compilers and
/// most editors turn into clickable diagnostics. Paths are absolute because Xcode and SwiftPM
/// attach a build-log line to a file only by its full path, and a build-tool plugin runs from a
/// folder of the build system's choosing.
public struct XcodeReporter: DiagnosticReporter {
    /// The folder the report's relative paths start from (the command's working directory).
    let base: String

    public init(base: String) {
        self.base = base
    }

    public func render(_ report: DiagnosticReport) -> String {
        report.diagnostics.filter { !$0.isListedInTextOnly }.map { diagnostic in
            // Findings point into the code, so their paths are made absolute; input problems
            // name the path as it was found.
            let file = diagnostic.location.map { report.isResult(diagnostic) ? absolutePath(of: $0.file) : $0.file }
            let place =
                file.map { file in
                    file + (diagnostic.location?.start.map { ":\($0.line):\($0.column)" } ?? "") + ": "
                } ?? ""
            let severity = diagnostic.severity == .bug ? "error" : diagnostic.severity.rawValue
            return "\(place)\(severity): \(diagnostic.message) [\(report.tag(of: diagnostic))]"
                .escapingControlCharacters
                + "\n"
        }.joined()
    }

    private func absolutePath(of path: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: base).appendingPathComponent(path).standardizedFileURL.path
    }
}
