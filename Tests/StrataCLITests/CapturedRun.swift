import Foundation
import StrataTestSupport

@testable import StrataCLI

/// Runs `strata` in-process with captured output, as a user at a terminal or in a pipe would.
struct CapturedRun {
    let exitCode: ExitCode
    let output: String
    let errorOutput: String

    init(
        _ arguments: [String], in directory: URL = URL(fileURLWithPath: NSTemporaryDirectory()),
        terminal: Bool = false, variables: [String: String] = [:]
    ) {
        let sink = OutputSink()
        let console = Console(
            writeOut: { sink.output += $0 }, writeError: { sink.errorOutput += $0 },
            outputIsTerminal: terminal, errorIsTerminal: terminal, environment: variables)
        let environment = CommandEnvironment(console: console, workingDirectory: directory, variables: variables)
        exitCode = StrataCommandLine.run(arguments: arguments, in: environment)
        output = sink.output
        errorOutput = sink.errorOutput
    }
}

private final class OutputSink: @unchecked Sendable {
    var output = ""
    var errorOutput = ""
}
