import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// The classic, synchronized-folder and workspace fixture projects judged by verify: what their
/// targets compile is checked and what none compiles is not, and their targets' dependencies,
/// across projects too, are held to the layering and to the imports.
@Suite struct XcodeFixtureFindingsTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode")
    /// Checked in a domain folder, this breaks domain purity.
    static let uikitInDomain = "import UIKit\n\npublic struct Badge {\n    public let title: String\n}\n"

    private func copy(_ fixture: String) throws -> TemporaryDirectory {
        try TemporaryDirectory(copyingFolder: Self.fixtures.appendingPathComponent(fixture), as: "App")
    }

    private func run(_ folder: TemporaryDirectory) throws -> VerifyReport {
        let root = folder.url("App").path
        let request = VerifyRequest(projectRoot: root, paths: [root], workingDirectory: root)
        return try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report
    }

    private func findings(_ report: VerifyReport, _ rule: String) -> [String] {
        report.findings.filter { $0.ruleID == rule }.map { "\($0.file):\($0.line)" }
    }

    private func edit(_ folder: TemporaryDirectory, _ project: String, _ change: (String) -> String) throws {
        let file = folder.url("App/" + project + "/project.pbxproj")
        try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    }

    /// The Domain framework's file is checked; the Templates group's file, which no build phase
    /// lists, is not, though it sits in a domain folder (moved there by the edit) and breaks the same rule.
    @Test func classicProjectChecksWhatItsTargetsCompileAndNotTheFileInNoTarget() throws {
        let folder = try copy("Classic")
        try edit(folder, "Classic.xcodeproj") {
            $0.replacingOccurrences(of: "path = Templates;", with: "path = Domain/Templates;")
        }
        try folder.write(Self.uikitInDomain, to: "App/Domain/User.swift")
        try folder.write(Self.uikitInDomain, to: "App/Domain/Templates/Template.swift")
        try folder.write("import Domain\n\nlet badge = Badge(title: \"\")\n", to: "App/App/AppDelegate.swift")
        let report = try run(folder)
        #expect(findings(report, "domain-purity") == ["Domain/User.swift:1"])
        #expect(report.filesChecked == 2)
        #expect(!report.findings.contains { $0.file.hasPrefix("Domain/Templates/") })
        #expect(report.problems == [])
    }

    /// The synchronized App folder's files are the Sync target's, except those its exception set
    /// removes (the Legacy folder, Generated.swift): those are not checked.
    @Test func synchronizedFoldersExceptionsAreNotChecked() throws {
        let folder = try copy("Synchronized")
        try folder.write(Self.uikitInDomain, to: "App/App/Domain/Badge.swift")
        try folder.write(Self.uikitInDomain, to: "App/App/Legacy/Domain/OldBadge.swift")
        try folder.write(Self.uikitInDomain, to: "App/App/Generated.swift")
        let report = try run(folder)
        #expect(findings(report, "domain-purity") == ["App/Domain/Badge.swift:1"])
        #expect(!report.findings.contains { $0.file.hasPrefix("App/Legacy/") || $0.file == "App/Generated.swift" })
        #expect(report.problems == [])
    }

    /// Modules.xcodeproj's framework, made a Domain framework of the Domain folder, imports the
    /// framework the other project (App.xcodeproj) builds as Presentation: the layering breaks across
    /// the two projects, and only there (Presentation depending on Domain is allowed).
    @Test func aDomainFrameworkImportingAnotherProjectsPresentationFrameworkBreaksTheLayering() throws {
        let folder = try copy("Workspace")
        try edit(folder, "App/App.xcodeproj") {
            $0.replacingOccurrences(of: "name = App;", with: "name = Presentation;")
                .replacingOccurrences(of: "productName = App;", with: "productName = Presentation;")
                .replacingOccurrences(of: "name = Feature;", with: "name = Domain;")
                .replacingOccurrences(
                    of: "com.apple.product-type.application", with: "com.apple.product-type.framework")
        }
        try edit(folder, "Modules/Modules.xcodeproj") {
            $0.replacingOccurrences(of: "name = Feature;", with: "name = Domain;")
                .replacingOccurrences(of: "productName = Feature;", with: "productName = Domain;")
                .replacingOccurrences(of: "path = Feature/FeatureView.swift;", with: "path = Domain/FetchUser.swift;")
        }
        try folder.write("import Domain\n\npublic struct BadgeView {}\n", to: "App/App/Sources/AppMain.swift")
        try folder.write(
            "import Presentation\n\npublic struct FetchUser {}\n", to: "App/Modules/Domain/FetchUser.swift")
        let report = try run(folder)
        #expect(findings(report, "layer-dependency") == ["Modules/Domain/FetchUser.swift:1"])
        #expect(report.problems == [])
    }

    /// The app imports the Feature framework of the workspace's other project: declared by the
    /// fixture's cross-project dependency, undeclared once the project drops it and its link.
    @Test func anImportOfAnotherProjectsFrameworkNotDependedOnIsUndeclared() throws {
        let folder = try copy("Workspace")
        try folder.write("import Feature\n\n@main\nstruct AppMain {}\n", to: "App/App/Sources/AppMain.swift")
        #expect(findings(try run(folder), "undeclared-dependency") == [])
        try edit(folder, "App/App.xcodeproj") {
            $0.replacingOccurrences(of: "\t\t\t\tTD0000000000000000000001 /* PBXTargetDependency */,\n", with: "")
                .replacingOccurrences(
                    of: "\t\t\t\tBF0000000000000000000002 /* Feature.framework in Frameworks */,\n", with: "")
        }
        let report = try run(folder)
        #expect(findings(report, "undeclared-dependency") == ["App/Sources/AppMain.swift:1"])
        #expect(report.findings.first { $0.ruleID == "undeclared-dependency" }?.message.contains("'Feature'") == true)
    }

    /// The fixture's app depends on the other project's Feature framework and imports nothing.
    @Test func anotherProjectsFrameworkTheAppNeverImportsIsAnUnusedDependency() throws {
        let folder = try copy("Workspace")
        try folder.write("@main\nstruct AppMain {}\n", to: "App/App/Sources/AppMain.swift")
        try folder.write("@testable import Feature\n", to: "App/Modules/FeatureTests/FeatureTests.swift")
        let report = try run(folder)
        #expect(
            report.findings.filter { $0.ruleID == "unused-dependency" }.map { "\($0.file): \($0.message)" } == [
                "App/App.xcodeproj/project.pbxproj: 'App' depends on 'Feature' in App.xcodeproj "
                    + "but none of its files imports it"
            ])
    }
}
