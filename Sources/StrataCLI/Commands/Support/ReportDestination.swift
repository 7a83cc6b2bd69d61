import Foundation
import StrataDiagnostics
import StrataScaffold

/// Where a reporting command's report goes: standard output, or `--output FILE`; and under
/// `--format github` in GitHub Actions, the job summary as well.
struct ReportDestination {
    static let output = Option<String?>(
        "--output", placeholder: "file",
        help:
            "Write the report to this file (inside the project or the working folder), replaced atomically, instead of standard output."
    )

    /// `--output` as typed.
    let path: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        path = try arguments[Self.output]
    }

    /// The file to write, by the policy every file-writing option follows (`OutputFile`): inside
    /// one of `roots` (the working directory, the project), and over an existing file only when it
    /// is an earlier report.
    func checkedURL(roots: [String], in environment: CommandEnvironment) throws -> URL? {
        guard let path else { return nil }
        return try OutputFile(option: Self.output.name, path: path, kind: .report).checkedURL(
            roots: roots, in: environment)
    }

    /// The report is styled for the terminal only when it goes to one.
    func reporter(
        _ format: ReportFormat, to url: URL?, sources: SARIFReporter.Sources?, in environment: CommandEnvironment
    ) -> any DiagnosticReporter {
        let plain = Console(
            writeOut: { _ in }, writeError: { _ in }, outputIsTerminal: false, errorIsTerminal: false, environment: [:])
        return format.reporter(
            workingDirectory: environment.workingDirectory, console: url == nil ? environment.console : plain,
            sources: sources)
    }

    /// Writes the report to the checked file, replacing it whole (a reader never sees half a
    /// report), or to standard output.
    func write(_ text: String, to url: URL?, in environment: CommandEnvironment) throws {
        guard let url, let path else { return environment.console.write(text) }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandError.outputNotWritten(path: path, cause: FileProblem.cause(of: error))
        }
    }

    /// Appends the job summary to `$GITHUB_STEP_SUMMARY`, which the runner creates for each
    /// step and shows on the run's page; not being able to is said, never fatal.
    static func appendJobSummary(
        _ report: DiagnosticReport, sources: SARIFReporter.Sources, in environment: CommandEnvironment
    ) {
        guard let path = environment.variables["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let text = GitHubSummaryReporter(sources: sources).render(report)
        let url = environment.url(for: path)
        if !FileManager.default.fileExists(atPath: url.path) {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        guard let handle = try? FileHandle(forWritingTo: url) else {
            return environment.console.errorLine("warning: could not write the job summary to \(path)")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            environment.console.errorLine(
                "warning: could not write the job summary to \(path): \(FileProblem.cause(of: error))")
        }
    }
}

/// The git repository a folder is in, found by its `.git` (a folder, or the file a worktree or
/// submodule has), without running git.
enum GitRepository {
    static func root(containing path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
