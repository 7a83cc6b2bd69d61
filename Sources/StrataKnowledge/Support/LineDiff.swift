/// A line-based diff (Myers' algorithm), rendered as a unified diff with context.
/// Used for `--dry-run --diff` and `strata context --check`, where a reader wants to see
/// what would change in a few lines, not two whole files.
public enum LineDiff {
    public enum Edit: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The shortest edit script turning `old` into `new`.
    public static func edits(from old: [String], to new: [String]) -> [Edit] {
        let n = old.count
        let m = new.count
        let maxSteps = n + m
        guard maxSteps > 0 else { return [] }
        var frontier = [Int](repeating: 0, count: 2 * maxSteps + 2)
        var history: [[Int]] = []
        let offset = maxSteps + 1
        search: for d in 0...maxSteps {
            history.append(frontier)
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
                if x >= n, y >= m { break search }
            }
        }
        return backtrack(history: history, old: old, new: new, offset: offset)
    }

    private static func backtrack(history: [[Int]], old: [String], new: [String], offset: Int) -> [Edit] {
        var x = old.count
        var y = new.count
        var reversed: [Edit] = []
        for d in stride(from: history.count - 1, through: 0, by: -1) {
            let frontier = history[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = frontier[offset + previousK]
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
        return ranges.map { range in
            var oldStart = 1
            var newStart = 1
            for edit in edits[..<range.lowerBound] {
                switch edit {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var body = ""
            var oldCount = 0
            var newCount = 0
            for edit in edits[range] {
                switch edit {
                case .same(let line): body += " \(line)\n"; oldCount += 1; newCount += 1
                case .removed(let line): body += "-\(line)\n"; oldCount += 1
                case .added(let line): body += "+\(line)\n"; newCount += 1
                }
            }
            return "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) "
                + "+\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n" + body
        }
    }
}
