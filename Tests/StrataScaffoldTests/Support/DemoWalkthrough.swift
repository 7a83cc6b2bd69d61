import Foundation
import StrataTestSupport
import StrataKnowledge
@testable import StrataScaffold

/// The README's walkthrough, done by the real scaffolder into a temporary folder:
/// `strata new Demo`, then `feature Profile` and `feature Settings`.
struct DemoWalkthrough {
    struct Feature {
        var name: String
        var fields: String?
        var operations: String?
    }

    static let features = [
        Feature(name: "Profile", fields: "id:UUID,name:String,age:Int?", operations: nil),
        Feature(name: "Settings", fields: "id:UUID,theme:String,notificationsEnabled:Bool", operations: "load,save"),
    ]

    let folder: TemporaryDirectory
    let style: TemplateStyle
    let scaffolder = Scaffolder(library: .shipped)

    var packageRoot: URL { folder.url.appendingPathComponent("Demo") }

    init(style: TemplateStyle, features: [Feature] = Self.features) throws {
        folder = try TemporaryDirectory()
        self.style = style
        try PlanWriter.apply(scaffolder.newPackage(named: "Demo", style: style, in: folder.url, force: false).plan)
        for feature in features { try add(feature) }
    }

    func add(_ feature: Feature) throws {
        try PlanWriter.apply(featureOutcome(feature).plan)
    }

    func featureOutcome(_ feature: Feature, force: Bool = false) throws -> Scaffolder.Outcome {
        try scaffolder.feature(
            named: feature.name, fields: feature.fields, operations: feature.operations, module: "Demo", style: style,
            packageRoot: packageRoot, force: force)
    }

    func files() throws -> [String: String] { try FixtureTree.read(packageRoot) }
}
