import Foundation
@testable import StrataScaffold

/// Legacy-service adapters added to the walkthrough package: every kind for Profile (all
/// operations) and two kinds for Settings (load and save only).
struct LegacyAdapters {
    struct Adapter {
        var name: String
        var feature: String
        var legacy: String
        var operations: String?
    }

    static let all = [
        Adapter(name: "RxProfileRepository", feature: "Profile", legacy: "rxswift", operations: nil),
        Adapter(name: "CombineProfileRepository", feature: "Profile", legacy: "combine", operations: nil),
        Adapter(name: "CallbackProfileRepository", feature: "Profile", legacy: "callback", operations: nil),
        Adapter(name: "RxSettingsRepository", feature: "Settings", legacy: "rxswift", operations: "load,save"),
        Adapter(name: "CallbackSettingsRepository", feature: "Settings", legacy: "callback", operations: "load,save"),
    ]

    static func outcome(_ adapter: Adapter, in demo: DemoWalkthrough, force: Bool = false) throws -> Scaffolder.Outcome {
        try demo.scaffolder.adapter(
            named: adapter.name, feature: adapter.feature, legacy: adapter.legacy, operations: adapter.operations,
            module: "Demo", style: demo.style, packageRoot: demo.packageRoot, force: force)
    }

    static func add(_ adapters: [Adapter] = all, to demo: DemoWalkthrough) throws {
        for adapter in adapters { try PlanWriter.apply(outcome(adapter, in: demo).plan) }
    }
}
