import Foundation
import StrataContextTestSupport
import StrataJSON
import Testing

@testable import StrataContext

@Suite struct ContextBundleTests {
    static let styles = ["observable", "combine", "store"]

    func bundle(style: String, agents: [ContextAgent] = ContextAgent.allCases) throws -> ContextBundle {
        try DemoContext.renderer(style: style).bundle(agents: agents)
    }

    func text(_ path: String, in bundle: ContextBundle) throws -> String {
        try #require(bundle.files.first { $0.path == path }?.text, "\(path) is not in the bundle")
    }

    @Test(arguments: styles)
    func everyRuleAppearsWithItsExamplesInAgentsFileAndContextJSON(style: String) throws {
        let bundle = try bundle(style: style)
        let agents = try text("AGENTS.md", in: bundle)
        let json = try JSON.parse(try text("context.json", in: bundle))
        let jsonRules = json["rules"]?.arrayValue ?? []
        let renderer = try DemoContext.renderer(style: style)
        #expect(jsonRules.count == DemoContext.knowledge.rules.count)
        for rule in DemoContext.knowledge.rules {
            #expect(agents.contains("`\(rule.id)` — \(rule.name)"), "\(rule.id) missing from AGENTS.md")
            let examples = renderer.examples(of: rule)
            #expect(examples.contains { $0.triggers } == agents.contains(rule: rule, marker: "❌", renderer: renderer))
            #expect(examples.contains { !$0.triggers } == agents.contains(rule: rule, marker: "✅", renderer: renderer))
            let entry = try #require(jsonRules.first { $0["id"]?.stringValue == rule.id })
            let codes = entry["examples"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
            #expect(codes == examples.map { renderer.tailored($0.code) }, "\(rule.id) examples in context.json")
        }
    }

    @Test(arguments: [("observable", "combine"), ("combine", "observable")])
    func onlyTheChosenStyleAppears(chosen: String, other: String) throws {
        let bundle = try bundle(style: chosen)
        let knowledge = DemoContext.knowledge
        let chosenStyle = try #require(knowledge.styles.first { $0.id == chosen })
        let otherStyles = knowledge.styles.filter { $0.id != chosen }
        let all = knowledge.rules.flatMap(\.examples)
        let shown = Set(all.filter { $0.style == nil || $0.style == chosen }.map(\.code))
        // Code that is right in one style is often the wrong-style example of another; only
        // code that no shown example has must stay out.
        let otherExamples = all.filter { $0.style != nil && $0.style != chosen && !shown.contains($0.code) }
        #expect(!otherExamples.isEmpty)
        for file in bundle.files {
            for style in otherStyles {
                #expect(!file.text.contains(style.summary), "\(file.path) shows the \(style.id) style")
            }
            for example in otherExamples {
                #expect(
                    !file.text.contains(jsonEscapedIfNeeded(example.code, in: file)),
                    "\(file.path) has a \(example.style ?? "") example")
            }
        }
        #expect(try text("AGENTS.md", in: bundle).contains(chosenStyle.summary))
        #expect(
            try JSON.parse(try text("context.json", in: bundle))["stateManagement"]?["style"]?["id"] == .string(chosen))
    }

    @Test(arguments: styles)
    func everyFileStartsWithTheProvenanceAndHasNoExampleMarkers(style: String) throws {
        // Shared files (MCP configurations) are the team's: Strata owns one entry, not the file.
        for file in try bundle(style: style).files where file.sharedEntry == nil {
            let lines = file.text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
            // Front matter and JSON must open the file, so the provenance is their first entry.
            let first = lines.first == "---" || lines.first == "{" ? lines.dropFirst().first : lines.first
            let provenance = try #require(first.map(String.init), "\(file.path) is empty")
            #expect(
                provenance.contains("\(ContextBundle.provenanceMarker) from knowledge 1.0.0 (sha256:"), "\(file.path)")
            #expect(!file.text.contains("↓"), "\(file.path) still has an example marker")
        }
    }

    @Test(arguments: styles)
    func everyFileIsWithinItsBudget(style: String) throws {
        for file in try bundle(style: style).files {
            guard let budget = file.budget else { continue }
            #expect(budget.size(of: file.text) <= budget.limit, "\(file.path)")
        }
    }

    @Test func allAgentsWriteEveryTargetWithOneScopedFilePerLayerAndTests() throws {
        let paths = Set(try bundle(style: "observable").files.map(\.path))
        let scopes = ["domain", "data", "presentation", "ui", "composition", "tests"]
        var expected: Set<String> = [
            "AGENTS.md", "CLAUDE.md", "GEMINI.md", ".github/copilot-instructions.md", "context.json",
        ]
        for scope in scopes {
            expected.formUnion([
                ".github/instructions/\(scope).instructions.md", ".cursor/rules/\(scope).mdc",
                ".claude/rules/\(scope).md",
                ".windsurf/rules/\(scope).md",
            ])
        }
        #expect(expected.isSubset(of: paths))
        #expect(
            !paths.contains { $0.hasPrefix(".github/prompts/") }, "prompt files are deprecated: skills replace them")
        for folder in [".claude/skills", ".github/skills"] {
            let skills = paths.filter { $0.hasPrefix(folder + "/") }.sorted()
            #expect(skills == ["strata-scaffold-feature", "strata-verify-and-fix"].map { "\(folder)/\($0)/SKILL.md" })
        }
    }

    /// A skill's `name` is its folder's name, its description says when to use it, and every
    /// command it names is one Strata has.
    @Test func skillsNameTheirFolderAndRealCommands() throws {
        let bundle = try bundle(style: "observable")
        let skills = bundle.files.filter { $0.path.hasSuffix("/SKILL.md") }
        #expect(!skills.isEmpty)
        for skill in skills {
            let folder = skill.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            #expect(skill.text.contains("\nname: \(folder)\n"), "\(skill.path)")
            #expect(skill.text.contains("\ndescription: "), "\(skill.path)")
            #expect(skill.text.contains("Use when"), "\(skill.path)")
            for command in ["strata feature", "strata verify", "strata rules explain"]
            where skill.text.contains(command) {
                #expect(!skill.text.contains("`\(command) <unknown>"))
            }
        }
    }

    @Test func selectingAgentsWritesOnlyTheirFiles() throws {
        let paths = try bundle(style: "observable", agents: ContextAgent.selection(from: "claude")).files.map(\.path)
        #expect(paths.contains("AGENTS.md"))
        #expect(paths.contains("CLAUDE.md"))
        #expect(!paths.contains { $0.hasPrefix(".cursor/") || $0.hasPrefix(".github/") || $0 == "GEMINI.md" })
        let nested = try DemoContext.renderer(style: "observable")
            .bundle(agents: [.agents, .claude], layerFolderExists: { _ in true })
        #expect(try #require(nested.files.first { $0.path == "CLAUDE.md" }).text.contains("\n@AGENTS.md\n"))
    }

    /// A renderer for a project whose data layer is a brace group (`Sources/Shop{Data,LegacyBridge}/**`).
    private static func rendererWithABraceGroupInData() throws -> ContextRenderer {
        let json = """
            { "schemaVersion": 1, "module": "Shop", "style": "observable",
              "layers": { "data": ["Sources/Shop{Data,LegacyBridge}/**"], "ui": ["Sources/ShopUI/**"] } }
            """
        let project = try ContextProject.read(
            strataJSON: json, file: "strata.json", knowledge: DemoContext.knowledge, commands: DemoContext.commands)
        return ContextRenderer(knowledge: DemoContext.knowledge, project: project)
    }

    /// Copilot, Cursor and Windsurf split their glob string at commas: a brace group is written out as
    /// separate patterns, and in the project only those under a folder that exists are named.
    @Test func readerGlobsAreWholeAndNameOnlyFoldersThatExist() throws {
        let renderer = try Self.rendererWithABraceGroupInData()
        let agents: [ContextAgent] = [.claude, .copilot, .cursor, .windsurf]
        let inProject = try renderer.bundle(agents: agents, layerFolderExists: { $0 != "Sources/ShopLegacyBridge" })
        #expect(
            try text(".github/instructions/data.instructions.md", in: inProject).contains(
                "\napplyTo: \"Sources/ShopData/**\"\n"))
        #expect(try text(".cursor/rules/data.mdc", in: inProject).contains("\nglobs: Sources/ShopData/**\n"))
        #expect(try text(".windsurf/rules/data.md", in: inProject).contains("\nglobs: Sources/ShopData/**\n"))
        #expect(try text(".claude/rules/data.md", in: inProject).contains("paths:\n  - \"Sources/ShopData/**\"\n"))
        // Written elsewhere, where the folders are unknown: every alternative, each whole.
        let elsewhere = try renderer.bundle(agents: agents)
        #expect(
            try text(".github/instructions/data.instructions.md", in: elsewhere).contains(
                "\napplyTo: \"Sources/ShopData/**,Sources/ShopLegacyBridge/**\"\n"))
    }

    /// A rule file's body names the paths its front matter applies it to, and a strata.json pattern left out because
    /// its folder does not exist yet is said to join once it does, unnamed, so the two never disagree.
    @Test func theScopeLineNamesThePathsTheFrontMatterDoes() throws {
        let renderer = try Self.rendererWithABraceGroupInData()
        let agents: [ContextAgent] = [.claude, .copilot, .cursor, .windsurf]
        let inProject = try renderer.bundle(agents: agents, layerFolderExists: { $0 != "Sources/ShopLegacyBridge" })
        for path in [".github/instructions/data.instructions.md", ".cursor/rules/data.mdc", ".claude/rules/data.md"] {
            let scope = try #require(
                try text(path, in: inProject).split(separator: "\n").first { $0.hasPrefix("Applies to ") })
            #expect(scope.hasPrefix("Applies to `Sources/ShopData/**`."), "\(path): \(scope)")
            #expect(scope.contains("other paths strata.json gives join once their folders exist"), "\(scope)")
            #expect(!scope.contains("LegacyBridge"), "\(path) names a folder the package lacks: \(scope)")
        }
        let elsewhere = try renderer.bundle(agents: agents)
        let data = try text(".claude/rules/data.md", in: elsewhere)
        let scope = try #require(data.split(separator: "\n").first { $0.hasPrefix("Applies to ") })
        #expect(scope.hasPrefix("Applies to `Sources/ShopData/**`, `Sources/ShopLegacyBridge/**`. Run"), "\(scope)")
    }

    @Test func projectNamesAndGlobsAreTheProjectsOwn() throws {
        let json = """
            { "schemaVersion": 1, "module": "Shop", "style": "observable",
              "layers": { "domain": ["Modules/Core/**"], "ui": ["App/Views/**", "App/Screens/**"] }, "tests": ["Tests/**"] }
            """
        let project = try ContextProject.read(
            strataJSON: json, file: "strata.json", knowledge: DemoContext.knowledge, commands: DemoContext.commands)
        let bundle = try ContextRenderer(knowledge: DemoContext.knowledge, project: project).bundle(
            agents: ContextAgent.allCases)
        let agents = try text("AGENTS.md", in: bundle)
        #expect(agents.contains("`ShopDomain`"))
        #expect(!bundle.files.contains { $0.text.contains("DemoDomain") })
        #expect(try text(".cursor/rules/ui.mdc", in: bundle).contains("\nglobs: App/Views/**,App/Screens/**\n"))
        #expect(
            try text(".github/instructions/domain.instructions.md", in: bundle).contains(
                "\napplyTo: \"Modules/Core/**\"\n"))
        #expect(
            try text(".claude/rules/ui.md", in: bundle).contains(
                "paths:\n  - \"App/Views/**\"\n  - \"App/Screens/**\"\n"))
        #expect(try text(".windsurf/rules/domain.md", in: bundle).contains("\ntrigger: glob\n"))
        #expect(!bundle.files.contains { $0.path.contains("/data.") || $0.path.hasSuffix("/data.md") })
    }

    /// An Xcode app's framework targets, written under strata.json's `modules` by `init --adopt`, are
    /// the modules the bundle names for their layers; layers without one keep the module-name pattern.
    @Test func modulesOfXcodeTargetsAreTheLayersModules() throws {
        let json = """
            { "schemaVersion": 1, "module": "Shop", "style": "observable",
              "layers": { "domain": ["Domain/**"], "data": ["Networking/**"], "ui": ["App/**"] },
              "modules": { "Domain": "domain", "NetworkKit": "data" } }
            """
        let project = try ContextProject.read(
            strataJSON: json, file: "strata.json", knowledge: DemoContext.knowledge, commands: DemoContext.commands)
        let bundle = try ContextRenderer(knowledge: DemoContext.knowledge, project: project).bundle(
            agents: ContextAgent.allCases)
        let agents = try text("AGENTS.md", in: bundle)
        #expect(agents.contains("| `Domain` | `Domain/**` |"))
        #expect(agents.contains("| `NetworkKit` | `Networking/**` |"))
        #expect(agents.contains("| `ShopUI` | `App/**` |"))
        #expect(!agents.contains("ShopDomain"))
    }

    /// Every layer's module is named in the bundle, so a long package name must still fit the
    /// budgets with every migration map a style can take.
    @Test(arguments: ["observable", "combine", "store"])
    func longModuleNamesStayWithinEveryBudget(style: String) throws {
        let long = "ShoppingAssistantProfessional"
        let sources = DemoContext.knowledge.migrationSources.filter { source in
            DemoContext.knowledge.migrations.contains { $0.source == source && $0.styles.contains(style) }
        }
        let json = try DemoContext.strataJSON(style: style).replacingOccurrences(of: "Demo", with: long)
            .replacingOccurrences(
                of: "\"module\"",
                with: "\"migratingFrom\": [" + sources.map { "\"\($0)\"" }.joined(separator: ", ") + "],\n  \"module\"")
        let project = try ContextProject.read(
            strataJSON: json, file: "strata.json", knowledge: DemoContext.knowledge, commands: DemoContext.commands)
        let bundle = try ContextRenderer(knowledge: DemoContext.knowledge, project: project).bundle(
            agents: ContextAgent.allCases)
        #expect(try text("AGENTS.md", in: bundle).contains("`\(long)Domain`"))
    }

    @Test func aBudgetTooSmallFailsNamingTheFileAndWhatToTrim() throws {
        let renderer = try DemoContext.renderer(style: "observable")
        #expect {
            try renderer.bundle(agents: [.agents], maxCharacters: 5_000)
        } throws: { error in
            guard let error = error as? ContextError, case .overBudget(let path, _, let budget, let sections) = error
            else {
                return false
            }
            return path == "AGENTS.md" && budget.limit == 5_000 && !sections.isEmpty
                && error.description.contains("trim the largest sections")
        }
    }

    private func jsonEscapedIfNeeded(_ code: String, in file: GeneratedFile) -> String {
        file.path.hasSuffix(".json") ? String(JSON.string(code).compactText.dropFirst().dropLast()) : code
    }
}

extension String {
    /// Whether the rule's block in AGENTS.md shows an example with `marker`.
    fileprivate func contains(rule: ContextKnowledge.Rule, marker: String, renderer: ContextRenderer) -> Bool {
        guard let start = range(of: "`\(rule.id)` — ") else { return false }
        let rest = self[start.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return rest[..<end].contains("\n\(marker) ")
    }
}

extension ContextBundleTests {
    /// A rule's ❌ and ✅ in AGENTS.md show different code: where the difference lies in another file of the
    /// example's project (the test that exists, the file that imports), that file is shown too.
    @Test(arguments: styles)
    func everyRulesTriggeringAndPassingCodeDiffer(style: String) throws {
        let renderer = try DemoContext.renderer(style: style)
        for rule in DemoContext.knowledge.rules {
            let block = renderer.ruleBlock(rule, heading: "###")
            let parts = block.components(separatedBy: "\n✅ ")
            guard parts.count == 2, parts[0].contains("\n❌ ") else { continue }
            func code(_ text: String) -> [String] {
                PackageDeclarations.captures(#"(?s)```swift\n(.*?)\n```"#, in: text)
            }
            let triggering = code(parts[0])
            let passing = code(parts[1])
            #expect(!triggering.isEmpty && !passing.isEmpty, "\(rule.id)")
            #expect(triggering != passing, "\(rule.id): ❌ and ✅ show the same code")
        }
    }
}
