import Foundation
import StrataKnowledge

/// The demo package — `strata new Demo`, then a Profile and a Settings
/// feature — which `templates check` generates, with a legacy-service adapter of every kind,
/// to prove the templates produce code that builds, tests and verifies; the scaffolder's tests
/// compare it with golden copies. The features differ in fields (optional, Bool, Date, a value
/// type of the package's own), operations (with and without delete, with observe), entity (Orders of Order)
/// and shape (a list, a single settings-like value, a list edited in a form).
public enum SamplePackage {
    public struct Feature: Sendable, Equatable {
        public var name: String
        public var entity: String?
        public var shape: String?
        public var fields: String?
        public var operations: String?

        public init(name: String, entity: String? = nil, shape: String? = nil, fields: String?, operations: String?) {
            self.name = name
            self.entity = entity
            self.shape = shape
            self.fields = fields
            self.operations = operations
        }

        /// The feature as `strata feature` parses it from these options.
        public func request() throws -> FeatureRequest {
            try FeatureRequest(name: name, entity: entity, shape: shape, fields: fields, operations: operations)
        }
    }

    /// A repository over a legacy service, as `strata add adapter` writes it.
    public struct Adapter: Sendable, Equatable {
        public var name: String
        public var feature: String
        public var legacy: String
        public var operations: String?

        public init(name: String, feature: String, legacy: String, operations: String?) {
            self.name = name
            self.feature = feature
            self.legacy = legacy
            self.operations = operations
        }
    }

    public static let module = "Demo"

    /// Profile's operations, every one the templates know, which its adapters are given too.
    static let profileOperations = "load,save,delete,observe"

    public static let features = [
        Feature(name: "Profile", fields: "id:UUID,name:String,age:Int?", operations: profileOperations),
        Feature(
            name: "Settings", shape: "single", fields: "id:UUID,theme:String,notificationsEnabled:Bool",
            operations: "load,save"),
        Feature(
            name: "Orders", entity: "Order", shape: "form",
            fields: "id:UUID,title:String,placed:Date,note:String?,status:OrderStatus", operations: nil),
    ]

    /// Every kind for Profile (all operations). Settings has none: its single shape's repository loads one value,
    /// which the adapter templates do not speak, so `strata add adapter` refuses it.
    public static let adapters = [
        Adapter(name: "RxProfileRepository", feature: "Profile", legacy: "rxswift", operations: profileOperations),
        Adapter(name: "CombineProfileRepository", feature: "Profile", legacy: "combine", operations: profileOperations),
        Adapter(
            name: "CallbackProfileRepository", feature: "Profile", legacy: "callback", operations: profileOperations),
    ]

    /// What generating the package produced: where it is and every file the templates rendered.
    public struct Generated: Sendable {
        public var root: URL
        public var rendered: [RenderedFile]
        public var registrations: [RenderedFile]
    }

    /// Writes the package into `folder` (which must not hold one already) with `scaffolder`.
    public static func generate(
        with scaffolder: Scaffolder, style: ViewModelStyleID, in folder: URL, features: [Feature] = features,
        adapters: [Adapter] = adapters
    ) throws -> Generated {
        let package = try scaffolder.newPackage(named: module, style: style, in: folder, force: false)
        try PlanWriter.apply(package.plan)
        let root = folder.appendingPathComponent(module)
        var generated = Generated(root: root, rendered: package.rendered, registrations: [])
        for feature in features {
            let outcome = try scaffolder.feature(
                feature.request(), module: module, style: style, packageRoot: root, force: false)
            try PlanWriter.apply(outcome.plan)
            generated.rendered += outcome.rendered
            generated.registrations += outcome.registrations
        }
        for adapter in adapters {
            let outcome = try scaffolder.adapter(
                named: adapter.name, feature: adapter.feature, legacy: adapter.legacy, operations: adapter.operations,
                module: module, style: style, packageRoot: root, force: false)
            try PlanWriter.apply(outcome.plan)
            generated.rendered += outcome.rendered
            generated.registrations += outcome.registrations
        }
        return generated
    }
}
