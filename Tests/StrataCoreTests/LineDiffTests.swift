import Foundation
import Testing

@testable import StrataCore

@Suite struct LineDiffTests {
    /// Applying an edit script to the old lines must give the new lines, whatever the inputs.
    @Test(arguments: [
        ("", ""), ("a", ""), ("", "a"), ("a\nb\nc", "a\nb\nc"), ("a\nb\nc", "a\nc"), ("a\nc", "a\nb\nc"),
        ("a\nb\nc\nd", "d\nc\nb\na"), ("x\ny", "p\nq\nr"), ("a\nb\na\nb\na", "b\na\nb\nb\na\na"),
    ])
    func editScriptRebuildsBothSides(old: String, new: String) {
        let oldLines = old.isEmpty ? [] : old.components(separatedBy: "\n")
        let newLines = new.isEmpty ? [] : new.components(separatedBy: "\n")
        let edits = LineDiff.edits(from: oldLines, to: newLines)
        let rebuiltOld = edits.compactMap { edit -> String? in
            switch edit {
            case .same(let line), .removed(let line): return line
            case .added: return nil
            }
        }
        let rebuiltNew = edits.compactMap { edit -> String? in
            switch edit {
            case .same(let line), .added(let line): return line
            case .removed: return nil
            }
        }
        #expect(rebuiltOld == oldLines)
        #expect(rebuiltNew == newLines)
    }

    @Test func scriptIsMinimal() {
        let edits = LineDiff.edits(from: ["a", "b", "c", "a", "b", "b", "a"], to: ["c", "b", "a", "b", "a", "c"])
        let changes = edits.filter { if case .same = $0 { return false } else { return true } }
        #expect(changes.count == 5)
    }

    @Test func unifiedDiffShowsOnlyChangedHunkWithContext() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        let diff = LineDiff.unified(old: old, new: new, oldName: "a/file", newName: "b/file", context: 2)
        #expect(
            diff == """
                --- a/file
                +++ b/file
                @@ -8,5 +8,5 @@
                 line 8
                 line 9
                -line 10
                +line ten
                 line 11
                 line 12

                """)
    }

    @Test func equalTextsGiveEmptyDiff() {
        #expect(LineDiff.unified(old: "same\n", new: "same\n", oldName: "a", newName: "b").isEmpty)
    }
}
