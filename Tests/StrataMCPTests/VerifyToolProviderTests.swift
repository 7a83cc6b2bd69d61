import Foundation
import StrataJSON
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataMCP

/// `verify` on a copy of the golden Demo package.
@Suite struct VerifyToolProviderTests {
    let folder: TemporaryDirectory
    var root: URL { folder.url("Demo") }

    init() throws {
        folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), as: "Demo")
    }

    func verify(_ arguments: JSON = [:]) throws -> JSON {
        var session = try MCPSession(providers: [VerifyToolProvider(library: .shipped, root: root)])
        return try #require(
            try session.send(MCPSession.modern(1, "tools/call", ["name": "verify", "arguments": arguments]))?.result)
    }

    @Test func theScaffoldedPackagePasses() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try verify()
        #expect(result["isError"] == nil, "\(result)")
        #expect(result["structuredContent"]?["diagnostics"] == [])
        #expect(result["structuredContent"]?["schemaVersion"] == 2)
        #expect(result["structuredContent"]?["summary"]?["passed"] == true)
        #expect(result["structuredContent"]?["summary"]?["filesChecked"] != 0)
    }

    /// An Xcode app: the tool sees what `strata verify` sees, the pod its Domain framework links
    /// judged by the target's layer, the file templates no target compiles left unchecked.
    @Test func anXcodeProjectsTargetsAreJudgedAsVerifyJudgesThem() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/CocoaPods"), as: "App")
        try app.write("import UIKit\n\npublic struct ScreenTemplate {}\n", to: "App/Domain/Templates/Screen.swift")
        var session = try MCPSession(providers: [VerifyToolProvider(library: .shipped, root: app.url("App"))])
        let result = try #require(
            try session.send(MCPSession.modern(1, "tools/call", ["name": "verify", "arguments": [:]]))?.result)
        let diagnostics = try #require(result["structuredContent"]?["diagnostics"]?.arrayValue)
        let purity = diagnostics.filter { $0["id"] == "rule.domain-purity" }
        #expect(purity.map { $0["location"]?["file"] } == ["Podfile", "Podfile"])
        #expect(purity.map { $0["location"]?["line"] } == [25, 26])
        #expect(!diagnostics.contains { $0["location"]?["file"]?.stringValue?.contains("Templates") == true })
    }

    @Test func aForbiddenImportIsReportedWithItsPosition() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/DemoDomain/Profile/Profile.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try ("import SwiftUI\n" + text).write(to: file, atomically: true, encoding: .utf8)
        let result = try verify(["paths": ["Sources/DemoDomain"]])
        let diagnostics = try #require(result["structuredContent"]?["diagnostics"]?.arrayValue)
        let finding = try #require(diagnostics.first { $0["id"] == "rule.domain-purity" }, "\(diagnostics)")
        #expect(finding["location"]?["file"] == "Sources/DemoDomain/Profile/Profile.swift")
        #expect(finding["location"]?["line"] == 1)
        #expect(finding["location"]?["column"] == 8, "UTF-8 column of the module name")
        #expect(finding["severity"] == "error")
        #expect(finding["fixHint"]?.stringValue?.isEmpty == false, "the rule's fix hint travels with the finding")
        #expect(result["structuredContent"]?["summary"]?["passed"] == false)
    }

    /// An agent checking through MCP gets what `strata verify` would say: the project's own rules in
    /// `.strata/rules.json` run too.
    @Test func theProjectsOwnRulesRunToo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let rules = root.appendingPathComponent(".strata/rules.json")
        try FileManager.default.createDirectory(
            at: rules.deletingLastPathComponent(), withIntermediateDirectories: true)
        // The fixture's rules with its own strata.json, whose custom layer one of them is scoped to.
        try ProjectRulesFixture.rulesJSON.write(to: rules, atomically: true, encoding: .utf8)
        try ProjectRulesFixture.strataJSON.write(
            to: root.appendingPathComponent("strata.json"), atomically: true, encoding: .utf8)
        let result = try verifySource(
            "Sources/DemoDomain/Profile/Audit.swift", "func audit() {\n    print(\"saved\")\n}\n")
        let diagnostics = try #require(result["structuredContent"]?["diagnostics"]?.arrayValue, "\(result)")
        let finding = try #require(
            diagnostics.first { $0["id"] == "rule.project.no-print-in-domain" }, "\(diagnostics)")
        #expect(finding["location"]?["line"] == 2)
        #expect(finding["message"] == "domain code calls 'print'; log through the Logger port")
    }

    @Test(arguments: ["../", "/etc", "Sources/../../x"])
    func pathsOutsideTheProjectAreRefused(path: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try verify(["paths": .array([.string(path)])])
        #expect(result["isError"] == true)
        #expect(
            result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("outside the project folder") == true)
    }

    func verifySource(_ path: String, _ text: String) throws -> JSON {
        var session = try MCPSession(providers: [VerifyToolProvider(library: .shipped, root: root)])
        let call = MCPSession.modern(
            1, "tools/call", ["name": "verify_source", "arguments": ["path": .string(path), "text": .string(text)]])
        return try #require(try session.send(call)?.result)
    }

    @Test func verifySourceChecksTextThatIsNotOnDiskAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "Sources/DemoDomain/Profile/Badge.swift"
        let result = try verifySource(path, "import SwiftUI\n\npublic struct Badge: Equatable {}\n")
        let diagnostics = try #require(result["structuredContent"]?["diagnostics"]?.arrayValue)
        #expect(
            diagnostics.map { diagnostic in
                let location = diagnostic["location"]
                return
                    "\(diagnostic["id"]?.stringValue ?? "") \(location?["file"]?.stringValue ?? ""):\(location?["line"]?.compactText ?? "")"
            } == ["rule.domain-purity \(path):1"])
        #expect(result["structuredContent"]?["summary"]?["filesChecked"] == 1)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path))

        let clean = try verifySource(path, "import Foundation\n\npublic struct Badge: Equatable {}\n")
        #expect(clean["structuredContent"]?["summary"]?["passed"] == true)
    }

    @Test(arguments: [
        "../Other.swift", "/tmp/x.swift", "Sources/DemoDomain/notes.txt", ".git/x.swift", ".GIT/hooks/x.swift",
        "Sources/Demo\u{0}Domain/x.swift",
    ])
    func verifySourceRefusesPathsOutsideOrNotSwift(path: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try verifySource(path, "import Foundation\n")
        #expect(result["isError"] == true, "\(result)")
    }
}
