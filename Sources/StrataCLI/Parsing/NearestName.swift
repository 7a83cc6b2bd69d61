/// Suggests the closest known name for a mistyped one ("verfy" → "verify").
enum NearestName {
    /// The candidate with the smallest edit distance, if it is close enough to be a plausible typo.
    static func suggestion(for input: String, among candidates: [String]) -> String? {
        let scored = candidates.map { (name: $0, distance: editDistance(input, $0)) }
        guard let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }) else { return nil }
        let tolerance = max(2, best.name.count / 3)
        return best.distance <= tolerance ? best.name : nil
    }

    /// Damerau–Levenshtein (optimal string alignment): a swapped pair of letters counts as one edit.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
