import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// Which targets use the shared test-support target is read from the generated manifest, and every text that says it
/// agrees: the manifest's own comment above the target, the mocks template's description (which the bundle shows)
/// and the architecture knowledge's reason for the target. Composition tests check the real wiring and need no
/// doubles, so "every test target" would send an agent to add a dependency the package checks leave unused.
@Suite struct TestSupportUsersMatchPackageTests {
    @Test(arguments: ContextMatchesPackageTests.styles)
    func everyTextNamesTheTargetsTheManifestGivesTestSupport(style: String) throws {
        let manifest = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/Package.swift"),
            encoding: .utf8)
        let users = Self.targets(in: manifest)
        let testUsers = users.filter { $0.isTest && $0.usesTestSupport }.map(\.layer)
        let testNonUsers = users.filter { $0.isTest && !$0.usesTestSupport }.map(\.layer)
        let previewsUse = users.contains { !$0.isTest && $0.layer == "previews" && $0.usesTestSupport }
        #expect(!testUsers.isEmpty && previewsUse, "the \(style) manifest gives test support to no test or previews")

        let mocks = try Self.jsonObject(at: "Templates/mocks/template.json")
        let mocksDescription = try #require(mocks["description"] as? String)
        let bundle =
            try BundleText.of(style: style)
            + (DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases).files
                .filter { $0.path.hasSuffix(".json") }.map(\.text).joined())
        #expect(bundle.contains(mocksDescription), "the bundle no longer shows the mocks template's description")
        let architecture = try Self.jsonObject(at: "knowledge/architecture.json")
        let layout = try #require(architecture["packageLayout"] as? [String: Any])
        let testSupport = try #require(layout["testSupport"] as? [String: Any])
        let texts = [
            "the \(style) Package.swift comment above DemoTestSupport": Self.comment(
                above: "DemoTestSupport", in: manifest),
            "the mocks template's description": mocksDescription,
            "architecture.json's testSupport reason": try #require(testSupport["reason"] as? String),
        ]
        for (place, text) in texts {
            #expect(!text.isEmpty, "\(place) is missing")
            if !testNonUsers.isEmpty {
                for everyTarget in [
                    "every test target", "all test targets", "all the test targets",
                ] {
                    #expect(
                        !text.contains(everyTarget),
                        "\(place) says \(everyTarget), but \(testNonUsers) tests do not depend on test support: \(text)"
                    )
                }
            }
            let named = text.matches(of: #/((?:\w+, )*\w+(?: and \w+)?) test targets/#)
                .map { Set($0.output.1.split { !$0.isLetter }.map(String.init).filter { $0 != "and" }) }
            #expect(
                named.contains(Set(testUsers)),
                "\(place) does not name the test targets using test support (\(testUsers)): \(text)")
            #expect(text.contains("previews"), "\(place) leaves out the previews target: \(text)")
        }
    }

    private struct Target {
        let layer: String
        let isTest: Bool
        let usesTestSupport: Bool
    }

    /// Each `.target`/`.testTarget` of `manifest`, its layer word taken from its name (`DemoDataTests` → data).
    private static func targets(in manifest: String) -> [Target] {
        let heads = manifest.matches(of: #/\.(target|testTarget)\(\s*name: "Demo(\w+)"/#)
        return heads.enumerated().map { index, head in
            let end = index + 1 < heads.count ? heads[index + 1].range.lowerBound : manifest.endIndex
            let body = manifest[head.range.upperBound..<end]
            let isTest = head.output.1 == "testTarget"
            let name = String(head.output.2)
            let layer = isTest && name.hasSuffix("Tests") ? String(name.dropLast("Tests".count)) : name
            return Target(
                layer: layer.lowercased(), isTest: isTest, usesTestSupport: body.contains("\"DemoTestSupport\""))
        }
    }

    /// The `//` lines right above the `.target(` naming `target`, joined into one text.
    private static func comment(above target: String, in manifest: String) -> String {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let nameLine = lines.firstIndex(of: "name: \"\(target)\","), nameLine > 0 else { return "" }
        var comment: [String] = []
        var line = nameLine - 2
        while line >= 0, lines[line].hasPrefix("//") {
            comment.insert(String(lines[line].dropFirst(2)).trimmingCharacters(in: .whitespaces), at: 0)
            line -= 1
        }
        return comment.joined(separator: " ")
    }

    private static func jsonObject(at path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
