import Foundation
import StrataCore
import StrataKnowledge
import Testing

/// A memoized result is the result of computing from the same files: a changed text, path or origin, or another
/// detail, computes again; the same files from another library do not; a failure is remembered like a value.
struct ContentMemoTests {
    private static func file(_ path: String, _ text: String, origin: ResourceOrigin = .shipped) -> ResourceFile {
        ResourceFile(path: path, text: text, origin: origin, location: path)
    }

    @Test func theSameFilesComputeOnceAndAnyChangeComputesAgain() throws {
        let memo = ContentMemo<String, Never>()
        let computed = Counter()
        func value(_ files: [ResourceFile], detail: String = "") -> String {
            memo.value(for: files, detail: detail) {
                computed.add()
                return files.map(\.text).joined() + detail
            }
        }
        let files = [Self.file("knowledge/a.json", "1"), Self.file("knowledge/b.json", "2")]
        #expect(value(files) == "12")
        #expect(value(ResourceLibrary(files: files.reversed()).files(under: "knowledge/")) == "12")
        #expect(computed.count == 1)
        #expect(value([Self.file("knowledge/a.json", "3"), files[1]]) == "32")
        #expect(value([Self.file("knowledge/a.json", "1", origin: .directory("/elsewhere")), files[1]]) == "12")
        #expect(value(files, detail: "x") == "12x")
        #expect(computed.count == 4)
    }

    @Test func aFailureIsRememberedUntilTheFilesChange() {
        let memo = ContentMemo<Int, KnowledgeErrors>()
        let computed = Counter()
        func value(_ text: String) throws(KnowledgeErrors) -> Int {
            try memo.value(for: [Self.file("knowledge/n.json", text)]) { () throws(KnowledgeErrors) in
                computed.add()
                guard let number = Int(text) else { throw KnowledgeErrors([.missingFile(path: text)]) }
                return number
            }
        }
        #expect(throws: KnowledgeErrors.self) { try value("x") }
        #expect(throws: KnowledgeErrors.self) { try value("x") }
        #expect(computed.count == 1)
        #expect((try? value("7")) == 7)
    }

    /// The knowledge digest is kept by the files it hashes: asked again, a library with a changed knowledge file or
    /// rule example, or with a file added, gets the digest of what it now holds; only other files leave it alone.
    @Test func theKnowledgeDigestFollowsTheFilesItHashes() {
        let rules = Self.file("knowledge/rules.json", "{}")
        let example = Self.file("knowledge/rules/a/triggering-1.swift", "import UIKit\n")
        func digest(_ files: ResourceFile...) -> String { ResourceLibrary(files: files).knowledgeDigest }
        func expected(_ files: ResourceFile...) -> String {
            var hash = SHA256()
            for file in files { hash.update(Array(file.path.utf8) + [0] + Array(file.text.utf8) + [0]) }
            return "sha256:" + hash.hexDigest().prefix(12)
        }
        let first = digest(rules, example)
        #expect(first == expected(rules, example))
        #expect(digest(rules, example) == first)
        #expect(digest(rules, example, Self.file("Templates/a/x.tmpl", "x")) == first)
        let editedExample = Self.file(example.path, "import SwiftUI\n")
        #expect(digest(rules, editedExample) == expected(rules, editedExample))
        let added = Self.file("knowledge/theme.json", "{}")
        #expect(digest(rules, example, added) == expected(rules, added, example))
        #expect(digest(rules, example) == first)
    }

    @Test func theLibrarysFilesAreSortedByPath() throws {
        let library = ResourceLibrary(files: [Self.file("knowledge/z.json", "z"), Self.file("Templates/a/x", "a")])
        #expect(library.files.map(\.path) == ["Templates/a/x", "knowledge/z.json"])
        #expect(library.files(under: "knowledge/").map(\.text) == ["z"])
    }
}

/// How many times a computation ran.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func add() { lock.withLock { value += 1 } }
}
