/// The one "did you mean …?" in Strata: the candidate closest to a misspelt `name` by edit
/// distance, if it is close enough to be a typo rather than a different word (one edit for names
/// up to 4 characters, two up to 8, three beyond). Case is ignored; ties go to the alphabetically
/// first candidate, so the hint is the same on every run.
public func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
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

/// Edit distance where insertions, deletions, substitutions and swapping two adjacent
/// characters each cost one (optimal string alignment): `hepl` is one edit from `help`.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let source = Array(lhs)
    let target = Array(rhs)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var beforePrevious = [Int](repeating: 0, count: target.count + 1)
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for row in 1...source.count {
        current[0] = row
        for column in 1...target.count {
            let cost = source[row - 1] == target[column - 1] ? 0 : 1
            current[column] = min(previous[column - 1] + cost, previous[column] + 1, current[column - 1] + 1)
            if row > 1, column > 1, source[row - 1] == target[column - 2], source[row - 2] == target[column - 1] {
                current[column] = min(current[column], beforePrevious[column - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[target.count]
}
