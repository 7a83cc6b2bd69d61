import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// The generated Package.swift comment says which texts each String Catalog lists, and each listed key's comment
/// covers every use of it: an agent adding a feature reads there which of its texts are already listed, and a
/// translator reads one comment per key, so "Cancel" said only of alerts would be translated for alerts alone.
@Suite struct CatalogCommentsMatchGeneratedTextsTests {
    private static var textPattern: Regex<(Substring, Substring, Substring)> {
        #/"([^"\\]+)",\s*bundle: \.module,\s*comment: "([^"]*)"/#
    }

    private static func catalogs(style: String) throws -> [(target: String, keys: [String: String])] {
        let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/Sources")
        return try FileManager.default.contentsOfDirectory(atPath: root.path).sorted().compactMap { target in
            let url = root.appendingPathComponent("\(target)/Resources/Localizable.xcstrings")
            guard let data = try? Data(contentsOf: url) else { return nil }
            let strings = try #require(
                (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["strings"] as? [String: Any])
            let comments = strings.mapValues { ($0 as? [String: Any])?["comment"] as? String ?? "" }
            return (target, comments)
        }
    }

    /// Every text a feature of the target words alike with another feature and the catalog lacks is named in the
    /// Package.swift comment as one Xcode adds; none it names as added is listed already.
    @Test(arguments: ContextMatchesPackageTests.styles)
    func thePackageCommentNamesTheSharedTextsTheCatalogsLeaveToXcode(style: String) throws {
        let manifest = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/Package.swift"),
            encoding: .utf8)
        let comment = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("//") }.map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        let catalogs = try Self.catalogs(style: style)
        #expect(catalogs.count > 1, "the \(style) package has fewer than two catalogs")
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        for (target, keys) in catalogs {
            var featuresUsing: [String: Set<String>] = [:]
            for (path, text) in sources where path.hasPrefix("Sources/\(target)/") {
                let parts = path.components(separatedBy: "/")
                guard parts.count > 3, !["Support", "Theme"].contains(parts[2]) else { continue }
                for match in text.matches(of: Self.textPattern) {
                    featuresUsing[String(match.output.1), default: []].insert(parts[2])
                }
            }
            let sharedUnlisted = featuresUsing.filter { $0.value.count > 1 && keys[$0.key] == nil }.keys
            for key in sharedUnlisted.sorted() {
                #expect(
                    comment.contains("\"\(key)\""),
                    "\(target)'s features word \"\(key)\" alike, the catalog lacks it, and the comment does not say so")
            }
            for key in keys.keys where comment.contains("\"\(key)\"") {
                #expect(Bool(false), "the comment names \"\(key)\" as added by Xcode, but \(target)'s catalog lists it")
            }
        }
    }

    /// Every use of a listed key in its target carries the catalog's comment, so the one comment covers them all.
    @Test(arguments: ContextMatchesPackageTests.styles)
    func everyUseOfAListedKeyCarriesTheCatalogsComment(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        var checked = 0
        for (target, keys) in try Self.catalogs(style: style) {
            for (path, text) in sources where path.hasPrefix("Sources/\(target)/") {
                for match in text.matches(of: Self.textPattern) {
                    guard let listed = keys[String(match.output.1)] else { continue }
                    checked += 1
                    #expect(
                        String(match.output.2) == listed,
                        "\(path) uses \"\(match.output.1)\" for \"\(match.output.2)\"; the catalog says \"\(listed)\"")
                }
            }
        }
        #expect(checked > 0)
    }
}
