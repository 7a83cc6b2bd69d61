import Foundation
import StrataScaffold

/// How the command line writes: under the project's lock, after repairing an interrupted run
/// (said as a note), with the test-only fault hook of `WriteFaults.environmentVariable`.
extension CommandEnvironment {
    /// The fault seam for this run: none, unless the test-only kill hook is set.
    var writeFaults: WriteFaults { WriteFaults.fromEnvironment(variables) }

    /// Runs `body` — the planning and the writing of one command — holding `root`'s lock.
    func exclusively<T>(in root: URL, _ body: () throws -> T) throws -> T {
        try ExclusiveWrite.run(
            in: root, faults: writeFaults, report: { console.errorLine("note: " + $0) }, body)
    }

    /// Applies `plan` with this run's fault seam, printing anything left to clean up.
    func apply(_ plan: ScaffoldPlan) throws {
        for note in try PlanWriter.apply(plan, faults: writeFaults) { console.errorLine("note: " + note) }
    }
}
