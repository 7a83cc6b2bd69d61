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
            try expectTheSharedKeysAreTheFailureTexts(
                of: target, catalogKeys: keys, supportKeys: usedBySupport, files: files, clause: clause)
            if clause.contains("lists every key") {
                #expect(used.isSubset(of: keys), "\(target) uses \(used.subtracting(keys).sorted()): \(clause)")
            } else {
                #expect(clause.contains("Xcode adds"), "\(target) uses \(used.subtracting(keys).sorted()): \(clause)")
            }
        }
    }

    /// A catalog key its target's support does not use is a failure or empty-list text that features word alike
    /// (`It no longer exists…`, `Try Again`), and every such text the features share is in the catalog: the clause
    /// names both parts, so an agent adding a feature knows which of its texts are already listed.
    private func expectTheSharedKeysAreTheFailureTexts(
        of target: String, catalogKeys: Set<String>, supportKeys: Set<String>, files: [String: String],
        clause: String
    ) throws {
        let pattern = try NSRegularExpression(pattern: #""([^"\\]+)",\s*bundle: \.module,\s*comment: "([^"]*)""#)
        var featuresUsing: [String: Set<String>] = [:]
        var comments: [String: Set<String>] = [:]
        for (path, text) in files where path.hasPrefix("Sources/\(target)/") && path.hasSuffix(".swift") {
            let folder = path.components(separatedBy: "/")[2]
            guard !["Support", "Theme"].contains(folder), path.components(separatedBy: "/").count > 3 else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let key = Range(match.range(at: 1), in: text), let comment = Range(match.range(at: 2), in: text)
                else { continue }
                featuresUsing[String(text[key]), default: []].insert(folder)
                comments[String(text[key]), default: []].insert(String(text[comment]))
            }
        }
        // A key's comments say what it is for; one key may serve a failure and a form alike (`Cancel`).
        func speaksOfFailureOrNothing(_ key: String) -> Bool {
            (comments[key] ?? []).contains {
                $0.range(of: "fail|nothing", options: [.regularExpression, .caseInsensitive]) != nil
            }
        }
        let shared = catalogKeys.subtracting(supportKeys)
        for key in shared.sorted() {
            #expect(
                (featuresUsing[key]?.count ?? 0) > 1, "\(target)'s catalog lists \"\(key)\", which no two features use")
            #expect(speaksOfFailureOrNothing(key), "\(target): \"\(key)\" is no failure text")
        }
        for (key, features) in featuresUsing where features.count > 1 && speaksOfFailureOrNothing(key) {
            #expect(catalogKeys.contains(key), "\(target)'s features share \"\(key)\", which its catalog lacks")
        }
        if !shared.isEmpty {
            #expect(
                clause.contains("failure") && clause.contains("empty-list"),
                "\(target)'s catalog lists texts its features share, which \(clause) leaves out")
        }
    }
}
