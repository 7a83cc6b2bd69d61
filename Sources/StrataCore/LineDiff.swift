/// A line-based diff (Myers' algorithm), rendered as a unified diff with context.
/// Used for `--dry-run --diff` and `strata context --check`, where a reader wants to see
/// what would change in a few lines, not two whole files.
public enum LineDiff {
    public enum Edit: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Changed lines the search looks through before giving up on the shortest script: its
    /// memory grows with the square of this, so 8,000 changed fields cannot ask for gigabytes.
    public static let maximumEditDistance = 1_000

    /// An edit script turning `old` into `new`: the shortest one when at most
    /// ``maximumEditDistance`` lines change between the common start and end, otherwise the
    /// lines between them replaced wholesale (still exact, only longer).
    public static func edits(from old: [String], to new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle =
            shortestEdits(from: oldMiddle, to: newMiddle)
            ?? oldMiddle.map(Edit.removed) + newMiddle.map(Edit.added)
        return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
    }

    /// Myers' search, keeping for each step only the diagonals it reached; nil past
    /// ``maximumEditDistance`` steps.
    private static func shortestEdits(from old: [String], to new: [String]) -> [Edit]? {
        let n = old.count
        let m = new.count
        let maxSteps = min(n + m, maximumEditDistance)
        guard n + m > 0 else { return [] }
        var frontier = [Int](repeating: 0, count: 2 * maxSteps + 3)
        var history: [[Int]] = []
        let offset = maxSteps + 1
        for d in 0...maxSteps {
            // Step d reads diagonals -d-1…d+1 of the previous step; keep those.
            history.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { return backtrack(history: history, old: old, new: new) }
            }
        }
        return nil
    }

    /// Walks the search back from the end; `history[d][k + d + 1]` is how far diagonal `k`
    /// had reached before step `d`.
    private static func backtrack(history: [[Int]], old: [String], new: [String]) -> [Edit] {
        var x = old.count
        var y = new.count
        var reversed: [Edit] = []
        for d in stride(from: history.count - 1, through: 0, by: -1) {
            let reached = history[d]
            let k = x - y
            func at(_ diagonal: Int) -> Int { reached[diagonal + d + 1] }
            let previousK: Int
            if k == -d || (k != d && at(k - 1) < at(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(.same(old[x]))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    reversed.append(.added(new[y]))
                } else {
                    x -= 1
                    reversed.append(.removed(old[x]))
                }
            }
        }
        return reversed.reversed()
    }

    /// A unified diff of two texts with `context` unchanged lines around each change;
    /// empty when the texts are equal.
    public static func unified(
        old: String, new: String, oldName: String, newName: String, context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let edits = edits(from: lines(of: old), to: lines(of: new))
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(of: edits, context: context) {
            output += hunk
        }
        return output
    }

    private static func lines(of text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func hunks(of edits: [Edit], context: Int) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        // Line numbers where each hunk starts, counted once over the edits rather than per hunk.
        var oldStart = 1
        var newStart = 1
        var counted = 0
        return ranges.map { range in
            for edit in edits[counted..<range.lowerBound] {
                switch edit {
                case .same:
                    oldStart += 1
                    newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            counted = range.lowerBound
            var body = ""
            var oldCount = 0
            var newCount = 0
            for edit in edits[range] {
                switch edit {
                case .same(let line):
                    body += " \(line)\n"
                    oldCount += 1
                    newCount += 1
                case .removed(let line):
                    body += "-\(line)\n"
                    oldCount += 1
                case .added(let line):
                    body += "+\(line)\n"
                    newCount += 1
                }
            }
            return "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) "
                + "+\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n" + body
        }
    }
}
