import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// `init --adopt` on an Xcode project places targets first: a framework target named like a layer
/// decides its files' layer whatever their folder says, and is written under `modules`; files no
/// target compiles are counted and left out.
@Suite struct XcodeAdoptTests {
    static let cocoaPodsApp = repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/CocoaPods")

    /// The Domain framework's files live in a `Kit` folder, which names no layer.
    private func appWithDomainInKit() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(copyingFolder: Self.cocoaPodsApp, as: "App")
        try FileManager.default.moveItem(at: folder.url("App/Domain"), to: folder.url("App/Kit"))
        try folder.write(
            "public struct FetchUser {\n    public init() {}\n\n    public func run() -> Int { 1 }\n}\n",
            to: "App/Kit/FetchUser.swift")
        try folder.write("import UIKit\n\npublic struct ScreenTemplate {}\n", to: "App/Templates/ScreenTemplate.swift")
        let project = folder.url("App/App.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
            .replacingOccurrences(of: "path = Domain; sourceTree", with: "path = Kit; sourceTree")
        try text.write(to: project, atomically: true, encoding: .utf8)
        return folder
    }

    private func adopt(_ folder: TemporaryDirectory) throws -> (AdoptedConfiguration, AdoptedConfiguration.Evidence) {
        let root = folder.url("App").path
        let request = VerifyRequest(projectRoot: root, paths: [root], workingDirectory: root)
        let project = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).project
        return AdoptedConfiguration.infer(from: project, knowledge: TestKnowledge.shared)
    }

    @Test func aFrameworkTargetNamedLikeALayerPlacesItsFiles() throws {
        let (configuration, evidence) = try adopt(try appWithDomainInKit())
        #expect(evidence.filesByLayer["domain"] == ["Kit/FetchUser.swift"])
        #expect(configuration.modules == ["Domain": "domain"])
        #expect(configuration.json.contains("\"modules\""))
    }

    @Test func filesNoTargetCompilesAreCountedAndLeftOut() throws {
        let (configuration, evidence) = try adopt(try appWithDomainInKit())
        #expect(evidence.filesNoTargetCompiles == 1)
        #expect(!evidence.filesByLayer.values.joined().contains { $0.hasPrefix("Templates/") })
        #expect(!evidence.unplaced.contains { $0.hasPrefix("Templates/") })
        _ = configuration
    }

    /// Without an Xcode project nothing changes: no `modules`, nothing counted.
    @Test func withoutAProjectThereAreNoModules() throws {
        let folder = try appWithDomainInKit()
        try FileManager.default.removeItem(at: folder.url("App/App.xcodeproj"))
        try FileManager.default.removeItem(at: folder.url("App/App.xcworkspace"))
        let (configuration, evidence) = try adopt(folder)
        #expect(configuration.modules == nil)
        #expect(evidence.filesNoTargetCompiles == 0)
        #expect(!configuration.json.contains("\"modules\""))
    }

    /// A framework whose folders and names place only some of its files names no layer: a feature
    /// module's views, placed by their names, say nothing of the stores beside them, which keep
    /// their own role. A framework all of whose files are placed alike is of that layer.
    @Test func aFrameworkPlacedOnlyInPartNamesNoLayer() throws {
        let folder = try TemporaryDirectory()
        func target(_ name: String, _ product: String) -> String {
            """
                    .target(
                        name: "\(name)", destinations: .iOS, product: .\(product), bundleId: "com.example.\(name)",
                        sources: ["\(name)/**"]
                    ),

            """
        }
        try folder.write(
            "import ProjectDescription\n\nlet project = Project(\n    name: \"Shop\",\n    targets: [\n"
                + target("Shop", "app") + target("Feature", "framework") + target("Kit", "framework") + "    ]\n)\n",
            to: "App/Project.swift")
        try folder.write("import Feature\n\nlet home = HomeView()\n", to: "App/Shop/Main.swift")
        try folder.write(
            "import SwiftUI\n\npublic struct HomeView: View {\n    public init() {}\n"
                + "    public var body: some View { Text(\"\") }\n}\n",
            to: "App/Feature/HomeView.swift")
        try folder.write(
            "import Observation\n\n@Observable\nfinal class HomeStore {\n    var title = \"\"\n}\n",
            to: "App/Feature/HomeStore.swift")
        try folder.write(
            "import SwiftUI\n\npublic struct BadgeView: View {\n    public var body: some View { Text(\"\") }\n}\n",
            to: "App/Kit/BadgeView.swift")
        let (configuration, evidence) = try adopt(folder)
        #expect(configuration.modules == ["Kit": "ui"])
        #expect(evidence.filesByLayer["presentation"] == ["Feature/HomeStore.swift"])
    }
}
