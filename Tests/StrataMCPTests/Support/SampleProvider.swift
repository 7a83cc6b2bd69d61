import StrataMCP

/// A small provider that exercises every kind of entry the server lists, independent of the
/// knowledge base. Names are given out of order so the tests can see the server sort them.
struct SampleProvider: MCPProvider {
    var tools: [MCPTool] {
        [
            MCPTool(
                name: "shout", title: "Shout", description: "Upper-cases a word.",
                inputSchema: [
                    "type": "object",
                    "properties": ["word": ["type": "string"], "times": ["type": "integer"]],
                    "required": ["word"],
                    "additionalProperties": false,
                ],
                annotations: .init(readOnly: true)
            ) { arguments throws(MCPToolFailure) in
                let word = arguments.string("word") ?? ""
                guard !word.isEmpty else { throw MCPToolFailure("word must not be empty") }
                return .structured(["word": .string(word.uppercased())])
            },
            MCPTool(
                name: "count", title: "Count", description: "Counts arguments.",
                inputSchema: ["type": "object", "properties": [:]],
                annotations: .init(readOnly: true)
            ) { arguments in
                MCPToolResult(text: "\(arguments.values.count)")
            },
        ]
    }

    /// Listed in the conversations the MCP schema tests validate, so a template listing is checked too.
    var resourceTemplates: [MCPResourceTemplate] {
        [
            MCPResourceTemplate(
                uriTemplate: "strata://sample/{letter}.txt", name: "letter", title: "Letter",
                description: "Any letter, as text.", mimeType: "text/plain"
            ) { uri in
                guard uri.hasPrefix("strata://sample/"), uri.hasSuffix(".txt") else { return nil }
                return MCPResource(
                    uri: uri, name: "letter", title: "Letter", description: "A letter.", mimeType: "text/plain",
                    text: String(uri.dropFirst("strata://sample/".count).dropLast(4)))
            }
        ]
    }

    var resources: [MCPResource] {
        [
            MCPResource(
                uri: "strata://sample/b.json", name: "b", title: "B", description: "Second.",
                mimeType: "application/json", text: "{\"b\": 2}\n"),
            MCPResource(
                uri: "strata://sample/a.json", name: "a", title: "A", description: "First.",
                mimeType: "application/json", text: "{\"a\": 1}\n"),
        ]
    }

    var prompts: [MCPPrompt] {
        [
            MCPPrompt(
                name: "greet", title: "Greet", description: "Greets someone.",
                arguments: [.init(name: "name", description: "Who.", isRequired: true)]
            ) { values in
                "Hello, \(values["name"] ?? "")!"
            }
        ]
    }
}
