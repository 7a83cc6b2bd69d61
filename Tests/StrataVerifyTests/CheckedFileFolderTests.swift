import StrataTestSupport
import SwiftScanner
import Testing

@testable import StrataVerify

/// `isInFolder` splits an ASCII path as bytes and any other by `Character`: both must answer what
/// splitting by characters answers, for folders named anywhere in the path but the file itself.
@Suite struct CheckedFileFolderTests {
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
}
