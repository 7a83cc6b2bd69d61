import Foundation
import StrataJSON
import StrataTestSupport
import Testing

@testable import StrataMCP

/// Whether a Python with `jsonschema` is here, or CI requires it: every test that calls
/// `MCPSchemaConformanceTests.validate` is enabled by this.
enum MCPSchemaValidation {
    static let isAvailable = ExternalTools.shouldRun(whenAvailable: ExternalTools.pythonCanImport("jsonschema"))
    static let whyNot: Comment = "no Python with jsonschema (pip install jsonschema, or set STRATA_PYTHON)"
}

/// Every kind of message the server writes, checked by Python's `jsonschema` against the
/// official MCP schema of the revision the request was made in. The requests are checked too,
/// so the conversation is one a real client could have.
@Suite(.enabled(if: MCPSchemaValidation.isAvailable, MCPSchemaValidation.whyNot))
struct MCPSchemaConformanceTests {
    struct Case {
        let revision: String
        let label: String
        let request: (message: JSON, definition: String)?
        let answer: JSON
        let definition: String
        let member: (name: String, definition: String)?
        /// An error to a line whose request id could not be read: JSON-RPC 2.0 makes its id
        /// null, which the MCP schema (id optional, a string or an integer) does not spell out.
        var idUnreadable = false
    }

    @Test func sampleProviderConversationMatchesBothSchemas() throws {
        try validate(
            Self.conversation(
                with: [SampleProvider()], tool: ("shout", ["word": "hi"]), badTool: ("shout", [:]),
                prompt: ("greet", ["name": "Ada"]), resource: "strata://sample/a.json"))
    }

    /// A dry run's result carries `resource_link` content beside its text: both revisions accept it.
    @Test func scaffoldDryRunWithResourceLinksMatchesBothSchemas() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), as: "Demo")
        defer { withExtendedLifetime(folder) {} }
        let root = folder.url("Demo")
        let providers: [any MCPProvider] = [
            SampleProvider(),
            ScaffoldToolProvider(library: .shipped, project: (root: root, module: "Demo", style: "observable")),
        ]
        let cases = try Self.conversation(
            with: providers, tool: ("scaffold_feature", ["name": "Cart"]),
            badTool: ("scaffold_feature", ["name": "cart"]),
            prompt: ("greet", ["name": "Ada"]), resource: "strata://sample/a.json")
        let toolResults = cases.filter { $0.label.hasSuffix("tools/call") }
        // The good call of each era links; the bad one is a tool error without links.
        #expect(toolResults.filter { "\($0.answer)".contains("resource_link") }.count == 2)
        try validate(cases)
    }

    /// One conversation in each era, covering every method and the error kinds.
    static func conversation(
        with providers: [any MCPProvider], tool: (String, JSON), badTool: (String, JSON), prompt: (String, JSON),
        resource: String
    ) throws -> [Case] {
        var session = try MCPSession(providers: providers)
        var cases: [Case] = []
        /// `line` overrides the request's text, for input no JSON value can express.
        func exchange(
            _ revision: String, _ label: String, _ request: JSON, line: String? = nil, requestDefinition: String?,
            _ definition: String, _ member: (String, String)? = nil
        ) throws {
            guard let answer = try session.send(line: line ?? request.compactText) else {
                Issue.record("\(label) got no answer")
                return
            }
            cases.append(
                Case(
                    revision: revision, label: "\(revision) \(label)", request: requestDefinition.map { (request, $0) },
                    answer: answer, definition: definition, member: member, idUnreadable: line != nil))
        }
        let toolCall: [String: JSON] = ["name": .string(tool.0), "arguments": tool.1]
        let badCall: [String: JSON] = ["name": .string(badTool.0), "arguments": badTool.1]
        let promptGet: [String: JSON] = ["name": .string(prompt.0), "arguments": prompt.1]
        let firstArgument = prompt.1.objectValue?.keys.sorted().first ?? "name"
        let completion: [String: JSON] = [
            "ref": ["type": "ref/prompt", "name": .string(prompt.0)],
            "argument": ["name": .string(firstArgument), "value": ""],
        ]

        let legacy = "2025-11-25"
        try exchange(
            legacy, "initialize", MCPSession.initialize, requestDefinition: "InitializeRequest",
            "JSONRPCResultResponse", ("result", "InitializeResult"))
        typealias Step = (method: String, params: [String: JSON], request: String, answer: String)
        let legacySteps: [Step] = [
            ("ping", [:], "PingRequest", "EmptyResult"),
            ("tools/list", [:], "ListToolsRequest", "ListToolsResult"),
            ("tools/call", toolCall, "CallToolRequest", "CallToolResult"),
            ("tools/call", badCall, "CallToolRequest", "CallToolResult"),
            ("resources/list", [:], "ListResourcesRequest", "ListResourcesResult"),
            ("resources/templates/list", [:], "ListResourceTemplatesRequest", "ListResourceTemplatesResult"),
            ("resources/read", ["uri": .string(resource)], "ReadResourceRequest", "ReadResourceResult"),
            ("prompts/list", [:], "ListPromptsRequest", "ListPromptsResult"),
            ("prompts/get", promptGet, "GetPromptRequest", "GetPromptResult"),
            ("completion/complete", completion, "CompleteRequest", "CompleteResult"),
        ]
        for (index, step) in legacySteps.enumerated() {
            try exchange(
                legacy, step.method, MCPSession.legacy(index + 1, step.method, step.params),
                requestDefinition: step.request, "JSONRPCResultResponse", ("result", step.answer))
        }
        try exchange(
            legacy, "unknown method", MCPSession.legacy(20, "nope/nope"), requestDefinition: nil, "JSONRPCErrorResponse"
        )
        try exchange(
            legacy, "missing resource", MCPSession.legacy(21, "resources/read", ["uri": "strata://missing"]),
            requestDefinition: "ReadResourceRequest", "JSONRPCErrorResponse")
        try exchange(legacy, "parse error", nil, line: "{", requestDefinition: nil, "JSONRPCErrorResponse")

        let modern = "2026-07-28"
        let modernSteps: [Step] = [
            ("server/discover", [:], "DiscoverRequest", "DiscoverResultResponse"),
            ("tools/list", [:], "ListToolsRequest", "ListToolsResultResponse"),
            ("tools/call", toolCall, "CallToolRequest", "CallToolResultResponse"),
            ("tools/call", badCall, "CallToolRequest", "CallToolResultResponse"),
            ("resources/list", [:], "ListResourcesRequest", "ListResourcesResultResponse"),
            ("resources/templates/list", [:], "ListResourceTemplatesRequest", "ListResourceTemplatesResultResponse"),
            ("resources/read", ["uri": .string(resource)], "ReadResourceRequest", "ReadResourceResultResponse"),
            ("prompts/list", [:], "ListPromptsRequest", "ListPromptsResultResponse"),
            ("prompts/get", promptGet, "GetPromptRequest", "GetPromptResultResponse"),
            ("completion/complete", completion, "CompleteRequest", "CompleteResultResponse"),
        ]
        for (index, step) in modernSteps.enumerated() {
            try exchange(
                modern, step.method, MCPSession.modern(100 + index, step.method, step.params),
                requestDefinition: step.request, step.answer)
        }
        try exchange(
            modern, "unsupported version", MCPSession.modern(120, "tools/list", version: "2099-01-01"),
            requestDefinition: nil, "UnsupportedProtocolVersionError")
        try exchange(
            modern, "unknown method", MCPSession.modern(121, "nope/nope"), requestDefinition: nil,
            "JSONRPCErrorResponse", ("error", "MethodNotFoundError"))
        try exchange(
            modern, "missing resource", MCPSession.modern(122, "resources/read", ["uri": "strata://missing"]),
            requestDefinition: "ReadResourceRequest", "JSONRPCErrorResponse", ("error", "InvalidParamsError"))
        try exchange(
            modern, "unknown tool", MCPSession.modern(123, "tools/call", ["name": "nope"]),
            requestDefinition: "CallToolRequest", "JSONRPCErrorResponse", ("error", "InvalidParamsError"))
        try exchange(
            modern, "parse error", nil, line: "{", requestDefinition: nil, "JSONRPCErrorResponse",
            ("error", "ParseError"))
        return cases
    }

    /// Writes the cases for the Python validator and fails with its report.
    func validate(_ cases: [Case]) throws {
        let schemas = PythonScript.mcpSchemaDirectory
        var entries: [JSON] = []
        for item in cases {
            var entry: [String: JSON] = [
                "revision": .string(item.revision), "label": .string(item.label), "message": item.answer,
                "definition": .string(item.definition),
            ]
            if let member = item.member { entry[member.name] = .string(member.definition) }
            if item.idUnreadable { entry["idUnreadable"] = true }
            entries.append(.object(entry))
            if let request = item.request {
                entries.append([
                    "revision": .string(item.revision), "label": .string("\(item.label) (request)"),
                    "message": request.message, "definition": .string(request.definition),
                ])
            }
        }
        let folder = try TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        let file = URL(fileURLWithPath: try folder.write(JSON.array(entries).prettyText, to: "cases.json"))
        let outcome = try PythonScript(fixture: "MCP/validate_messages.py").run([schemas.path, file.path])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("\(entries.count) messages checked, 0 problems"), "\(outcome.output)")
    }
}
