import Foundation
import StrataVerify

/// `/abs/path:line:col: error: message [rule]` — the line format Xcode, SwiftPM, compilers and
/// most editors turn into clickable diagnostics. Paths are absolute because Xcode and SwiftPM
/// attach a build-log line to a file only by its full path, and a build-tool plugin runs from a
/// folder of the build system's choosing.
struct XcodeReporter: Reporter {
    /// The folder the report's relative paths start from (the command's working directory).
    let base: URL

    func render(_ report: VerifyReport, console: Console) -> String {
        report.findings.map { finding in
            "\(absolutePath(of: finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
                + "\(finding.message) [\(finding.ruleID)]\n"
        }.joined()
    }

    private func absolutePath(of path: String) -> String {
        if path.hasPrefix("/") { return path }
        return base.appendingPathComponent(path).standardizedFileURL.path
    }
}
