import Foundation
import PackagePlugin

/// `swift package strata-verify [--target NAME]… [options]`: runs `strata verify` on the package
/// that depends on Strata, or on the named targets' sources (as SwiftLint's and swift-format's
/// command plugins take `--target`). Findings become plugin diagnostics, which SwiftPM prints and
/// Xcode lists in its issue navigator; with an explicit `--format` the report is printed as is
/// (`--format sarif > strata.sarif`). Plugins cannot share code with each other, hence the few
/// lines it has in common with StrataFeatureCommand.
@main
struct StrataVerifyCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let sources = try context.package.targets(named: targetNames)
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }

        let choosesFormat = options.contains { $0 == "--format" || $0.hasPrefix("--format=") }
        let process = Process()
        process.executableURL = try context.tool(named: "strata").url
        process.arguments = ["verify"] + (choosesFormat ? [] : ["--format", "xcode"]) + options + sources
        process.currentDirectoryURL = context.package.directoryURL
        let output = Pipe()
        if !choosesFormat { process.standardOutput = output }
        try process.run()
        if !choosesFormat {
            let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let findings = report.split(separator: "\n").map(String.init).compactMap(ReportedFinding.init(xcodeLine:))
            // Xcode attaches a diagnostic to its file and line; SwiftPM prints only the message,
            // so the message names the place too.
            for finding in findings {
                Diagnostics.emit(
                    finding.severity, "\(finding.file):\(finding.line):\(finding.column): \(finding.message)",
                    file: finding.file, line: finding.line)
            }
            print(findings.isEmpty ? "strata verify: no findings" : "strata verify: \(findings.count) finding(s)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("strata verify exited with status \(process.terminationStatus)")
            throw VerifyCommandFailure(status: process.terminationStatus)
        }
    }
}

/// One line of `strata verify --format xcode`: `/path:line:col: severity: message [rule]`.
struct ReportedFinding {
    var file: String
    var line: Int
    var column: Int
    var severity: Diagnostics.Severity
    var message: String

    init?(xcodeLine: String) {
        let severities: [(String, Diagnostics.Severity)] = [
            ("error", .error), ("warning", .warning), ("note", .remark),
        ]
        for (label, severity) in severities {
            guard let separator = xcodeLine.range(of: ": \(label): ") else { continue }
            // The location is `path:line:col`; the path itself may contain colons.
            let location = xcodeLine[..<separator.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let line = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { return nil }
            self.file = location.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            self.severity = severity
            self.message = String(xcodeLine[separator.upperBound...])
            return
        }
        return nil
    }
}

struct VerifyCommandFailure: Error {
    var status: Int32
}
