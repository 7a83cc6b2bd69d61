/// Inserting and removing a feature's wiring in the composition root, at the marker line the
/// package template leaves there. The inserted text is recorded so removal is exact.
public enum CompositionRoot {
    public static let marker = "// strata:features"

    /// The file with `snippet` inserted just above the marker line, or `nil` when the marker
    /// is gone (a person removed it) — the caller then prints the snippet to paste by hand.
    public static func inserting(_ snippet: String, into source: String) -> String? {
        guard let markerRange = source.range(of: marker) else { return nil }
        let lineStart = source[..<markerRange.lowerBound].lastIndex(of: "\n").map { source.index(after: $0) }
            ?? source.startIndex
        return String(source[..<lineStart]) + snippet + String(source[lineStart...])
    }

    /// The file with the previously inserted `snippet` taken out, or `nil` if it is no longer
    /// there verbatim (it was edited by hand).
    public static func removing(_ snippet: String, from source: String) -> String? {
        guard let range = source.range(of: snippet) else { return nil }
        var result = source
        result.removeSubrange(range)
        return result
    }
}
