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
        // As `strata context` writes it into the package, whose folders its rule files' globs name.
        let plain = try DemoContext.renderer(style: style)
            .bundle(agents: ContextAgent.allCases, globFolderExists: package.folderExists)
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
        let bundle = try ContextRenderer(knowledge: knowledge, project: project)
            .bundle(agents: ContextAgent.allCases, globFolderExists: package.folderExists)
        #expect(bundle.files.contains { $0.path.contains("-to-") }, "the migration maps were not rendered")
        let problems = Self.problems(in: bundle, against: package)
        #expect(
            problems.isEmpty,
            "the \(style) migration context names what its package lacks:\n\(problems.joined(separator: "\n"))")
    }

    /// A layer the testing guidance calls untested has no test target in the package: an agent told "composition is
    /// not unit-tested" would otherwise skip the suite every generated feature has.
    @Test(arguments: styles)
    func aLayerTheBundleCallsUntestedHasNoTests(style: String) throws {
        let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo")
        let bundle = try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases)
        let layers = ["domain", "data", "presentation", "ui", "composition"]
        var claims: [String] = []
        for file in bundle.files where !file.path.hasSuffix(".json") {
            for claim in PackageDeclarations.captures(
                #"(?i)\b((?:\w+(?:, | and ))*\w+) (?:is|are) not (?:unit-)?tested"#, in: file.text)
            {
                let words = claim.lowercased().split { !$0.isLetter }.map(String.init)
                for layer in layers where words.contains(layer) {
                    let target =
                        layer == "ui" ? "DemoUITests" : "Demo\(layer.prefix(1).uppercased() + layer.dropFirst())Tests"
                    if FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/\(target)").path) {
                        claims.append("\(file.path) calls \(layer) untested, but the package has Tests/\(target)")
                    }
                }
            }
        }
        #expect(claims.isEmpty, "\(Set(claims).sorted().joined(separator: "\n"))")
    }

    /// The bundle forbids polling in tests, so no generated test waits in a loop for state to change.
    @Test(arguments: styles)
    func theGeneratedTestsWaitTheWayTheBundleSays(style: String) throws {
        let bundle = try DemoContext.renderer(style: style).bundle(agents: [.agents])
        #expect(bundle.files.contains { $0.text.contains("polling") }, "the bundle no longer speaks of polling")
        let polls = try DemoContext.swiftFiles(under: "Tests", style: style).filter { _, text in
            !PackageDeclarations.captures(#"(while [^\n{]*\{\s*(?:try )?await [\w.]*(?:yield|sleep)\()"#, in: text)
                .isEmpty
                || text.contains("Task.sleep")
        }
        #expect(polls.isEmpty, "generated tests that poll: \(polls.keys.sorted())")
    }

    /// The injection rules say how a clock and an identifier generator are passed, and the generated sources follow
    /// them: no `Date()`, `Date.now` or `UUID()` is read where a test cannot replace it.
    @Test(arguments: styles)
    func timeAndIdentifiersArriveTheWayTheBundleSays(style: String) throws {
        let bundle = try DemoContext.renderer(style: style).bundle(agents: [.agents])
        let text = bundle.files.map(\.text).joined(separator: "\n")
        for closure in ["now: () -> Date", "newID: () -> UUID", "@Sendable () -> Date"] {
            #expect(text.contains(closure), "the bundle never gives the closure \(closure)")
        }
        let reads = try DemoContext.swiftFiles(under: "Sources", style: style).flatMap { path, text in
            PackageDeclarations.captures(#"(\b(?:Date|UUID)\(\)|\bDate\.now\b)"#, in: text).map { "\(path): \($0)" }
        }
        #expect(reads.isEmpty, "\(reads.sorted().joined(separator: "\n"))")
    }

    /// Every agent file that sends the agent to `strata verify` also says what to do where it is not installed.
    @Test(arguments: styles)
    func everyFileThatRunsVerifySaysHowWithoutTheCLI(style: String) throws {
        let silent = try DemoContext.textsSending(
            to: DemoContext.commands.verify, without: ["without the CLI: `swift build` and `swift test`", "by hand"],
            style: style)
        #expect(silent.isEmpty, "\(silent)")
    }

    /// The README speaks of the features `strata feature` writes, not of every feature a team may add by hand.
    @Test(arguments: styles)
    func theReadmeClaimsOnlyWhatGeneratedFeaturesDo(style: String) throws {
        let readme = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/README.md"),
            encoding: .utf8)
        let sentences = readme.replacingOccurrences(of: "\n", with: " ").split(separator: ".").map(String.init)
        let claims = sentences.filter { sentence in
            let lower = sentence.lowercased()
            return (lower.contains("every feature") || lower.contains("each feature"))
                && !lower.contains("strata feature") && !lower.contains("generated")
        }
        #expect(claims.isEmpty, "\(claims)")
        // What to do without the CLI is ContextToolsTheReaderHasTests' to check; here only that the README says it.
        #expect(!readme.contains("strata verify") || readme.contains("Without the `strata` CLI"))
        // A feature written by hand is copied from a generated one, as the bundle says: it keeps both data sources.
        let byHand = sentences.filter { $0.contains("feature copied by hand") }
        #expect(!byHand.isEmpty)
        for sentence in byHand {
            #expect(sentence.contains("keeps both data sources") && !sentence.contains("chooses"), "\(sentence)")
        }
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
            sources: "public init(viewModel: @autoclosure @escaping () -> ProfileViewModel)",
            files: ["Theme.swift"], folders: ["Mocks"])
        let text = """
            import DemoTestSupport and DemoDomain; `theme.colors.primaryText`, theme.radii.medium, Theme.named(id),
            root.makeProfileScreen(), `makeViewModel()`, a makeX() factory, AsyncStream.makeStream(of:),
            a #Preview per state, an @autoclosure init. Edit Theme.swift and Tokens.swift, not <Type>Tests.swift
            or Sources/Demo/Extra.swift; mocks in (Mocks/), fixtures in (Fixtures/), helpers in a Support folder.
            """
        let missing = PackageDeclarations.names(in: text).filter { !package.declares($0) }
        #expect(
            missing == [
                "DemoTestSupport", "file Tokens.swift", "folder Fixtures", "folder Support", "theme.radii",
                "theme.*.medium", "Theme.named", "makeProfileScreen", "#Preview",
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
