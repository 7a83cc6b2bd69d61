import StrataContext
import StrataScaffold

extension ContextWriter {
    /// Writes the bundle the way `strata context` does: its plan, applied all or nothing by the
    /// scaffolding commands' writer, so these suites exercise the same path as the command.
    func write(_ bundle: ContextBundle, faults: WriteFaults = .none) throws -> [Change] {
        let plan = try plan(bundle)
        let changes = plan.writes.map { write in
            PlannedChange(
                path: write.path, layer: "context", contents: write.contents, previousContents: write.previousContents)
        }
        try PlanWriter.apply(ScaffoldPlan(packageRoot: root.path, changes: changes), faults: faults)
        return plan.changes
    }
}
