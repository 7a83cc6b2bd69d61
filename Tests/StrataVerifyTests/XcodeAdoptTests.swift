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
}
