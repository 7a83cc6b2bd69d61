import Foundation
import StrataDiagnostics
import StrataKnowledge
import StrataScaffold
import StrataTemplateCheck
import StrataVerify

/// `strata templates check [DIR]`: proves the templates in effect still produce code that
/// verifies — and, with `--build`, builds and passes its tests — so customized templates can
/// be guarded in CI like code.
struct TemplatesCheckCommand: StrataCommand {
    static let build = Flag(
        "--build", help: "Also build the sample package of each style and run its tests (takes minutes).")
    static let fetchPackages = Flag(
        "--fetch-packages",
        help:
            "With --build, keep the RxSwift adapters in the sample package, whose RxSwift package SwiftPM fetches from GitHub (left out by default, so the check runs offline)."
    )
    static let style = Option<ViewModelStyleID?>(
        "--style", placeholder: "style", help: "Check only this view-model style (default: every style).")
    static let format = Option<ReportFormat>(
        "--format", placeholder: "format", default: .text, help: "Output format, as for verify (default: text).")

    static let description = CommandDescription(
        name: "check",
        abstract: "Check that every template renders, verifies clean and (with --build) builds and tests.",
        discussion: """
            Checks each template in effect (shipped, the project's .strata/templates/, --templates
            folders): template.json, tags and sections, filters, declared and used variables, output
            paths, and a render with sample values in every style it declares, whose Swift must scan
            cleanly. Then generates the sample package (the Demo walkthrough) in each style and runs
            strata verify on it; --build also runs swift build and swift test there. Each problem names
            the template file and line, and the generated file and line it showed up in.
            DIR is a templates folder holding <id>/template.json, or a repository with Templates/.
            Exit code 0 when all checks pass, 1 when one fails, 2 for bad usage.
            """,
        arguments: [
            ArgumentDescription(
                "dir", help: "A templates folder or a repository with Templates/ (default: the templates in effect).",
                isOptional: true, completion: .directories)
        ],
        options: [build, fetchPackages, style, format, ReportDestination.output] + ResourceOptions.options,
        examples: [
            Example("strata templates check", "Check the shipped templates and this project's overrides."),
            Example(
                "strata templates check .strata/templates --build",
                "Prove a team's templates build and pass their tests."),
            Example("strata templates check --build --format junit > templates.xml", "Report to a CI test dashboard."),
        ]
    )

    let directory: String?
    let build: Bool
    let fetchesPackages: Bool
    let style: ViewModelStyleID?
    let format: ReportFormat
    let resources: ResourceOptions
    let destination: ReportDestination

    init(arguments: ParsedArguments) throws {
        directory = arguments.positionals.first
        build = arguments[Self.build]
        fetchesPackages = arguments[Self.fetchPackages]
        style = try arguments[Self.style]
        format = try arguments[Self.format]
        resources = try ResourceOptions(arguments)
        destination = try ReportDestination(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let console = environment.console
        let outputURL = try destination.checkedURL(roots: [environment.workingDirectory.path], in: environment)
        let library = try templateLibrary(in: environment)
        let knowledge = try VerifyKnowledge.load(from: library)
        // An adapter over a legacy framework that is a package needs it from the network to build.
        let offline = build && !fetchesPackages
        let adapters = SamplePackage.adapters.filter { !offline || $0.legacy != "rxswift" }
        let options = TemplateChecker.Options(
            build: build, styles: style.map { [$0] }, workingDirectory: environment.workingDirectory.path,
            progress: { console.progress($0 + "…") }, sampleAdapters: adapters)
        let result = TemplateChecker(library: library, knowledge: knowledge).check(options)
        console.endProgress()

        if format == .text && outputURL == nil {
            let styles = result.sampleStyles.map(\.rawValue).joined(separator: ", ")
            let steps = build ? "verified, built and tested" : "verified"
            console.line(
                "Checked \(result.templateIDs.count) templates"
                    + (styles.isEmpty ? "." : "; sample package \(steps) (styles: \(styles))."))
        }
        if adapters.count < SamplePackage.adapters.count {
            console.errorLine(
                "note: the sample package has no RxSwift adapter, whose package would be fetched from GitHub; "
                    + "add --fetch-packages to build it too (the test suite compiles it against a stand-in RxSwift)")
        }
        if result.sampleBlocked {
            console.errorLine(
                "note: no sample package was generated: fix the templates that do not load, then run again")
        }
        let diagnostics = result.report.diagnosticReport(command: "strata templates check", namespace: "check")
        let sources = ReportFormat.sources(
            package: environment.workingDirectory.standardizedFileURL.path,
            workingDirectory: environment.workingDirectory)
        let reporter = destination.reporter(format, to: outputURL, sources: sources, in: environment)
        try destination.write(reporter.render(diagnostics), to: outputURL, in: environment)
        if format == .github { ReportDestination.appendJobSummary(diagnostics, sources: sources, in: environment) }
        return ExitCode(reporting: diagnostics.diagnostics)
    }

    /// The templates in effect, with DIR layered on top: a repository (its Templates/ replace
    /// the shipped ones) or a templates folder (added like --templates).
    private func templateLibrary(in environment: CommandEnvironment) throws -> ResourceLibrary {
        guard let directory else { return try resources.library(in: environment) }
        let url = environment.url(for: directory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError.noTemplatesFolder(path: directory)
        }
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Templates").path) {
            return try resources.library(in: environment, base: try ResourceLibrary.directory(at: url.path))
        }
        return try resources.library(in: environment).overlaying(templatesDirectory: url.path)
    }
}
