import Foundation
import StrataDiagnostics
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// `strata verify [PATH…]`: checks Swift code against the knowledge base's rules.
struct VerifyCommand: StrataCommand {
    static let format = Option<ReportFormat>(
        "--format", placeholder: "format", default: .text,
        help:
            "Output format (default: text); github also appends a table of every finding to $GITHUB_STEP_SUMMARY when it is set."
    )
    static let config = Option<String?>(
        "--config", placeholder: "file", help: "The strata.json to use (default: the nearest one above the path).")
    static let baseline = Option<String?>(
        "--baseline", placeholder: "file",
        help: "Report only findings that are not in this baseline; list stale entries.")
    static let writeBaseline = Option<String?>(
        "--write-baseline", placeholder: "file",
        help:
            "Record today's findings in this file (inside the project or the working folder; replaces only a baseline) and exit 0."
    )
    static let strictBaseline = Flag(
        "--strict-baseline",
        help: "With --baseline, fail (exit 1) when it lists findings that are gone: keep it in step with the code.")
    static let changedSince = Option<String?>(
        "--changed-since", placeholder: "ref",
        help:
            "Check only the Swift files changed since this git ref (from its merge base with HEAD; uncommitted and untracked files included). Project rules still see the whole project."
    )
    static let quiet = Flag("--quiet", short: "-q", help: "Report errors only: no warnings, no progress.")
    static let allowUnreadable = Flag(
        "--allow-unreadable", help: "Do not fail the run on files that cannot be read or are not UTF-8 (still listed).")
    static let fix = Flag(
        "--fix", help: "Write the missing use-case tests and repository mocks the templates produce, then verify again."
    )
    static let noCache = Flag(
        "--no-cache",
        help:
            "Analyse every file afresh: neither read nor write the analysis cache (.build/strata, safe to delete)."
    )
    static let buildStamp = Option<String?>(
        "--build-stamp", placeholder: "file",
        help:
            "Write this Swift file (a comment) when the check passes: the output a build-tool plugin declares, so the build runs the check again until it passes."
    )

    static let description = CommandDescription(
        name: "verify",
        abstract: "Check Swift code against the architecture rules.",
        discussion: """
            Runs every enabled rule of the knowledge base over a package or any folder of Swift code.
            Files map to layers by strata.json's globs, else by folder and target names. Exit code 0
            when no finding is an error, 1 when one is or when a file could not be checked (unreadable,
            not UTF-8; every such file is listed in every format), 2 for bad usage or configuration — including
            a run that checks no Swift file, or (when checking the whole project) a layer glob that
            matches none.
            """,
        arguments: [
            ArgumentDescription(
                "path", help: "Files or folders to check (default: the current folder).", isOptional: true,
                isRepeating: true)
        ],
        options: [
            format, ReportDestination.output, config, baseline, writeBaseline, strictBaseline, changedSince, quiet,
            allowUnreadable, fix, buildStamp, noCache,
        ],
        examples: [
            Example(
                "strata verify --format github",
                "Check the package here and annotate the pull request from GitHub Actions."),
            Example(
                "strata verify --baseline .strata-baseline.json --format sarif --output strata.sarif",
                "Report only new findings, as SARIF for code scanning."),
            Example(
                "strata verify --changed-since origin/main --format github", "Check only what the pull request changed."
            ),
            Example(
                "strata verify --fix", "Generate the tests and mocks test-coverage finds missing, then check again."),
        ]
    )

    let paths: [String]
    let format: ReportFormat
    let configPath: String?
    let baselinePath: String?
    let writeBaselinePath: String?
    let quiet: Bool
    let fix: Bool
    let allowUnreadable: Bool
    let buildStampPath: String?
    let strictBaseline: Bool
    let changedSince: String?
    let usesCache: Bool
    let destination: ReportDestination

    init(arguments: ParsedArguments) throws {
        paths = arguments.positionals
        format = try arguments[Self.format]
        configPath = try arguments[Self.config]
        baselinePath = try arguments[Self.baseline]
        writeBaselinePath = try arguments[Self.writeBaseline]
        quiet = arguments[Self.quiet]
        fix = arguments[Self.fix]
        allowUnreadable = arguments[Self.allowUnreadable]
        buildStampPath = try arguments[Self.buildStamp]
        strictBaseline = arguments[Self.strictBaseline]
        changedSince = try arguments[Self.changedSince]
        usesCache = !arguments[Self.noCache]
        destination = try ReportDestination(arguments)
        if strictBaseline, baselinePath == nil {
            throw CommandError.strictBaselineWithoutBaseline
        }
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        do {
            return try check(in: environment)
        } catch let error as any DiagnosticError where format == .json {
            // A script reading --format json gets the same document when the run cannot start
            // (a bad strata.json, a missing baseline); stderr still says it to the person.
            let report = DiagnosticReport(command: "strata verify", diagnostics: error.diagnostics)
            if destination.path == nil {
                environment.console.write(JSONReporter().render(report))
            } else if let url = try? destination.checkedURL(roots: [environment.workingDirectory.path], in: environment)
            {
                try? destination.write(JSONReporter().render(report), to: url, in: environment)
            }
            throw error
        }
    }

    private func check(in environment: CommandEnvironment) throws -> ExitCode {
        let console = environment.console
        let setup = try ProjectSetup(paths: paths, configPath: configPath, in: environment)
        let roots = [environment.workingDirectory.path, setup.root]
        let outputURL = try destination.checkedURL(roots: roots, in: environment)
        let buildStampURL = try buildStampPath.map { path in
            try OutputFile(option: Self.buildStamp.name, path: path, kind: .buildStamp).checkedURL(
                roots: roots, in: environment)
        }
        let baselineURL = try writeBaselinePath.map { path in
            try OutputFile(option: Self.writeBaseline.name, path: path, kind: .baseline).checkedURL(
                roots: roots, in: environment)
        }
        let baseline = try baselinePath.map { try BaselineFile.load($0, in: environment) }
        var paths = setup.paths
        if let changedSince {
            paths = try ChangedFiles.swiftFiles(since: changedSince, in: setup.root).filter { file in
                setup.paths.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            }
            if paths.isEmpty {
                console.errorLine("No Swift file changed since \(changedSince); nothing to check.")
                return .success
            }
        }
        // A --fix run writes the project only under the writers' lock and changes nothing when
        // another writer holds it, so its first pass keeps no cache either; the tests it writes
        // would leave that pass's entries stale at once.
        let request = VerifyRequest(
            projectRoot: setup.root, paths: paths, workingDirectory: environment.workingDirectory.path,
            configuration: setup.configuration, baseline: baseline,
            projectRules: try setup.projectRules(in: environment)?.rules ?? [],
            cache: usesCache && !fix ? setup.project.analysisCacheSettings : nil)
        var result = try verify(request, setup: setup, console: console)
        if fix,
            try environment.exclusively(
                in: URL(fileURLWithPath: setup.root),
                {
                    try applyFixes(result, setup: setup, in: environment)
                })
        {
            result = try verify(request, setup: setup, console: console)
        }

        var report = result.report
        report.allowsSkippedFiles = allowUnreadable
        // A wrong path is a usage error, always on stderr. The text format lists the other
        // input problems itself; the others carry them for tools, and stderr says them to the
        // person watching.
        let listedOnStandardOutput = format == .text && writeBaselinePath == nil
        for problem in report.problems where problem.isUsageError || !listedOnStandardOutput {
            let diagnostic = problem.diagnostic(severity: Diagnostic.Severity(report.severity(of: problem)))
            console.errorLine(StrataCommandLine.render(diagnostic, console: console))
        }
        if let writeBaselinePath, let baselineURL {
            let written = Baseline(findings: result.allFindings)
            try writeBaseline(written, to: baselineURL, as: writeBaselinePath, root: setup.root, in: environment)
            console.errorLine(
                "Wrote \(written.entries.count) finding(s) to \(writeBaselinePath); "
                    + "run 'strata verify --baseline \(writeBaselinePath)' to report only new ones.")
            return report.problems.contains(where: \.isUsageError) ? .usageError : .success
        }
        if quiet { report.findings.removeAll { $0.severity != .error } }
        let diagnostics = report.diagnosticReport(command: "strata verify", strictBaseline: strictBaseline)
        let sources = ReportFormat.sources(package: setup.root, workingDirectory: environment.workingDirectory)
        let reporter = destination.reporter(format, to: outputURL, sources: sources, in: environment)
        try destination.write(reporter.render(diagnostics), to: outputURL, in: environment)
        environment.keepUntilExit((result, report, diagnostics))
        if format == .github { ReportDestination.appendJobSummary(diagnostics, sources: sources, in: environment) }
        if report.problems.contains(where: \.isUsageError) { return .usageError }
        let exitCode = ExitCode(reporting: diagnostics.diagnostics)
        guard exitCode == .success else { return exitCode }
        if let buildStampPath, let buildStampURL {
            try writeBuildStamp(buildStampURL, as: buildStampPath, filesChecked: report.filesChecked)
        }
        return .success
    }

    /// SwiftPM and Xcode run a build command only when its declared output is missing or older
    /// than its inputs, and only when that output feeds the target: so the output is a Swift
    /// file holding a comment, written only when the check passed.
    private func writeBuildStamp(_ url: URL, as path: String, filesChecked: Int) throws {
        let text =
            OutputFile.buildStampOpening
            + " \(filesChecked) file(s), no errors. Written by the build-tool plugin.\n"
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandError.buildStampNotWritten(path: path, cause: FileProblem.cause(of: error))
        }
    }

    private func verify(_ request: VerifyRequest, setup: ProjectSetup, console: Console) throws -> VerifyResult {
        let showsProgress = !quiet && console.errorIsTerminal
        defer { if showsProgress { console.endProgress() } }
        return try VerifyEngine(knowledge: setup.knowledge).run(request) { done, total in
            if showsProgress, done % 64 == 0 || done == total { console.progress("Checking files… \(done)/\(total)") }
        }
    }

    /// Replaces only a baseline (`OutputFile` checked that before the run). Inside the project the
    /// write goes through the scaffolding writer, under the project's lock, so a link there never
    /// leads it outside; in the working folder outside the project it is replaced atomically.
    private func writeBaseline(
        _ baseline: Baseline, to url: URL, as path: String, root: String, in environment: CommandEnvironment
    ) throws {
        let notABaseline = CommandError.notABaseline(path: path)
        guard url.path.hasPrefix(root + "/") else {
            do {
                try baseline.encoded().write(to: url, options: .atomic)
            } catch {
                throw CommandError.baselineNotWritten(path: path, cause: FileProblem.cause(of: error))
            }
            return
        }
        let relative = String(url.path.dropFirst(root.count + 1))
        try environment.exclusively(in: URL(fileURLWithPath: root)) {
            let existing = try ContainedPath(root: URL(fileURLWithPath: root)).read(relative)
            if let existing, (try? Baseline.decode(Data(existing.utf8), file: path)) == nil { throw notABaseline }
            try environment.apply(
                ScaffoldPlan(
                    packageRoot: root,
                    changes: [
                        PlannedChange(
                            path: relative, action: existing == nil ? .create : .modify, layer: "baseline",
                            contents: String(decoding: baseline.encoded(), as: UTF8.self), previousContents: existing)
                    ]))
        }
    }

    /// Writes what `MissingTestFixer` plans and says what it wrote; true when it wrote anything.
    private func applyFixes(_ result: VerifyResult, setup: ProjectSetup, in environment: CommandEnvironment) throws
        -> Bool
    {
        let console = environment.console
        let styleID = setup.configuration?.style ?? setup.knowledge.defaultStyle
        let module =
            setup.configuration?.module
            ?? AdoptedConfiguration.infer(from: result.project, knowledge: setup.knowledge).0.module
        guard let module, let style = ViewModelStyleID(rawValue: styleID) else {
            console.errorLine("note: --fix needs the package's module name; add \"module\" to strata.json")
            return false
        }
        let library = try ResourceLibrary.shipped.overlaying(project: setup.root)
        // Verify says what is missing; scaffolding's templates write it.
        let gaps = result.untestedTypes.map { untested in
            MissingTestFixer.Gap(
                path: untested.path, typeName: untested.type.name, isProtocol: untested.type.kind == .protocol,
                functionNames: untested.type.functionNames, entity: untested.repositoryEntity)
        }
        let root = URL(fileURLWithPath: setup.root)
        let plan = MissingTestFixer(library: library, module: module, style: style).plan(
            for: gaps, exists: { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) })
        // All fixes or none, through the same writer as the scaffolding commands.
        try environment.apply(
            ScaffoldPlan(
                packageRoot: setup.root,
                changes: plan.fixes.map { fix in
                    PlannedChange(
                        path: fix.path, action: .create, layer: "tests", contents: fix.contents, previousContents: nil)
                }))
        for fix in plan.fixes {
            let url = root.appendingPathComponent(fix.path)
            console.errorLine("fixed: wrote \(ProjectSetup.display(url.path, in: environment)) (\(fix.reason))")
        }
        for note in plan.notes { console.errorLine("note: \(note)") }
        return !plan.fixes.isEmpty
    }
}
