import Foundation
import StrataContext
import StrataContextTestSupport
import StrataJSON
import StrataKnowledge
import Testing

@testable import StrataMCP

/// The knowledge-backed tools, prompts and resources, through the server as a client sees them.
@Suite struct KnowledgeToolProviderTests {
    static func providers(style: String = "observable") throws -> [any MCPProvider] {
        let library = ResourceLibrary.shipped
        return [
            ResourceFileProvider(files: Dictionary(uniqueKeysWithValues: library.files.map { ($0.path, $0.text) })),
            KnowledgeToolProvider(renderer: try DemoContext.renderer(style: style)),
        ]
    }

    func call(_ session: inout MCPSession, _ tool: String, _ arguments: JSON = [:]) throws -> JSON {
        try #require(
            try session.send(MCPSession.modern(1, "tools/call", ["name": .string(tool), "arguments": arguments]))?
                .result)
    }

    @Test func toolsAreListedInNameOrder() throws {
        var session = try MCPSession(providers: Self.providers())
        let tools = try #require(try session.send(MCPSession.modern(1, "tools/list"))?.result?["tools"]?.arrayValue)
        #expect(tools.compactMap { $0["name"]?.stringValue } == ["explain_rule", "list_rules", "list_templates"])
        #expect(tools.allSatisfy { $0["annotations"]?["readOnlyHint"] == true })
    }

    /// `strata://rules/{id}`: one rule as Markdown — what AGENTS.md says of it — for a client that reads resources.
    @Test func eachRuleIsAResourceThroughTheRulesTemplate() throws {
        var session = try MCPSession(providers: Self.providers())
        let templates = try #require(
            try session.send(MCPSession.modern(1, "resources/templates/list"))?.result?["resourceTemplates"]?.arrayValue
        )
        #expect(templates.map { $0["uriTemplate"] } == ["strata://rules/{id}"])
        for rule in DemoContext.knowledge.rules {
            let read = try session.send(
                MCPSession.modern(2, "resources/read", ["uri": .string("strata://rules/\(rule.id)")]))
            let contents = try #require(read?.result?["contents"]?.arrayValue?.first, "\(rule.id)")
            #expect(contents["mimeType"] == "text/markdown")
            #expect(contents["text"]?.stringValue?.hasPrefix("# `\(rule.id)` — \(rule.name)") == true, "\(rule.id)")
        }
        let missing = try session.send(MCPSession.modern(3, "resources/read", ["uri": "strata://rules/no-such-rule"]))
        #expect(missing?.errorCode == -32602)
    }

    /// `completion/complete` offers the fixed choices of a prompt argument and of the rules template's `id`.
    @Test func argumentsWithFixedChoicesAreCompleted() throws {
        var session = try MCPSession(providers: Self.providers())
        func complete(_ ref: JSON, _ argument: String, _ value: String) throws -> JSON? {
            try session.send(
                MCPSession.modern(
                    1, "completion/complete",
                    ["ref": ref, "argument": ["name": .string(argument), "value": .string(value)]]))
        }
        let legacy = try complete(["type": "ref/prompt", "name": "adapter"], "legacy", "r")
        #expect(legacy?.result?["completion"]?["values"] == ["rxswift"])
        let every = try complete(["type": "ref/prompt", "name": "adapter"], "legacy", "")
        #expect(every?.result?["completion"]?["values"] == ["rxswift", "combine", "callback"])
        let rules = try complete(["type": "ref/resource", "uri": "strata://rules/{id}"], "id", "layer")
        #expect(rules?.result?["completion"]?["values"] == ["layer-dependency"])
        let free = try complete(["type": "ref/prompt", "name": "adapter"], "feature", "Pro")
        #expect(free?.result?["completion"]?["values"] == [], "a free-text argument has nothing to offer")
        let unknown = try complete(["type": "ref/prompt", "name": "no-such-prompt"], "legacy", "")
        #expect(unknown?.errorCode == -32602)
    }

    @Test(arguments: LayerID.allCases.map(\.rawValue))
    func listRulesFiltersByLayer(layer: String) throws {
        var session = try MCPSession(providers: Self.providers())
        let result = try call(&session, "list_rules", ["layer": .string(layer)])
        let ids = result["structuredContent"]?["rules"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        #expect(ids == DemoContext.knowledge.rules.filter { $0.layers.contains(layer) }.map(\.id))
        #expect(!ids.isEmpty)
    }

    @Test func listRulesRejectsAnUnknownLayerAsAToolError() throws {
        var session = try MCPSession(providers: Self.providers())
        let result = try call(&session, "list_rules", ["layer": "network"])
        #expect(result["isError"] == true)
        #expect(
            result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("arguments.layer must be one of")
                == true)
    }

    @Test(arguments: [("observable", "combine"), ("combine", "observable")])
    func explainRuleShowsOnlyTheProjectsStyle(style: String, other: String) throws {
        var session = try MCPSession(providers: Self.providers(style: style))
        let result = try call(&session, "explain_rule", ["id": "viewmodel-style"])
        let styles = Set(
            result["structuredContent"]?["examples"]?.arrayValue?.compactMap { $0["style"]?.stringValue } ?? [])
        #expect(styles == [style])
        #expect(result["structuredContent"]?["fixHint"]?.stringValue?.isEmpty == false)
    }

    @Test func explainRuleNamesTheKnownRulesForAnUnknownID() throws {
        var session = try MCPSession(providers: Self.providers())
        let result = try call(&session, "explain_rule", ["id": "no-such-rule"])
        #expect(result["isError"] == true)
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("layer-dependency") == true)
    }

    /// A project's own rules (`.strata/rules.json`) are listed after the shipped ones and explained as they
    /// are, since verify runs them beside those.
    @Test func projectRulesAreListedAndExplainedBesideTheShippedOnes() throws {
        var project = try DemoContext.project(style: "observable")
        project.projectRules = [
            .init(
                id: "no-print", name: "No print", severity: "warning", layers: ["domain", "data"],
                summary: "Log through the logger.", scope: "Reads domain and data files; finds calls of print.",
                fixHint: "Call the injected logger.",
                examples: [
                    .init(code: "func f() { print(1) }\n", note: "prints", triggers: true),
                    .init(code: "func f() { logger.log(1) }\n", note: "", triggers: false),
                ])
        ]
        let renderer = ContextRenderer(knowledge: DemoContext.knowledge, project: project)
        var session = try MCPSession(providers: [KnowledgeToolProvider(renderer: renderer)])
        func ids(_ arguments: JSON) throws -> [String] {
            try call(&session, "list_rules", arguments)["structuredContent"]?["rules"]?.arrayValue?
                .compactMap { $0["id"]?.stringValue } ?? []
        }
        let all = try ids([:])
        let data = try ids(["layer": "data"])
        let ui = try ids(["layer": "ui"])
        let warnings = try ids(["severity": "warning"])
        let errors = try ids(["severity": "error"])
        #expect(all == DemoContext.knowledge.rules.map(\.id) + ["no-print"])
        #expect(data.last == "no-print")
        #expect(!ui.contains("no-print"))
        #expect(warnings.contains("no-print"))
        #expect(!errors.contains("no-print"))

        let explained = try call(&session, "explain_rule", ["id": "no-print"])
        let structured = try #require(explained["structuredContent"])
        #expect(structured["name"] == "No print")
        #expect(structured["summary"] == "Log through the logger. Reads domain and data files; finds calls of print.")
        #expect(structured["fixHint"] == "Call the injected logger.")
        #expect(structured["examples"]?.arrayValue?.map { $0["triggers"] } == [true, false])
        let tools = try #require(try session.send(MCPSession.modern(9, "tools/list"))?.result?["tools"]?.arrayValue)
        let schema = try #require(tools.first { $0["name"] == "explain_rule" }?["outputSchema"])
        #expect(MCPArgumentCheck.problems(in: structured, against: schema, at: "explain_rule") == [])
        let unknown = try call(&session, "explain_rule", ["id": "no-such-rule"])
        #expect(unknown["content"]?.arrayValue?.first?["text"]?.stringValue?.hasSuffix(", no-print.") == true)
    }

    @Test func listTemplatesMatchesThePromptFiles() throws {
        var session = try MCPSession(providers: Self.providers())
        let result = try call(&session, "list_templates")
        let ids = result["structuredContent"]?["templates"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        let prompts = try #require(
            try session.send(MCPSession.modern(2, "prompts/list"))?.result?["prompts"]?.arrayValue)
        #expect(ids == prompts.compactMap { $0["name"]?.stringValue })
        #expect(ids.contains("viewmodel"))
    }

    @Test func aPromptFillsInTheGivenArguments() throws {
        var session = try MCPSession(providers: Self.providers())
        let request = MCPSession.modern(1, "prompts/get", ["name": "viewmodel", "arguments": ["feature": "Cart"]])
        let text = try #require(
            try session.send(request)?.result?["messages"]?.arrayValue?.first?["content"]?["text"]?.stringValue)
        #expect(
            text.contains(
                "`feature`: Feature name, e.g. Profile; it names the folders, view model, screen and composition — given: `Cart`"
            ))
        #expect(text.contains("strata verify"))
        // The entity is optional, as on the command line: without it, the feature's name.
        let prompts = try #require(
            try session.send(MCPSession.modern(2, "prompts/list"))?.result?["prompts"]?.arrayValue)
        let viewModel = try #require(prompts.first { $0["name"] == "viewmodel" })
        let entity = try #require(viewModel["arguments"]?.arrayValue?.first { $0["name"] == "entity" })
        #expect(entity["required"] == false)
    }

    @Test(arguments: ["knowledge/rules.json", "Templates/viewmodel/template.json"])
    func knowledgeAndTemplateFilesAreReadableResources(path: String) throws {
        var session = try MCPSession(providers: Self.providers())
        let uri = try #require(ResourceFileProvider.uri(forPath: path))
        let listed = try #require(
            try session.send(MCPSession.modern(1, "resources/list"))?.result?["resources"]?.arrayValue)
        #expect(listed.contains { $0["uri"]?.stringValue == uri })
        let read = try #require(try session.send(MCPSession.modern(2, "resources/read", ["uri": .string(uri)]))?.result)
        #expect(
            read["contents"]?.arrayValue?.first?["text"]?.stringValue
                == ResourceLibrary.shipped.files.first { $0.path == path }?.text)
    }

    /// Skipped, with the reason, where Python has no `jsonschema` (CI requires it).
    @Test(.enabled(if: MCPSchemaValidation.isAvailable, MCPSchemaValidation.whyNot))
    func strataConversationMatchesBothSchemas() throws {
        try MCPSchemaConformanceTests().validate(
            MCPSchemaConformanceTests.conversation(
                with: Self.providers(), tool: ("explain_rule", ["id": "theme-tokens"]),
                badTool: ("list_rules", ["layer": 1]),
                prompt: ("viewmodel", ["feature": "Cart"]), resource: "strata://knowledge/rules.json"))
    }
}
