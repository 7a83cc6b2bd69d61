import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// The agent context is read as a description of the package it sits in, so it must not name what
/// that package lacks: for each style, every module and package type (`Demo…`), theme member
/// (`theme.colors…`, `Theme.…`), factory (`make…`) and language feature the bundle points agents
/// at (`@autoclosure`, `#Preview`) exists in the golden package of that style
/// (Tests/Fixtures/Scaffold/<style>/Demo), and no template placeholder leaks into its text.
@Suite struct ContextMatchesPackageTests {
    static let styles = ["observable", "combine", "store"]

    @Test(arguments: styles)
    func everyNameTheBundleUsesExistsInThePackage(style: String) throws {
        let package = try PackageDeclarations(
            root: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo"))
        let plain = try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases)
        let problems = Self.problems(in: plain, against: package)
        #expect(
            problems.isEmpty, "the \(style) context names what its package lacks:\n\(problems.joined(separator: "\n"))")
    }

    /// The migration maps toward the style speak of the package too (what replaces a container, a store …).
    @Test(arguments: styles)
    func migrationContentNamesOnlyWhatThePackageHas(style: String) throws {
        let package = try PackageDeclarations(
            root: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo"))
        let knowledge = DemoContext.knowledge
        let sources = knowledge.migrationSources.filter { !knowledge.migrations(from: [$0], toward: style).isEmpty }
        #expect(!sources.isEmpty)
        let list = sources.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = try DemoContext.strataJSON(style: style)
            .replacingOccurrences(
                of: "\"style\": \"\(style)\",", with: "\"style\": \"\(style)\", \"migratingFrom\": [\(list)],")
        let project = try ContextProject.read(
            strataJSON: json, file: "strata.json", knowledge: knowledge, commands: DemoContext.commands)
        let bundle = try ContextRenderer(knowledge: knowledge, project: project).bundle(agents: ContextAgent.allCases)
        #expect(bundle.files.contains { $0.path.contains("-to-") }, "the migration maps were not rendered")
        let problems = Self.problems(in: bundle, against: package)
        #expect(
            problems.isEmpty,
            "the \(style) migration context names what its package lacks:\n\(problems.joined(separator: "\n"))")
    }

    /// One line per missing name, with how many files use it and the first of them.
    static func problems(in bundle: ContextBundle, against package: PackageDeclarations) -> [String] {
        var missing: [String: [String]] = [:]
        for file in bundle.files {
            let guidance = PackageDeclarations.withoutCounterExamples(file.text, path: file.path)
            for name in PackageDeclarations.names(in: guidance) where !package.declares(name) {
                missing[name, default: []].append(file.path)
            }
            // context.json lists the templates' output patterns, whose placeholders are data; prose has none.
            if !file.path.hasSuffix(".json"), let range = file.text.range(of: "{{") {
                let line = file.text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
                missing["a template placeholder", default: []].append("\(file.path):\(line)")
            }
        }
        return missing.sorted { $0.key < $1.key }.map { name, paths in
            "\(name), in \(paths.count) file(s) such as \(paths.sorted()[0])"
        }
    }

    @Test func theCheckerFindsWhatAPackageLacks() throws {
        let package = PackageDeclarations(
            modules: ["DemoDomain"], types: ["Theme", "ProfileScreen"],
            members: ["colors", "primaryText", "makeViewModel"],
            sources: "public init(viewModel: @autoclosure @escaping () -> ProfileViewModel)")
        let text = """
            import DemoTestSupport and DemoDomain; `theme.colors.primaryText`, theme.radii.medium, Theme.named(id),
            root.makeProfileScreen(), `makeViewModel()`, a makeX() factory, AsyncStream.makeStream(of:),
            a #Preview per state, an @autoclosure init.
            """
        let missing = PackageDeclarations.names(in: text).filter { !package.declares($0) }
        #expect(
            missing == [
                "DemoTestSupport", "theme.radii", "theme.*.medium", "Theme.named", "makeProfileScreen", "#Preview",
            ])
    }

    @Test func counterExamplesMayNameWhatThePackageLacks() {
        let markdown = "❌ Wrong.\n\n```swift\nimport DemoMissing\n```\n\n✅ Right.\n\n```swift\nimport DemoKept\n```\n"
        #expect(
            PackageDeclarations.names(in: PackageDeclarations.withoutCounterExamples(markdown, path: "AGENTS.md")) == [
                "DemoKept"
            ])
        let json =
            #"[{ "code": "import DemoMissing", "note": "Wrong.", "triggers": true }, "#
            + #"{ "code": "import DemoKept", "note": "Right.", "triggers": false }]"#
        #expect(
            PackageDeclarations.names(in: PackageDeclarations.withoutCounterExamples(json, path: "context.json")) == [
                "DemoKept"
            ])
    }
}
