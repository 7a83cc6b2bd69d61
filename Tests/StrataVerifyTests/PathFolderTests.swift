import StrataTestSupport
import SwiftScanner
import Testing

@testable import StrataVerify

/// The folders of a path, read from its bytes, must be what splitting it by characters gives, for
/// folders named anywhere in the path but the file itself.
@Suite struct PathFolderTests {
    /// `isInFolder` splits an ASCII path as bytes and any other by `Character`.
    @Test func bytesAndCharactersAgreeOnEveryPath() {
        var random = SplitMix64(seed: 29)
        let pieces = ["Theme", "Views", "/", "/", "é", "\u{301}", "K", "\u{212A}", "Design"]
        let folderLists = [["Theme"], ["Design", "Views"], ["K"], ["\u{212A}"], ["é"], []]
        var mismatches: [String] = []
        for _ in 0..<3_000 {
            let path = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % 9)] }.joined()
            let folders = folderLists[Int(random.next() % 6)]
            let file = CheckedFile(
                path: path, layer: "ui", source: SourceText(""), index: SourceFileIndex(tokens: SourceText("").tokens))
            let expected = path.split(separator: "/").dropLast().contains { folders.contains(String($0)) }
            if file.isInFolder(named: folders) != expected { mismatches.append("\(path) \(folders)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, the first: \(mismatches.first ?? "")")
    }

    /// test-coverage's folders of a declaring path: empty components, a trailing slash and
    /// characters that are not ASCII too.
    @Test func exercisedTypesReadFoldersAsSplittingTheViewDoes() {
        var random = SplitMix64(seed: 31)
        let pieces = ["Sources", "/", "/", "é", "\u{301}", "A.swift", "Kit"]
        var mismatches: [String] = []
        for _ in 0..<3_000 {
            let path = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % 7)] }.joined()
            let expected = Set(path.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { String(Substring($0)) })
            if ExercisedTypes.folders(of: path) != expected { mismatches.append(path) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, the first: \(mismatches.first ?? "")")
    }
}
