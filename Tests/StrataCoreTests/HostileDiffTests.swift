import Foundation
import StrataTestSupport
import Testing

@testable import StrataCore

/// `--dry-run --diff` on a feature with thousands of fields: the diff's
/// memory and time stay bounded, and its script is exact whatever the size. (Parsing those
/// fields is `FieldSpecTests`' concern.)
@Suite("Hostile: diffs of huge files")
struct HostileDiffTests {
    /// 8,000 changed lines took 9 GB: every line of the middle differs.
    @Test func eightThousandChangedLinesDiffInBoundedTime() {
        let old = (0..<8_000).map { "    public let field\($0): Int" }
        let new = ["// header"] + (0..<8_000).map { "    public let field\($0): String" } + ["// footer"]
        let started = ContinuousClock.now
        let edits = LineDiff.edits(from: old, to: new)
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(Self.sides(of: edits).old == old)
        #expect(Self.sides(of: edits).new == new)
        let unified = LineDiff.unified(
            old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), oldName: "a", newName: "b")
        #expect(unified.hasPrefix("--- a\n+++ b\n@@ -1,8000 +1,8002 @@\n"))
    }

    /// Changes scattered through a long file, within the cap: one hunk each, numbered right.
    @Test func manyHunksAreNumberedInOnePass() {
        let old = (0..<20_000).map { "line \($0)" }
        var new = old
        for index in stride(from: 10, to: 20_000, by: 50) { new[index] = "changed \(index)" }
        let unified = LineDiff.unified(
            old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), oldName: "a", newName: "b")
        #expect(unified.components(separatedBy: "@@ -").count - 1 == 400)
        #expect(unified.contains("@@ -19958,7 +19958,7 @@\n line 19957\n"))
    }

    /// Past the cap, the lines between the common start and end are replaced wholesale.
    @Test func pastTheCapTheMiddleIsReplacedWholesale() {
        let old = (0..<5_000).map { "line \($0)" }
        var new = old
        for index in stride(from: 10, to: 4_990, by: 2) { new[index] = "changed \(index)" }
        let edits = LineDiff.edits(from: old, to: new)
        #expect(Self.sides(of: edits).old == old && Self.sides(of: edits).new == new)
        #expect(edits.prefix(10).allSatisfy { if case .same = $0 { true } else { false } })
        #expect(edits.filter { if case .removed = $0 { true } else { false } }.count == 4_979)
    }

    /// Below the cap the script stays the shortest: as many changes as the longest common
    /// subsequence leaves.
    @Test func smallDiffsStayShortest() {
        var generator = SplitMix64(seed: 12)
        for _ in 0..<2_000 {
            let old = (0..<Int(generator.next() % 12)).map { _ in "abc".map(String.init)[Int(generator.next() % 3)] }
            let new = (0..<Int(generator.next() % 12)).map { _ in "abc".map(String.init)[Int(generator.next() % 3)] }
            let edits = LineDiff.edits(from: old, to: new)
            #expect(Self.sides(of: edits).old == old && Self.sides(of: edits).new == new)
            let changes = edits.filter { if case .same = $0 { false } else { true } }.count
            #expect(changes == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
    }

    private static func sides(of edits: [LineDiff.Edit]) -> (old: [String], new: [String]) {
        var old: [String] = []
        var new: [String] = []
        for edit in edits {
            switch edit {
            case .same(let line):
                old.append(line)
                new.append(line)
            case .removed(let line): old.append(line)
            case .added(let line): new.append(line)
            }
        }
        return (old, new)
    }

    private static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
