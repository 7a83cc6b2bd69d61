import Foundation
import StrataVerify

/// Turns a finished verification into one output format. Reporters only format: the engine
/// decides what was found, the command decides the exit code.
protocol Reporter {
    func render(_ report: VerifyReport, console: Console) -> String
}

/// The formats `strata verify --format` and `strata templates check --format` accept.
enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, junit

    /// The reporter for a report from `command` (JUnit names it) whose relative paths start at
    /// `workingDirectory` (the Xcode format prints them absolute).
    func reporter(command: String, workingDirectory: URL) -> any Reporter {
        switch self {
        case .text: TextReporter()
        case .xcode: XcodeReporter(base: workingDirectory)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .junit: JUnitReporter(command: command)
        }
    }
}
