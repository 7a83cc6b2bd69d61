import Foundation
import StrataDiagnostics

/// The formats `strata verify --format` and `strata templates check --format` accept, each a
/// reporter of StrataDiagnostics. Reporters only format: the engines decide what was found, and
/// the exit code follows from the diagnostics' severities.
enum ReportFormat: String, CaseIterable, ArgumentValue {
    case text, xcode, json, sarif, github, junit

    /// The reporter for a report whose relative paths start at `workingDirectory` (the Xcode
    /// format prints them absolute), styled by `console` where the format has styles; SARIF
    /// SARIF, the annotations and JUnit make them relative to the repository of `sources`, when there is one.
    func reporter(
        workingDirectory: URL, console: Console, sources: SARIFReporter.Sources? = nil
    ) -> any DiagnosticReporter {
        switch self {
        case .text: TextReporter(style: console.styled)
        case .xcode: XcodeReporter(base: workingDirectory.path)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(toolVersion: StrataVersion.tool, sources: sources)
        case .github: GitHubReporter(sources: sources)
        case .junit: JUnitReporter(sources: sources)
        }
    }

    /// Where the SARIF of a check of `package` (a folder) finds its repository.
    static func sources(package: String, workingDirectory: URL) -> SARIFReporter.Sources {
        SARIFReporter.Sources(
            workingDirectory: workingDirectory.standardizedFileURL.path,
            repositoryRoot: GitRepository.root(containing: package), packageRoot: package)
    }
}
