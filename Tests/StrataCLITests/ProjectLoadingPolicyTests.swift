import Foundation
import StrataJSON
import StrataMCP
import StrataTestSupport
import Testing

@testable import StrataCLI

/// One policy for strata.json in every front end: absent means the defaults; present but not UTF-8, or
/// not valid, is the located one-line error — exit 2 on the command line, a tool error over MCP, whose
/// server still starts — and never "no strata.json" or a silent default.
@Suite struct ProjectLoadingPolicyTests {
    /// What a broken strata.json holds, and the start of the located error each must give.
    static let brokenFiles: [(bytes: [UInt8], error: String)] = [
        (
            Array(#"{"module": "Demo"#.utf8) + [0xFF] + Array(#""}"#.utf8),
            "strata.json:1:17: malformed JSON: invalid UTF-8"
        ),
        (Array(#"{"module": "Demo", "style": 3"#.utf8), "strata.json:1:30: malformed JSON: unexpected end of input"),
        (
            Array(#"{"schemaVersion": 1, "module": "Demo", "style": "redux"}"#.utf8),
            "strata.json:1:49: unknown view-model style"
        ),
    ]

    private static func silent(in folder: URL) -> CommandEnvironment {
        let console = Console(
            writeOut: { _ in }, writeError: { _ in }, outputIsTerminal: false, errorIsTerminal: false, environment: [:])
        return CommandEnvironment(console: console, workingDirectory: folder, variables: [:])
    }

    private func package() throws -> (folder: TemporaryDirectory, root: URL) {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        return (folder, folder.url.appendingPathComponent("Demo"))
    }

    private func breakConfiguration(_ bytes: [UInt8], in root: URL) throws {
        try Data(bytes).write(to: root.appendingPathComponent("strata.json"))
    }

    @Test(arguments: [
        ["verify"], ["graph"], ["context", "--check"], ["context", "--dry-run"], ["feature", "Notes", "--dry-run"],
        ["add", "entity", "Notes", "--dry-run"], ["remove", "feature", "Notes", "--dry-run"], ["migrate"],
    ])
    func everyCommandReportsABrokenStrataJSONWhereItIs(arguments: [String]) throws {
        let (folder, root) = try package()
        defer { withExtendedLifetime(folder) {} }
        for broken in Self.brokenFiles {
            try breakConfiguration(broken.bytes, in: root)
            let run = CapturedRun(arguments, in: root)
            #expect(run.exitCode == .usageError, "\(arguments): \(run.output)")
            #expect(run.errorOutput.split(separator: "\n").count == 1, "\(arguments): \(run.errorOutput)")
            #expect(run.errorOutput.hasPrefix("error: " + broken.error), "\(arguments): \(run.errorOutput)")
        }
    }

    /// The server starts and says what is wrong; the tools that work on the project answer with the
    /// same located error the command line gives, and the knowledge tools keep answering.
    @Test func theMCPServerStartsAndItsProjectToolsReportABrokenStrataJSON() throws {
        let (folder, root) = try package()
        defer { withExtendedLifetime(folder) {} }
        for broken in Self.brokenFiles {
            try breakConfiguration(broken.bytes, in: root)
            var problems: [String] = []
            let providers = try MCPCommand(projectPath: nil).providers(in: Self.silent(in: root), problems: &problems)
            #expect(problems.count == 1 && problems[0].hasPrefix(broken.error), "\(problems)")
            let tools = providers.flatMap(\.tools)
            for (name, arguments) in [("scaffold_feature", ["name": JSON.string("Notes")]), ("verify", [:])] {
                let tool = try #require(tools.first { $0.name == name })
                #expect {
                    _ = try tool.call(MCPToolArguments(arguments))
                } throws: { error in
                    (error as? MCPToolFailure)?.message.hasPrefix(broken.error) == true
                }
            }
            let rules = try #require(tools.first { $0.name == "list_rules" })
            #expect(try !rules.call(MCPToolArguments([:])).isError)
        }
    }

    /// Without strata.json the defaults apply: verify runs, and the server serves the folder.
    @Test func anAbsentStrataJSONMeansTheDefaults() throws {
        let (folder, root) = try package()
        defer { withExtendedLifetime(folder) {} }
        try FileManager.default.removeItem(at: root.appendingPathComponent("strata.json"))
        #expect(CapturedRun(["verify"], in: root).exitCode == .success)
        var problems: [String] = []
        _ = try MCPCommand(projectPath: nil).providers(in: Self.silent(in: root), problems: &problems)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// `--knowledge` is the knowledge the scaffolding commands read strata.json with: a migration source only
    /// that knowledge declares is accepted. They used to read strata.json with a second load of the project's
    /// knowledge that left `--knowledge` out, and refused it.
    @Test func theScaffoldingCommandsReadStrataJSONWithTheKnowledgeTheOptionsSelect() throws {
        let (folder, root) = try package()
        defer { withExtendedLifetime(folder) {} }
        let shipped = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: repositoryRoot.appendingPathComponent("knowledge/di.json")))
                as? [String: Any])
        var maps = try #require(shipped["migrationMaps"] as? [[String: Any]])
        var map = try #require(maps.first)
        map["id"] = "acmedi-to-composition-root"
        map["source"] = "acmedi"
        maps.append(map)
        var overlaid = shipped
        overlaid["migrationMaps"] = maps
        let overlay = folder.url.appendingPathComponent("knowledge")
        try FileManager.default.createDirectory(at: overlay, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: overlaid).write(to: overlay.appendingPathComponent("di.json"))
        let configuration = root.appendingPathComponent("strata.json")
        var strataJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: configuration)) as? [String: Any])
        strataJSON["migratingFrom"] = ["acmedi"]
        try JSONSerialization.data(withJSONObject: strataJSON).write(to: configuration)

        for arguments in [["feature", "Notes"], ["add", "entity", "Notes"]] {
            let run = CapturedRun(arguments + ["--dry-run", "--knowledge", overlay.path], in: root)
            #expect(run.exitCode == .success, "\(arguments): \(run.errorOutput)")
            let without = CapturedRun(arguments + ["--dry-run"], in: root)
            #expect(without.exitCode == .usageError, "\(arguments): \(without.output)")
            #expect(without.errorOutput.contains("unknown migration source 'acmedi'"), "\(without.errorOutput)")
        }
    }
}
