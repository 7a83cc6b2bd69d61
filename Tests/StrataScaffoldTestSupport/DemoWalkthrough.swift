import Foundation
import StrataKnowledge
import StrataScaffold
import StrataTestSupport

/// The demo package's walkthrough, done by the real scaffolder into a temporary folder:
/// `strata new Demo`, then `feature Profile`, `feature Settings --shape single` and
/// `feature Orders --entity Order --shape form`.
public struct DemoWalkthrough {
    public typealias Feature = SamplePackage.Feature

    public static let features = SamplePackage.features

    public let folder: TemporaryDirectory
    public let style: ViewModelStyleID
    public let scaffolder = Scaffolder(library: .shipped)

    public var packageRoot: URL { folder.url.appendingPathComponent(SamplePackage.module) }

    public init(style: ViewModelStyleID, features: [Feature] = Self.features) throws {
        folder = try TemporaryDirectory()
        self.style = style
        try PlanWriter.apply(
            scaffolder.newPackage(named: SamplePackage.module, style: style, in: folder.url, force: false).plan)
        for feature in features { try add(feature) }
    }

    public func add(_ feature: Feature) throws {
        try PlanWriter.apply(featureOutcome(feature).plan)
    }

    public func featureOutcome(_ feature: Feature, force: Bool = false) throws -> Scaffolder.Outcome {
        try scaffolder.feature(
            feature.request(), module: SamplePackage.module, style: style, packageRoot: packageRoot, force: force)
    }

    public func files() throws -> [String: String] { try FixtureTree.read(packageRoot) }
}
