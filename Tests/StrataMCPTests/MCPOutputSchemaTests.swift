import Foundation
import StrataContextTestSupport
import StrataJSON
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataMCP

/// Every tool `strata mcp` lists declares an `outputSchema`, and what it returns in `structuredContent` conforms
/// to it: MCP clients validate results against the schema and reject those that do not match.
@Suite struct MCPOutputSchemaTests {
    /// A valid call of each tool. A new tool without an entry here fails the test, so it gets a schema too.
    static let sampleCalls: [String: JSON] = [
        "list_rules": [:],
        "explain_rule": ["id": "layer-dependency"],
        "list_templates": [:],
        "scaffold_feature": ["name": "Invoice", "fields": "id:UUID,placedAt:Date,note:String?"],
        "verify": [:],
        "verify_source": ["path": "Sources/DemoDomain/Order/Badge.swift", "text": "import UIKit\n"],
    ]

    @Test func everyToolsResultConformsToItsDeclaredSchema() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), as: "Demo")
        defer { withExtendedLifetime(folder) {} }
        let root = folder.url("Demo")
        var session = try MCPSession(providers: [
            KnowledgeToolProvider(renderer: DemoContext.renderer(style: "observable")),
            ScaffoldToolProvider(library: .shipped, project: (root: root, module: "Demo", style: "observable")),
            VerifyToolProvider(library: .shipped, root: root),
        ])
        let tools = try #require(
            try session.send(MCPSession.modern(1, "tools/list", [:]))?.result?["tools"]?.arrayValue)
        #expect(tools.count == Self.sampleCalls.count)
        for (number, tool) in tools.enumerated() {
            let name = try #require(tool["name"]?.stringValue)
            let schema = try #require(tool["outputSchema"], "\(name) declares no outputSchema")
            let arguments = try #require(Self.sampleCalls[name], "\(name) has no sample call here")
            let call = MCPSession.modern(number + 2, "tools/call", ["name": .string(name), "arguments": arguments])
            let result = try #require(try session.send(call)?.result)
            #expect(result["isError"] == nil, "\(name): \(result)")
            let structured = try #require(result["structuredContent"], "\(name) returned no structuredContent")
            #expect(MCPArgumentCheck.problems(in: structured, against: schema, at: name) == [])
        }
    }
}
