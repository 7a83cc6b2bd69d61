import Foundation
import StrataTestSupport
import Testing
import XcodeReader

/// Workspaces bring projects and packages together; CocoaPods' Podfile names each target's pods.
@Suite struct XcodeWorkspaceTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode")

    @Test func workspaceBringsTwoProjectsAndALocalPackageTogether() throws {
        let workspace = XcodeWorkspace.load(root: Self.fixtures.appendingPathComponent("Workspace"))
        #expect(workspace.problems == [])
        #expect(workspace.workspaces == ["Workspace.xcworkspace"])
        #expect(workspace.projects.map(\.path) == ["App/App.xcodeproj", "Modules/Modules.xcodeproj"])
        #expect(workspace.localPackages == ["Packages/Core"])
        let app = try #require(workspace.targets.first { $0.target.name == "App" }?.target)
        #expect(app.dependencies == [XcodeTarget.Dependency(name: "Feature", project: "Modules/Modules.xcodeproj")])
        #expect(app.packageProducts == [.init(name: "Core", package: .local(path: "Packages/Core"))])
        #expect(app.linkedModuleNames == ["Feature"])
        // The aggregate target builds nothing and is not a native target.
        #expect(workspace.targets.map(\.target.name) == ["App", "Feature", "FeatureTests"])
        #expect(workspace.targets(compiling: "Modules/Feature/FeatureView.swift").map(\.name) == ["Feature"])
        #expect(workspace.compiledFiles.count == 3)
    }

    /// A project cut short is one located problem; the workspace's other project is still read.
    @Test func aBrokenProjectIsOneProblemAndTheRestStillReads() throws {
        let folder = try TemporaryDirectory(copyingFolder: Self.fixtures.appendingPathComponent("Workspace"), as: "W")
        let broken = folder.url("W/Modules/Modules.xcodeproj/project.pbxproj")
        let bytes = try Data(contentsOf: broken)
        try bytes.prefix(bytes.count / 2).write(to: broken)
        let workspace = XcodeWorkspace.load(root: folder.url("W"))
        #expect(workspace.problems.count == 1)
        let problem = try #require(workspace.problems.first)
        #expect(problem.file == "Modules/Modules.xcodeproj/project.pbxproj")
        #expect(problem.line != nil && problem.column != nil)
        #expect(workspace.projects.map(\.path) == ["App/App.xcodeproj"])
    }

    @Test func aBrokenWorkspaceIsOneLocatedProblem() throws {
        let folder = try TemporaryDirectory(files: [
            "App.xcworkspace/contents.xcworkspacedata":
                "<?xml version=\"1.0\"?>\n<Workspace version = \"1.0\">\n   <FileRef\n      location = group:App.xcodeproj>\n"
        ])
        let workspace = XcodeWorkspace.load(root: folder.url)
        #expect(
            workspace.problems.map(\.description) == [
                "App.xcworkspace/contents.xcworkspacedata:4:18: the value of 'location' is not quoted; "
                    + "open the workspace in Xcode, or restore contents.xcworkspacedata from version control"
            ])
    }

    /// The CocoaPods app: RxSwift linked into the Domain framework, the test bundle that only searches
    /// its host's pods, abstract targets' pods inherited, `def` blocks used by name, Ruby blocks skipped.
    @Test func cocoaPodsAppLinksRxSwiftIntoItsDomainFramework() throws {
        let workspace = XcodeWorkspace.load(root: Self.fixtures.appendingPathComponent("CocoaPods"))
        #expect(workspace.problems == [])
        // CocoaPods' own project (Pods/Pods.xcodeproj) is third-party code; its pods come from the Podfile.
        #expect(workspace.projects.map(\.path) == ["App.xcodeproj"])
        let podfile = try #require(workspace.podfile)
        #expect(podfile.targets.map(\.name) == ["Shared", "App", "AppTests", "Domain", "DomainTests"])
        #expect(podfile.targets.map(\.isAbstract) == [true, false, false, false, false])
        #expect(podfile.targets.allSatisfy { $0.usesFrameworks })
        let project = try #require(workspace.projects.first)
        let domain = try #require(project.targets.first { $0.name == "Domain" })
        #expect(domain.productType == .framework)
        #expect(workspace.pods(of: domain, in: project).map(\.moduleName) == ["RxSwift", "RxCocoa", "SwiftLint"])
        #expect(podfile.linkedPods(of: "AppTests").map(\.name) == ["Quick"])
        #expect(
            podfile.linkedPods(of: "DomainTests").map(\.name) == ["RxTest", "RxSwift", "RxCocoa/Core", "SwiftLint"])
        #expect(
            podfile.linkedPods(of: "App") == [
                .init(name: "Kingfisher", line: 15),
                .init(name: "DesignSystem", path: "LocalPods/DesignSystem", line: 16),
                .init(name: "SwiftLint", line: 7),
            ])
        // Each pod where its `pod` statement is written (a `def`'s inside the definition).
        #expect(workspace.pods(of: domain, in: project).map(\.line) == [25, 26, 7])
        #expect(podfile.targets.first { $0.name == "App" }?.project == "App.xcodeproj")
    }

    @Test(arguments: [
        ("target 'App' do\n  pod 'A'\n", 1, "the block opened here is never closed with 'end'"),
        ("pod 'A'\nend\n", 2, "'end' closes no block"),
        ("target App do\nend\n", 1, "'target' needs the target's name in quotes, as in target 'App' do"),
        ("target 'App' do\n  inherit! :partial\nend\n", 2, "'inherit!' takes :complete, :search_paths or :none"),
    ])
    func aBrokenPodfileIsOneLocatedError(_ text: String, _ line: Int, _ message: String) {
        let error = #expect(throws: XcodeReadError.self) { try Podfile.read(text, file: "Podfile") }
        #expect(error?.line == line)
        #expect(error?.message == message)
    }
}
