import Foundation
import StrataDiagnostics
import StrataTestSupport
import Testing
import StrataKnowledge
@testable import StrataContext

/// `verify` on a copy of the golden Demo package.
@Suite struct VerifyToolProviderTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-verify-tool-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), to: root)
    }

    func verify(_ arguments: JSON = [:]) throws -> JSON {
        var session = try MCPSession(providers: [VerifyToolProvider(library: .shipped, root: root)])
        return try #require(try session.send(MCPSession.modern(1, "tools/call", ["name": "verify", "arguments": arguments]))?.result)
    }

    @Test func theScaffoldedPackagePasses() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try verify()
        #expect(result["isError"] == nil, "\(result)")
        #expect(result["structuredContent"]?["findings"] == [])
        #expect(result["structuredContent"]?["summary"]?["passed"] == true)
        #expect(result["structuredContent"]?["summary"]?["filesChecked"] != 0)
    }

    @Test func aForbiddenImportIsReportedWithItsPosition() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/DemoDomain/Profile/Profile.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try ("import SwiftUI\n" + text).write(to: file, atomically: true, encoding: .utf8)
        let result = try verify(["paths": ["Sources/DemoDomain"]])
        let findings = try #require(result["structuredContent"]?["findings"]?.arrayValue)
        let finding = try #require(findings.first { $0["rule"] == "domain-purity" }, "\(findings)")
        #expect(finding["file"] == "Sources/DemoDomain/Profile/Profile.swift")
        #expect(finding["line"] == 1)
        #expect(finding["severity"] == "error")
        #expect(result["structuredContent"]?["summary"]?["passed"] == false)
    }

    @Test(arguments: ["../", "/etc", "Sources/../../x"])
    func pathsOutsideTheProjectAreRefused(path: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try verify(["paths": .array([.string(path)])])
        #expect(result["isError"] == true)
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("outside the project folder") == true)
    }

    func verifySource(_ path: String, _ text: String) throws -> JSON {
        var session = try MCPSession(providers: [VerifyToolProvider(library: .shipped, root: root)])
        let call = MCPSession.modern(1, "tools/call", ["name": "verify_source", "arguments": ["path": .string(path), "text": .string(text)]])
        return try #require(try session.send(call)?.result)
    }

    @Test func verifySourceChecksTextThatIsNotOnDiskAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "Sources/DemoDomain/Profile/Badge.swift"
        let result = try verifySource(path, "import SwiftUI\n\npublic struct Badge: Equatable {}\n")
        let findings = try #require(result["structuredContent"]?["findings"]?.arrayValue)
        #expect(findings.map { "\($0["rule"]?.stringValue ?? "") \($0["file"]?.stringValue ?? ""):\($0["line"]?.compactText ?? "")" } == [
            "domain-purity \(path):1"
        ])
        #expect(result["structuredContent"]?["summary"]?["filesChecked"] == 1)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path))

        let clean = try verifySource(path, "import Foundation\n\npublic struct Badge: Equatable {}\n")
        #expect(clean["structuredContent"]?["summary"]?["passed"] == true)
    }

    @Test(arguments: ["../Other.swift", "/tmp/x.swift", "Sources/DemoDomain/notes.txt"])
    func verifySourceRefusesPathsOutsideOrNotSwift(path: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try verifySource(path, "import Foundation\n")
        #expect(result["isError"] == true, "\(result)")
    }
}
