import Foundation
import StrataScaffold

/// Legacy-service adapters added to the walkthrough package: every kind for Profile (all
/// operations). Settings, a single value, gets none: `strata add adapter` refuses it.
public struct LegacyAdapters {
    public typealias Adapter = SamplePackage.Adapter

    public static let all = SamplePackage.adapters

    public static func outcome(_ adapter: Adapter, in demo: DemoWalkthrough, force: Bool = false) throws
        -> Scaffolder.Outcome
    {
        try demo.scaffolder.adapter(
            named: adapter.name, feature: adapter.feature, legacy: adapter.legacy, operations: adapter.operations,
            module: "Demo", style: demo.style, packageRoot: demo.packageRoot, force: force)
    }

    public static func add(_ adapters: [Adapter] = all, to demo: DemoWalkthrough) throws {
        for adapter in adapters { try PlanWriter.apply(outcome(adapter, in: demo).plan) }
    }
}
