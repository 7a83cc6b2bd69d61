import Foundation
import StrataDiagnostics
import StrataJSON
import StrataTestSupport
import SwiftScanner
import Testing

@Suite("JSON report")
struct ScanReportTests {
    private static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/SwiftScanner")

    @Test func indexOfTheFixtureMatchesTheGoldenReport() throws {
        let source = try String(
            contentsOf: Self.fixtures.appendingPathComponent("CounterViewModel.swift"), encoding: .utf8)
        let report = ScanReport(files: [ScannedFile(path: "CounterViewModel.swift", source: source)])
        assertSnapshot(
            try CanonicalJSONEncoder.encode(report),
            golden: Self.fixtures.appendingPathComponent("CounterViewModel.scan.json"))
    }

    @Test func reportIsVersionedAndByteForByteDeterministic() throws {
        let files = ["A.swift": "struct A { var b = 1 }", "Package.swift": "let package = Package(name: \"P\")"]
            .sorted { $0.key < $1.key }
            .map { ScannedFile(path: $0.key, source: $0.value, includingTokens: true) }
        let first = try CanonicalJSONEncoder.encode(ScanReport(files: files))
        let second = try CanonicalJSONEncoder.encode(ScanReport(files: files))
        #expect(first == second)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
    }

    @Test func tokensCarryKindTextPositionKeywordAndTrivia() throws {
        let source = MarkedText("let a = \"↓x\" // c")
        let file = ScannedFile(path: "T.swift", source: source.text, includingTokens: true)
        let data = try JSONEncoder().encode(file.tokens)
        let tokens = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(
            tokens.map { $0["kind"] as? String } == [
                "keyword", "identifier", "equal", "stringOpen", "stringSegment", "stringClose", "endOfFile",
            ])
        #expect(tokens[0]["keyword"] as? String == "let")
        #expect(tokens[0]["trailingTrivia"] as? String == " ")
        #expect(tokens[4]["text"] as? String == "x")
        #expect(tokens[4]["column"] as? Int == source.positions.first?.column)
        #expect(tokens[5]["trailingTrivia"] as? String == " // c")
        #expect(tokens[1]["leadingTrivia"] == nil)
    }

    @Test func manifestAppearsOnlyForPackageSwift() throws {
        let manifest = ScannedFile(
            path: "App/Package.swift", source: "let package = Package(name: \"P\", targets: [.target(name: \"A\")])")
        let other = ScannedFile(path: "App/Sources/Package.swift.txt", source: "")
        #expect(manifest.manifest?.targets?.map(\.name) == ["A"])
        #expect(other.manifest == nil)
        let json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(manifest)) as? [String: Any])
        let encoded = try #require(json["manifest"] as? [String: Any])
        #expect(encoded["status"] as? String == "read")
    }

    @Test func unreadableManifestEncodesItsReasonAndLine() throws {
        let source = MarkedText("let package = Package(\n  name: \"P\",\n  targets: ↓makeTargets()\n)")
        let manifest = PackageManifestReader.read(source.text)
        let json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(manifest)) as? [String: Any])
        #expect(json["status"] as? String == "unreadable")
        #expect(json["line"] as? Int == source.positions.first?.line)
        #expect((json["reason"] as? String)?.contains("makeTargets") == true)
    }
}
