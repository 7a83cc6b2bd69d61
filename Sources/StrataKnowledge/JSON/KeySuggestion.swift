/// Finds the declared name a misspelt one was probably meant to be, for "did you mean …?" hints.
enum KeySuggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a typo
    /// rather than a different word. Ties go to the alphabetically first candidate.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = name.count <= 4 ? 1 : (name.count <= 8 ? 2 : 3)
        var best: (distance: Int, candidate: String)?
        for candidate in candidates.sorted() {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < best?.distance ?? Int.max {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost one.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let source = Array(lhs)
        let target = Array(rhs)
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for (row, sourceCharacter) in source.enumerated() {
            current[0] = row + 1
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
