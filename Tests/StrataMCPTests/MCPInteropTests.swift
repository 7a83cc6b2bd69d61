import Foundation
import StrataJSON
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataMCP

/// `strata mcp` as a subprocess of the official Python MCP SDK client, in both of its connect
/// modes: the 2025-11-25 handshake ("legacy") and discovery of 2026-07-28 ("auto"). It lists
/// the tools, verifies the scaffolded Demo package and code not yet written, and reads a knowledge
/// file.
@Suite struct MCPInteropTests {
    /// The `strata` executable built next to this test bundle (`$STRATA_BINARY` overrides).
    static var strataBinary: URL? {
        if let explicit = ProcessInfo.processInfo.environment["STRATA_BINARY"] { return URL(fileURLWithPath: explicit) }
        let folders = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            repositoryRoot.appendingPathComponent(".build/debug"),
        ]
        return folders.map { $0.appendingPathComponent("strata") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test(
        .enabled(
            if: ExternalTools.shouldRun(whenAvailable: ExternalTools.pythonCanImport("mcp")),
            "no Python with the MCP SDK: set STRATA_PYTHON to a virtual environment with mcp installed (see .ci/run)"),
        arguments: [("legacy", "2025-11-25"), ("auto", "2026-07-28")])
    func pythonSDKListsCallsAndReads(mode: String, version: String) throws {
        let binary = try #require(Self.strataBinary, "build the strata executable first (swift build)")
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), as: "Demo")
        defer { withExtendedLifetime(folder) {} }
        let project = folder.url("Demo")

        let outcome = try PythonScript(fixture: "MCP/interop_client.py").run([
            binary.path, project.path, mode, "verify", "{}", "strata://knowledge/rules.json",
        ])
        guard outcome.status == 0 else {
            Issue.record("\(outcome.output)")
            return
        }
        let lastLine = outcome.output.split(separator: "\n").last.map(String.init) ?? ""
        let summary = try JSON.parse(lastLine)
        #expect(summary["protocolVersion"] == .string(version))
        #expect(summary["serverName"] == "strata")
        #expect(
            summary["tools"] == [
                "explain_rule", "list_rules", "list_templates", "scaffold_feature", "verify", "verify_source",
            ])
        #expect(summary["toolResult"]?["isError"] == false)
        #expect(summary["toolResult"]?["structuredContent"]?["diagnostics"] == [])
        #expect(summary["toolResult"]?["structuredContent"]?["summary"]?["passed"] == true)
        #expect(
            summary["resource"]?["text"] == .string(try ResourceLibrary.shipped.file(at: "knowledge/rules.json").text))
        #expect(summary["resources"]?.arrayValue?.contains("strata://templates/viewmodel/template.json") == true)
        #expect(summary["prompts"]?.arrayValue?.contains("viewmodel") == true)

        // verify_source, whose result the SDK validates against the tool's outputSchema.
        let source = try PythonScript(fixture: "MCP/interop_client.py").run([
            binary.path, project.path, mode, "verify_source",
            #"{"path": "Sources/DemoDomain/Badge.swift", "text": "import UIKit\n"}"#, "strata://knowledge/rules.json",
        ])
        let sourceSummary = try JSON.parse(source.output.split(separator: "\n").last.map(String.init) ?? "")
        #expect(source.status == 0, "\(source.output)")
        let diagnostics = sourceSummary["toolResult"]?["structuredContent"]?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.map { $0["id"] } == ["rule.domain-purity"], "\(source.output)")
        #expect(
            !FileManager.default.fileExists(
                atPath: project.appendingPathComponent("Sources/DemoDomain/Badge.swift").path))
    }

    /// The official Python SDK's own message reader takes the error to a line whose id could
    /// not be read: JSON-RPC 2.0's `"id": null`, which it requires, where an error without an
    /// id is rejected as not a message at all.
    @Test(
        .enabled(
            if: ExternalTools.shouldRun(whenAvailable: ExternalTools.pythonCanImport("mcp")),
            "no Python with the MCP SDK: set STRATA_PYTHON to a virtual environment with mcp installed (see .ci/run)"),
        arguments: [
            "{", #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, #"{"jsonrpc":"2.0","id":null,"method":"ping"}"#,
        ])
    func pythonSDKReadsTheErrorToAnUnreadableRequest(line: String) throws {
        var session = try MCPSession()
        let reply = session.server.handle(line: line)
        let answer = try #require(reply)
        let outcome = try ExternalTools.runPython([
            "-c",
            """
            import sys
            from mcp import types
            message = types.jsonrpc_message_adapter.validate_json(sys.argv[1])
            assert isinstance(message, types.JSONRPCError) and message.id is None, repr(message)
            print("read")
            """,
            answer,
        ])
        #expect(outcome.status == 0 && outcome.output.contains("read"), "\(answer)\n\(outcome.output)")
    }
}
