import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

@testable import StrataScaffold

/// Every text the presentation layer gives a screen to show is a key of the package's String Catalog, looked up
/// there, so a translation reaches the user whichever style generated the package.
@Suite struct LocalizedTextTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func everyCatalogKeyThePresentationLayerWritesIsLookedUp(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough.files(style: style)
        let catalog = try #require(files["Sources/DemoPresentation/Resources/Localizable.xcstrings"])
        let strings = try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any]
        let keys = try #require(strings?["strings"] as? [String: Any]).keys
        #expect(!keys.isEmpty)
        let sources = files.filter { $0.key.hasPrefix("Sources/DemoPresentation/") && $0.key.hasSuffix(".swift") }
        for (path, text) in sources {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for key in keys where line.contains("\"\(key)\"") {
                    let opensLookUp = index > 0 && lines[index - 1].hasSuffix("NSLocalizedString(")
                    let lookedUp = line.contains("NSLocalizedString(") || opensLookUp
                    #expect(lookedUp, "\(path):\(index + 1) shows \"\(key)\" as written, not from the catalog")
                }
            }
        }
    }

    /// The Package.swift comment says which String Catalogs list every key their target uses and which Xcode fills
    /// as it builds: a catalog it calls complete has every key its target's code uses (`Text("Add", bundle:
    /// .module, …)`), and of any other it says Xcode adds the rest (the UI's screen labels, a value type's cases).
    @Test(arguments: ViewModelStyleID.allCases)
    func thePackageCommentSaysWhichCatalogsXcodeFills(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough.files(style: style)
        let manifest = try #require(files["Package.swift"])
        let comment = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("//") }.map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        let clauses = comment.components(separatedBy: ";")
        let catalogs = files.keys.filter { $0.hasSuffix("/Resources/Localizable.xcstrings") }
        #expect(catalogs.count > 1)
        for catalogPath in catalogs {
            let target = catalogPath.components(separatedBy: "/")[1]
            let catalog = try JSONSerialization.jsonObject(with: Data((files[catalogPath] ?? "").utf8))
            let keys = Set(try #require((catalog as? [String: Any])?["strings"] as? [String: Any]).keys)
            var used: Set<String> = []
            var usedBySupport: Set<String> = []
            for (path, text) in files where path.hasPrefix("Sources/\(target)/") && path.hasSuffix(".swift") {
                let pattern = try NSRegularExpression(pattern: #""([^"\\]+)",\s*bundle: \.module"#)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    used.insert(String(text[range]))
                    if path.hasPrefix("Sources/\(target)/Support/") { usedBySupport.insert(String(text[range])) }
                }
            }
            #expect(!used.isEmpty, "\(target) uses no catalog key; nothing here is checked")
            let clause = try #require(
                clauses.first { $0.contains("\(target)'s") } ?? clauses.first { $0.contains("each target's catalog") },
                "the comment says nothing of \(target)'s catalog")
            // The catalog's own part, said so an agent does not look there for a key its features share.
            #expect(clause.contains("shared support"), "\(clause) does not say which keys \(target)'s catalog has")
            #expect(usedBySupport.isSubset(of: keys), "\(target)'s support uses \(usedBySupport.subtracting(keys))")
            if clause.contains("lists every key") {
                #expect(used.isSubset(of: keys), "\(target) uses \(used.subtracting(keys).sorted()): \(clause)")
            } else {
                #expect(clause.contains("Xcode adds"), "\(target) uses \(used.subtracting(keys).sorted()): \(clause)")
            }
        }
    }
}
