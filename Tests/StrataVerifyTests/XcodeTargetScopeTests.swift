import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// With an Xcode project, verify checks the files its targets compile: a folder of file templates
/// no target builds is not the app's code. A project it cannot read is one located warning, and
/// every Swift file is checked as before.
@Suite struct XcodeTargetScopeTests {
    static let cocoaPodsApp = repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/CocoaPods")
    /// In the Domain folder, so checked it breaks domain purity; no target compiles it.
    static let template = "Domain/Templates/ScreenTemplate.swift"

    private func run(_ folder: TemporaryDirectory) throws -> VerifyReport {
        let root = folder.url("App").path
        let request = VerifyRequest(projectRoot: root, paths: [root], workingDirectory: root)
        return try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report
    }

    private func appWithTemplate() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory(copyingFolder: Self.cocoaPodsApp, as: "App")
        try folder.write(
            "import UIKit\n\npublic struct ScreenTemplate {\n    public let title: String\n}\n",
            to: "App/" + Self.template)
        return folder
    }

    @Test func filesNoTargetCompilesAreNotChecked() throws {
        let folder = try appWithTemplate()
        let report = try run(folder)
        #expect(report.filesChecked == 3)
        #expect(!report.findings.contains { $0.file == Self.template })
        #expect(report.problems == [])
    }

    /// Code of a local package is checked though no Xcode target compiles it: the package builds it.
    @Test func filesOfALocalPackageAreStillChecked() throws {
        let folder = try appWithTemplate()
        try folder.write("// swift-tools-version: 5.9\nimport PackageDescription\n", to: "App/Domain/Package.swift")
        let report = try run(folder)
        #expect(report.findings.contains { $0.file == Self.template })
    }

    @Test func anUnreadableProjectIsOneWarningAndEveryFileIsChecked() throws {
        let folder = try appWithTemplate()
        let project = folder.url("App/App.xcodeproj/project.pbxproj")
        let bytes = try Data(contentsOf: project)
        try bytes.prefix(1_000).write(to: project)
        let report = try run(folder)
        #expect(report.findings.contains { $0.file == Self.template })
        #expect(report.problems.count == 1)
        let problem = try #require(report.problems.first)
        #expect(problem.path == "App.xcodeproj/project.pbxproj")
        #expect(problem.position != nil)
        #expect(!problem.skipsFile)
        #expect(report.severity(of: problem) == .warning)
    }

    /// A framework target's module is the project's own, of the layer its files share, whatever its
    /// name: the App folder's code built as the `Shell` framework is composition, which Domain may not import.
    @Test func aFrameworkTargetsModuleHasItsFilesLayer() throws {
        let folder = try TemporaryDirectory(copyingFolder: Self.cocoaPodsApp, as: "App")
        let project = folder.url("App/App.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
            .replacingOccurrences(of: "name = App;", with: "name = Shell;")
            .replacingOccurrences(of: "productName = App;", with: "productName = Shell;")
            .replacingOccurrences(of: "com.apple.product-type.application", with: "com.apple.product-type.framework")
        try text.write(to: project, atomically: true, encoding: .utf8)
        try folder.write("import Shell\n\npublic struct FetchUser {}\n", to: "App/Domain/FetchUser.swift")
        // The Podfile's RxSwift in Domain is domain-purity's (XcodeTargetRulesTests): only the Swift files' findings here.
        let report = try run(folder)
        #expect(
            report.findings.filter { $0.file.hasSuffix(".swift") }.map { "\($0.ruleID) \($0.file):\($0.line)" } == [
                "layer-dependency Domain/FetchUser.swift:1"
            ])
    }

    /// A Tuist project commits no .xcodeproj: its Project.swift's source globs say what each target compiles.
    @Test func aTuistProjectsSourceGlobsDecideWhatIsChecked() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/Tuist"), as: "App")
        let uikit = "import UIKit\n\npublic struct Screen {\n    public let title: String\n}\n"
        try folder.write(
            "public struct FetchUser {\n    public init() {}\n}\n", to: "App/Domain/Sources/FetchUser.swift")
        try folder.write(
            "import Domain\n\n@main\nstruct AppMain {\n    static func main() {}\n}\n",
            to: "App/App/Sources/AppMain.swift")
        try folder.write(uikit, to: "App/Domain/Templates/ScreenTemplate.swift")
        try folder.write(uikit, to: "App/Domain/Tests/Fixtures/Stub.swift")
        try folder.write("import Domain\n\nlet fetch = FetchUser()\n", to: "App/Domain/Tests/FetchUserTests.swift")
        let report = try run(folder)
        #expect(report.problems == [])
        #expect(report.filesChecked == 3)
        #expect(!report.findings.contains { $0.file.contains("Template") || $0.file.contains("Fixtures") })
    }

    @Test func anUnreadableTuistProjectIsOneWarning() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/Tuist"), as: "App")
        try folder.write(
            "import ProjectDescription\nlet project = Project(\n    name: \"A\",\n    targets: makeTargets()\n)\n",
            to: "App/Project.swift")
        try folder.write("public struct FetchUser {}\n", to: "App/Domain/Sources/FetchUser.swift")
        let report = try run(folder)
        #expect(
            report.problems.map(\.description) == [
                "Project.swift:4:1: line 4: `makeTargets` is not defined by a `let`/`var` the reader can follow; "
                    + "until then every Swift file is checked, whichever target compiles it"
            ])
    }

    /// A library whose only Xcode project is its example app (a CocoaPods library): files outside
    /// every project's folder are no project's business, and are checked.
    @Test func filesOutsideEveryProjectsFolderAreStillChecked() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.copyItem(at: Self.cocoaPodsApp, to: folder.url("App/Example"))
        try folder.write(
            "import UIKit\n\npublic struct Badge {\n    public let title: String\n}\n",
            to: "App/Sources/Domain/Badge.swift")
        try folder.write("import UIKit\n\npublic struct ScreenTemplate {}\n", to: "App/Example/" + Self.template)
        let report = try run(folder)
        #expect(report.findings.contains { $0.file == "Sources/Domain/Badge.swift" })
        #expect(!report.findings.contains { $0.file == "Example/" + Self.template })
    }
}
