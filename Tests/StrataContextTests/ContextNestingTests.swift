import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// What each agent loads: budgets measured after `@` imports and along Codex's AGENTS.md chain,
/// each layer's rules in a nested AGENTS.md of its folder, and no rule text loaded twice.
@Suite struct ContextNestingTests {
    /// The golden Demo package's folders, as `strata context` sees them on disk.
    static let demoRoot = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo")
    static func demoFolderExists(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: demoRoot.appendingPathComponent(path).path, isDirectory: &isFolder)
            && isFolder.boolValue
    }

    func nestedBundle(_ agents: [ContextAgent] = ContextAgent.allCases) throws -> ContextBundle {
        try DemoContext.renderer(style: "observable").bundle(agents: agents, layerFolderExists: Self.demoFolderExists)
    }

    @Test(arguments: [
        ("Sources/DemoDomain/**", ["Sources/DemoDomain"]),
        ("Sources/Demo{Data,LegacyBridge}/**", ["Sources/DemoData", "Sources/DemoLegacyBridge"]),
        ("Tests/**", ["Tests"]),
        ("Sources/App/Features/*/Domain/**", ["Sources/App/Features"]),
        ("Packages/{Core,Net}Kit/Sources/**", ["Packages/CoreKit", "Packages/NetKit"]),
        // Later groups narrow each alternative further; the first one's folders already hold them all.
        ("{A,B}/{C,D}/**", ["A", "B"]),
        // Escaped glob characters are part of a folder's name.
        (#"Sources/App\{Core/**"#, ["Sources/App{Core"]),
        (#"Old\*\,Features/Login/**"#, ["Old*,Features/Login"]),
        (#"Sources/Old\*Features*/**"#, ["Sources"]),
    ])
    func aGlobsFixedFoldersComeBeforeItsFirstWildcard(glob: String, folders: [String]) {
        #expect(ContextRenderer.fixedFolders(of: glob) == folders)
    }

    @Test(arguments: [
        "**/*ViewModel.swift", "*.swift", "Sources/App/Model.swift", "../Other/**", "Sources/{A,{B,C}}/**",
        "Sources/{,X}/**",
    ])
    func aGlobWithoutAFixedFolderCannotHoldANestedFile(glob: String) {
        #expect(ContextRenderer.fixedFolders(of: glob) == nil)
    }

    @Test func eachLayerFolderThatExistsGetsItsRulesAndTheRootStaysLean() throws {
        let bundle = try nestedBundle()
        let paths = Set(bundle.files.map(\.path))
        for folder in [
            "Sources/DemoDomain", "Sources/DemoData", "Sources/DemoPresentation", "Sources/DemoUI",
            "Sources/DemoComposition", "Tests",
        ] {
            #expect(paths.contains("\(folder)/AGENTS.md"), "\(folder)")
        }
        // The golden package has no adapter yet: no folder is made just to hold rules.
        #expect(!paths.contains("Sources/DemoLegacyBridge/AGENTS.md"))
        let root = try #require(bundle.files.first { $0.path == "AGENTS.md" }).text
        let domain = try #require(bundle.files.first { $0.path == "Sources/DemoDomain/AGENTS.md" }).text
        #expect(!root.contains("```swift"), "the lean root shows no examples")
        #expect(root.contains("`Sources/DemoDomain/AGENTS.md`"), "the root says where the domain's rules are")
        #expect(domain.contains("## `domain-purity`"))
        #expect(domain.contains("```swift"))
    }

    /// Codex loads the root file and then each nested one: no sentence of the root is repeated.
    @Test func noRuleTextIsLoadedTwiceAlongTheChain() throws {
        let bundle = try nestedBundle()
        let root = try #require(bundle.files.first { $0.path == "AGENTS.md" }).text
        let rootLines = Set(root.split(separator: "\n").map(String.init).filter(Self.isProse))
        for file in bundle.files where file.path.hasSuffix("/AGENTS.md") {
            let repeated = file.text.split(separator: "\n").map(String.init).filter {
                Self.isProse($0) && rootLines.contains($0)
            }
            #expect(repeated.isEmpty, "\(file.path) repeats the root: \(repeated.prefix(2))")
            #expect(file.loadedWith == ["AGENTS.md"])
            #expect(file.size == ContextBudget.agentsFile.size(of: root + file.text))
        }
    }

    /// Lines that carry meaning: not headings, fences, provenance or table rules.
    static func isProse(_ line: String) -> Bool {
        line.count > 30 && !line.hasPrefix("#") && !line.hasPrefix("<!--") && !line.hasPrefix("```")
            && !line.hasPrefix("|")
    }

    @Test func claudeAndGeminiAreMeasuredWithTheAgentsFileTheyImport() throws {
        let bundle = try nestedBundle()
        let root = try #require(bundle.files.first { $0.path == "AGENTS.md" })
        for path in ["CLAUDE.md", "GEMINI.md"] {
            let file = try #require(bundle.files.first { $0.path == path })
            #expect(file.text.contains("\n@AGENTS.md\n"))
            #expect(file.loadedWith == ["AGENTS.md"])
            let loaded = try #require(file.size)
            #expect(loaded > ContextBudget.claude.size(of: root.text), "\(path) counts what it imports")
            #expect(loaded <= 200, "\(path) loads \(loaded) lines")
        }
        let json = try #require(bundle.files.first { $0.path == "context.json" }).text
        #expect(json.contains("\"loadedWith\""))
    }

    /// Written elsewhere than the project (`--out`), layer folders are not at hand: AGENTS.md
    /// keeps every rule, and CLAUDE.md and GEMINI.md carry the lean sections instead of
    /// importing all of it, which would load several hundred lines.
    @Test func withoutLayerFoldersImportingFilesCarryTheLeanSections() throws {
        let bundle = try DemoContext.renderer(style: "observable").bundle(agents: ContextAgent.allCases)
        #expect(!bundle.files.contains { $0.path.hasSuffix("/AGENTS.md") })
        let root = try #require(bundle.files.first { $0.path == "AGENTS.md" })
        #expect(root.text.contains("```swift"))
        for path in ["CLAUDE.md", "GEMINI.md"] {
            let file = try #require(bundle.files.first { $0.path == path })
            #expect(!file.text.contains("@AGENTS.md"))
            #expect(file.loadedWith.isEmpty)
            #expect(file.text.contains("## Rules `strata verify` enforces"))
            #expect(try #require(file.size) <= 200)
        }
    }

    @Test func aFileOverBudgetOnceItsImportIsExpandedIsRefusedNamingTheImportedSections() {
        let imported = MarkdownDocument(
            frontMatter: nil, provenance: "p",
            sections: [.init("Big", body: Array(repeating: "line", count: 300).joined(separator: "\n"))])
        let importing = MarkdownDocument(
            frontMatter: nil, provenance: "p", sections: [.init("Import", body: "@AGENTS.md")])
        let documents = [
            ContextDocument(path: "AGENTS.md", agent: .agents, document: imported, budget: .agentsFile),
            ContextDocument(path: "CLAUDE.md", agent: .claude, document: importing, budget: .claude),
        ]
        #expect(ContextBudget.claude.size(of: importing.text) < 10)
        do {
            try ContextBundle.checkBudgets(documents)
            Issue.record("CLAUDE.md loads over 300 lines and passed")
        } catch {
            #expect(error.description.hasPrefix("CLAUDE.md would be 304 lines"), "\(error.description)")
            #expect(error.description.contains("AGENTS.md: Big (300 lines)"), "\(error.description)")
        }
    }

    @Test func importsAreFollowedAtMostFiveLevels() {
        var documents: [ContextDocument] = []
        for level in 0..<8 {
            let body = level < 7 ? "@L\(level + 1).md" : "bottom"
            documents.append(
                ContextDocument(
                    path: "L\(level).md", agent: .claude,
                    document: MarkdownDocument(
                        frontMatter: nil, provenance: "p\(level)", sections: [.init("S", body: body)]),
                    budget: .claude))
        }
        let loaded = ContextDocument.loadedTexts(of: documents)["L0.md"]
        #expect(loaded?.files == ["L1.md", "L2.md", "L3.md", "L4.md", "L5.md"])
        #expect(loaded?.text.contains("@L6.md") == true)
        #expect(loaded?.text.contains("bottom") == false)
    }

    /// Cursor and Windsurf read nested AGENTS.md files as their folders' rules, so their own
    /// scoped files would say it all again; without AGENTS.md they still get every layer.
    @Test func cursorAndWindsurfGetNoScopedCopyOfANestedFile() throws {
        let withAgents = try nestedBundle([.agents, .cursor, .windsurf]).files.map(\.path)
        #expect(
            !withAgents.contains { $0.hasPrefix(".cursor/rules/") || $0.hasPrefix(".windsurf/rules/") }, "\(withAgents)"
        )
        let alone = try nestedBundle([.cursor, .windsurf]).files.map(\.path)
        #expect(alone.contains(".cursor/rules/domain.mdc"))
        #expect(alone.contains(".windsurf/rules/ui.md"))
        #expect(!alone.contains { $0.hasSuffix("AGENTS.md") })
    }

    @Test func aNestedFileALayerNoLongerHasIsRemovedOnTheNextWrite() throws {
        let folder = try TemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let renderer = try DemoContext.renderer(style: "observable")
        _ = try ContextWriter(root: folder.url).write(
            renderer.bundle(agents: [.agents], layerFolderExists: { _ in true }))
        #expect(try folder.read("Sources/DemoLegacyBridge/AGENTS.md").contains(ContextBundle.provenanceMarker))
        let without = try renderer.bundle(agents: [.agents], layerFolderExists: { $0 != "Sources/DemoLegacyBridge" })
        #expect(
            ContextWriter(root: folder.url).check(without).contains(
                .leftover(path: "Sources/DemoLegacyBridge/AGENTS.md")))
        let changes = try ContextWriter(root: folder.url).write(without)
        #expect(changes.contains(.removed("Sources/DemoLegacyBridge/AGENTS.md")))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent("Sources/DemoLegacyBridge/AGENTS.md").path))
        #expect(try folder.read("Sources/DemoData/AGENTS.md").contains(ContextBundle.provenanceMarker))
    }

    @Test func aTeamsOwnNestedAgentsFileIsNeverOverwritten() throws {
        let folder = try TemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        try folder.write("# Our domain notes\n", to: "Sources/DemoDomain/AGENTS.md")
        let before = folder.snapshot()
        let bundle = try DemoContext.renderer(style: "observable").bundle(
            agents: [.agents], layerFolderExists: { _ in true })
        #expect(throws: ContextError.notGenerated(path: "Sources/DemoDomain/AGENTS.md")) {
            try ContextWriter(root: folder.url).write(bundle)
        }
        #expect(folder.snapshot() == before, "nothing is written")
    }
}
