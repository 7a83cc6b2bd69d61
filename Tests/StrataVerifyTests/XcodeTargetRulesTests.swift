import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// An Xcode project's targets are judged as Package.swift targets are: what a target links by its
/// layer, as its imports are, and its dependencies against its files' imports.
@Suite struct XcodeTargetRulesTests {
    static let cocoaPodsApp = repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/CocoaPods")

    private func run(_ folder: TemporaryDirectory) throws -> VerifyReport {
        let root = folder.url("App").path
        let request = VerifyRequest(projectRoot: root, paths: [root], workingDirectory: root)
        return try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report
    }

    private func findings(_ report: VerifyReport, _ rule: String) -> [String] {
        report.findings.filter { $0.ruleID == rule }.map { "\($0.file):\($0.line) \($0.message)" }
    }

    private func editProject(_ folder: TemporaryDirectory, _ edit: (String) -> String) throws {
        let project = folder.url("App/App.xcodeproj/project.pbxproj")
        try edit(try String(contentsOf: project, encoding: .utf8)).write(to: project, atomically: true, encoding: .utf8)
    }

    /// RxSwift linked into the Domain framework by the Podfile breaks domain purity though no file
    /// imports it yet; the app target (of no one layer), the test bundle and the SwiftLint tool pod are not judged.
    @Test func aPodLinkedIntoTheDomainFrameworkBreaksDomainPurity() throws {
        let folder = try TemporaryDirectory(copyingFolder: Self.cocoaPodsApp, as: "App")
        let report = try run(folder)
        #expect(
            findings(report, "domain-purity") == [
                "Podfile:25 Domain imports 'RxSwift (a pod target Domain links)'; only Foundation is allowed",
                "Podfile:26 Domain imports 'RxCocoa (a pod target Domain links)'; only Foundation is allowed",
            ])
        let finding = try #require(report.findings.first { $0.ruleID == "domain-purity" })
        #expect(finding.lineText == "    pod 'RxSwift', '~> 6.5'")
        #expect(finding.column == 5, "at the statement, past its indentation")
    }

    /// A Tuist project is judged the same way, from its Project.swift: the Domain framework's
    /// `.external(name: "RxSwift")` where the manifest writes it.
    @Test func aTuistDomainFrameworksExternalDependencyBreaksDomainPurity() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/Tuist"), as: "App")
        try folder.write("public struct FetchUser {}\n", to: "App/Domain/Sources/FetchUser.swift")
        try folder.write(
            "import Domain\n\n@main\nstruct AppMain {\n    static func main() {}\n}\n",
            to: "App/App/Sources/AppMain.swift")
        let report = try run(folder)
        #expect(
            findings(report, "domain-purity") == [
                "Project.swift:29 Domain imports 'RxSwift (a package product target Domain links)'; "
                    + "only Foundation is allowed"
            ])
        #expect(findings(report, "unused-dependency") == [], "App imports Domain; the tests' folder is empty")
    }

    /// A framework the project file links into a domain target is judged the same way, where the
    /// project file lists it.
    @Test func aFrameworkLinkedIntoTheDomainFrameworkBreaksDomainPurity() throws {
        let folder = try TemporaryDirectory(copyingFolder: Self.cocoaPodsApp, as: "App")
        try folder.write("platform :ios, '15.0'\n", to: "App/Podfile")
        try editProject(folder) {
            $0.replacingOccurrences(of: "Pods_Shared_Domain.framework", with: "UIKit.framework")
        }
        let report = try run(folder)
        #expect(
            findings(report, "domain-purity") == [
                "App.xcodeproj/project.pbxproj:33 Domain imports 'UIKit (a framework target Domain links)'; "
                    + "only Foundation is allowed"
            ])
    }

    /// A presentation framework linking UIKit, and depending on the app's composition target, breaks
    /// the layering where the project file says so.
    @Test func aPresentationFrameworksLinksAndDependenciesFollowTheLayering() throws {
        let folder = try TemporaryDirectory(copyingFolder: Self.cocoaPodsApp, as: "App")
        try folder.write("platform :ios, '15.0'\n", to: "App/Podfile")
        try editProject(folder) {
            $0.replacingOccurrences(of: "name = Domain;", with: "name = Presentation;")
                .replacingOccurrences(of: "productName = Domain;", with: "productName = Presentation;")
                .replacingOccurrences(of: "Pods_Shared_Domain.framework", with: "UIKit.framework")
                .replacingOccurrences(
                    of: "dependencies = (\n\t\t\t);\n\t\t\tname = Presentation;",
                    with: "dependencies = (\n\t\t\t\tTD0000000000000000000003,\n\t\t\t);\n\t\t\tname = Presentation;"
                )
                .replacingOccurrences(
                    of: "\t\tTD0000000000000000000002 /* PBXTargetDependency */ = {",
                    with:
                        "\t\tTD0000000000000000000003 = {isa = PBXTargetDependency; target = TG0000000000000000000001; };\n"
                        + "\t\tTD0000000000000000000002 /* PBXTargetDependency */ = {"
                )
                .replacingOccurrences(
                    of: "com.apple.product-type.application", with: "com.apple.product-type.framework")
        }
        try folder.write("import UIKit\n\n@main\nstruct AppMain {}\n", to: "App/App/AppDelegate.swift")
        let report = try run(folder)
        // The UIKit link in the target's Frameworks phase, and the dependency the edit added (a line
        // below the one it replaced).
        #expect(
            findings(report, "layer-dependency").map { String($0.prefix(while: { $0 != " " })) } == [
                "App.xcodeproj/project.pbxproj:33", "App.xcodeproj/project.pbxproj:134",
            ])
        #expect(findings(report, "layer-dependency").last?.contains("'App (a target Presentation depends on)'") == true)
    }

    /// The app imports the Domain framework although the project neither makes it depend on Domain
    /// nor links Domain.framework into it.
    @Test func anImportOfAFrameworkTheTargetDoesNotDependOnIsUndeclared() throws {
        let folder = try TemporaryDirectory(copyingFolder: Self.cocoaPodsApp, as: "App")
        try folder.write("import Domain\n\nlet fetch = FetchUser()\n", to: "App/App/AppDelegate.swift")
        #expect(findings(try run(folder), "undeclared-dependency") == [])
        try editProject(folder) {
            $0.replacingOccurrences(of: "\t\t\t\tTD0000000000000000000001 /* PBXTargetDependency */,\n", with: "")
                .replacingOccurrences(
                    of: "\t\t\t\tBF0000000000000000000004 /* Domain.framework in Frameworks */,\n", with: "")
        }
        #expect(
            findings(try run(folder), "undeclared-dependency") == [
                "App/AppDelegate.swift:1 'App' imports 'Domain' without declaring it in App.xcodeproj; "
                    + "it builds only by accident of build order"
            ])
    }

    /// The app and the Domain tests depend on Domain; the app's code does not import it, the tests' does.
    @Test func aDependencyNoFileOfTheTargetImportsIsUnused() throws {
        let folder = try TemporaryDirectory(copyingFolder: Self.cocoaPodsApp, as: "App")
        try folder.write("import Domain\n\nlet fetch = FetchUser()\n", to: "App/DomainTests/FetchUserTests.swift")
        #expect(
            findings(try run(folder), "unused-dependency") == [
                "App.xcodeproj/project.pbxproj:132 'App' depends on 'Domain' in App.xcodeproj "
                    + "but none of its files imports it"
            ])
    }

    /// An app ships the frameworks those it imports need: Xcode embeds a framework only through the
    /// app's own link, so the app's link to Core, which the Scenes framework it imports depends on,
    /// is used. A framework nothing the app imports reaches stays unused, and so does a framework's
    /// own link it never imports.
    @Test func anAppsLinkToAFrameworkItsFrameworksNeedIsUsed() throws {
        let folder = try TemporaryDirectory()
        func framework(_ name: String, _ dependencies: [String]) -> String {
            let listed = dependencies.map { ".target(name: \"\($0)\")" }.joined(separator: ", ")
            return """
                    .target(
                        name: "\(name)", destinations: .iOS, product: .framework, bundleId: "com.example.\(name)",
                        sources: ["\(name)/**"], dependencies: [\(listed)]
                    ),

                """
        }
        try folder.write(
            """
            import ProjectDescription

            let project = Project(
                name: "Shop",
                targets: [
                    .target(
                        name: "Shop", destinations: .iOS, product: .app, bundleId: "com.example.shop",
                        sources: ["Shop/**"],
                        dependencies: [.target(name: "Scenes"), .target(name: "Core"), .target(name: "Extra")]
                    ),

            """ + framework("Scenes", ["Core", "Network"]) + framework("Network", [])
                + framework("Core", []) + framework("Extra", []) + "    ]\n)\n",
            to: "App/Project.swift")
        try folder.write("import Scenes\n\nlet scene = Scene()\n", to: "App/Shop/Main.swift")
        try folder.write(
            "import Core\n\npublic struct Scene {\n    public init() {}\n}\n", to: "App/Scenes/Scene.swift")
        try folder.write("public struct Client {}\n", to: "App/Network/Client.swift")
        try folder.write("public struct Log {}\n", to: "App/Core/Log.swift")
        try folder.write("public struct Extra {}\n", to: "App/Extra/Extra.swift")
        let unused = findings(try run(folder), "unused-dependency").map {
            $0.split(separator: " ").dropFirst().joined(separator: " ")
        }
        #expect(
            unused == [
                "'Shop' depends on 'Extra' in Project.swift but none of its files imports it",
                "'Scenes' depends on 'Network' in Project.swift but none of its files imports it",
            ])
    }

    /// A test bundle depends on the module it is named for, though its template test imports
    /// nothing yet. Its other dependencies, and a library's own, are judged as ever.
    @Test func aTestTargetsDependencyOnItsSubjectIsNeverUnused() throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Podcasts",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Podcasts", dependencies: ["Core"]),
                    .testTarget(name: "PodcastsTests", dependencies: ["Podcasts", "Core"]),
                ]
            )

            """, to: "App/Package.swift")
        try folder.write("public struct Log {}\n", to: "App/Sources/Core/Log.swift")
        try folder.write("public struct Podcast {}\n", to: "App/Sources/Podcasts/Podcast.swift")
        try folder.write(
            "import XCTest\n\nfinal class PodcastsTests: XCTestCase {\n    func testExample() {}\n}\n",
            to: "App/Tests/PodcastsTests/PodcastsTests.swift")
        let unused = findings(try run(folder), "unused-dependency").map {
            $0.split(separator: " ").dropFirst().joined(separator: " ")
        }
        #expect(
            unused == [
                "'Podcasts' depends on 'Core' in Package.swift but none of its files imports it",
                "'PodcastsTests' depends on 'Core' in Package.swift but none of its files imports it",
            ])
    }
}
