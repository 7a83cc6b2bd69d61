import Foundation
import PackagePlugin

/// `swift package strata-verify [--target NAME]… [options]`: runs `strata verify` on the package
/// that depends on Strata, or on the named targets' sources (as SwiftLint's and swift-format's
/// command plugins take `--target`). Findings become plugin diagnostics, which SwiftPM prints and
/// Xcode lists in its issue navigator, and so do problems with the input (a bad strata.json);
/// with an explicit `--format` the report is printed as is (`--format sarif > strata.sarif`). A
/// failed run ends in one sentence saying what to do (`VerifyOutcome`). Plugins cannot share
/// code with each other, hence the few lines it has in common with StrataFeatureCommand.
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
        // Findings and problems with the input (on strata's error stream) are read together, in
        // order: a problem without a place must reach the person as surely as a finding. A
        // chosen format's report goes to the plugin's output untouched; its errors are still read.
        let output = Pipe()
        if !choosesFormat { process.standardOutput = output }
        process.standardError = output
        try process.run()
        var findings = 0
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        for line in text.split(separator: "\n").map(String.init) {
            let reported = VerifyOutputLine(line)
            if reported.isFinding { findings += 1 }
            Self.show(reported)
        }
        process.waitUntilExit()
        let outcome = VerifyOutcome(status: process.terminationStatus, findings: findings)
        guard outcome.status == 0 else { throw outcome }
        if !choosesFormat { print(outcome.summary) }
    }

    private static func show(_ line: VerifyOutputLine) {
        switch line {
        case .finding(let file, let number, let column, let severity, let message):
            // Xcode attaches a diagnostic to its file and line; SwiftPM prints only the message,
            // so the message names the place too.
            Diagnostics.emit(
                severity.plugin, "\(file):\(number):\(column): \(message)", file: file, line: number)
        case .problem(let severity, let message):
            Diagnostics.emit(severity.plugin, message)
        case .text(let text):
            print(text)
        }
    }
}

extension VerifySeverity {
    var plugin: Diagnostics.Severity {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .remark
        }
    }
}
