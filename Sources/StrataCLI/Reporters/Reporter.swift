import StrataVerify

/// Turns a finished verification into one output format. Reporters only format: the engine
/// decides what was found, the command decides the exit code.
protocol Reporter {
    func render(_ report: VerifyReport, console: Console) -> String
}

/// The name input problems (skipped files, NUL bytes) are reported under where a format wants a
/// rule-like name: a GitHub annotation's title, a JUnit suite, an Xcode line's tag.
let inputProblemsName = "strata-input"

/// The formats `strata verify --format` and `strata templates check --format` accept.
enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, junit

    var reporter: any Reporter { reporter(command: "strata verify") }

    /// The reporter, for formats that name the command that produced the report (JUnit).
    func reporter(command: String) -> any Reporter {
        switch self {
        case .text: TextReporter()
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .junit: JUnitReporter(command: command)
        }
    }
}
