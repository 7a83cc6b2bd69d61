import Foundation
import StrataCore
import StrataDiagnostics
import StrataKnowledge
import StrataScaffold

/// Prints a scaffolding plan the same way for every command: as a table, as JSON, or as
/// diffs, and applies it unless it is a dry run.
struct PlanPresenter {
    static let dryRun = Flag("--dry-run", help: "Show what would change and write nothing.")
    static let diff = Flag("--diff", help: "With --dry-run, show the content that would be written or changed.")
    static let json = Flag("--json", help: "Print the plan as JSON.")
    static let options: [any OptionDeclaration] = [dryRun, diff, json]

    var dryRun: Bool
    var diff: Bool
    var json: Bool

    init(_ arguments: ParsedArguments) {
        dryRun = arguments[Self.dryRun]
        diff = arguments[Self.diff]
        json = arguments[Self.json]
    }

    private struct Report: Encodable, Sendable {
        struct Change: Encodable, Sendable {
            var action: String
            var path: String
            var layer: String
        }
        var packageRoot: String
        var dryRun: Bool
        var changes: [Change]
        var notes: [String]
        var keptEditedFiles: [String]
    }

    /// Plans and writes under the project's lock (a dry run only plans, without it), then
    /// reports. `plan` runs inside the lock so it reads the record no other run is changing.
    func run(
        in root: URL, environment: CommandEnvironment, plan: () throws -> (Scaffolder.Outcome, keptEdited: [String])
    ) throws -> ExitCode {
        guard !dryRun else {
            let (outcome, kept) = try plan()
            return try present(outcome, keptEdited: kept, in: environment)
        }
        return try environment.exclusively(in: root) {
            let (outcome, kept) = try plan()
            return try present(outcome, keptEdited: kept, in: environment)
        }
    }

    func run(in root: URL, environment: CommandEnvironment, plan: () throws -> Scaffolder.Outcome) throws -> ExitCode {
        try run(in: root, environment: environment) { (try plan(), keptEdited: []) }
    }

    /// Writes the plan unless this is a dry run, then reports it. Returns the exit code.
    private func present(
        _ outcome: Scaffolder.Outcome, keptEdited: [String] = [], in environment: CommandEnvironment
    ) throws -> ExitCode {
        let plan = outcome.plan
        if !dryRun, !plan.isNoOp { try environment.apply(plan) }
        let console = environment.console
        if json {
            let report = Report(
                packageRoot: plan.packageRoot, dryRun: dryRun,
                changes: plan.effectiveChanges.map {
                    .init(action: $0.action.rawValue, path: $0.path, layer: $0.layer)
                },
                notes: outcome.notes, keptEditedFiles: keptEdited)
            try JSONOutput(report).print(to: console)
            return .success
        }
        if plan.isNoOp {
            console.line("nothing to do: \(plan.packageRoot) already matches; no file was changed")
        }
        let changes = plan.effectiveChanges
        let lines = TextTable.lines(changes.map { [$0.action.rawValue, $0.layer, $0.path] })
        for (change, line) in zip(changes, lines) {
            let style: TextStyle = change.action == .delete ? .red : change.action == .create ? .green : .yellow
            let action = change.action.rawValue
            console.line(console.styled(action, style) + line.dropFirst(action.count))
            if diff {
                console.write(
                    LineDiff.unified(
                        old: change.previousContents ?? "", new: change.contents ?? "",
                        oldName: change.previousContents == nil ? "/dev/null" : "a/\(change.path)",
                        newName: change.contents == nil ? "/dev/null" : "b/\(change.path)"))
            }
        }
        for path in keptEdited {
            console.line(console.styled("kept", .cyan) + "    \(path) (edited since it was generated)")
        }
        for note in outcome.notes { console.errorLine("note: " + note) }
        if dryRun, !plan.isNoOp { console.line("dry run: nothing was written") }
        return .success
    }
}
