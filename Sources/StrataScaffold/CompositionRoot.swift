/// Inserting and removing text Strata adds to files it does not own outright (a feature's
/// wiring in the composition root), at marker lines the package template leaves there. The
/// inserted text is recorded so removal is exact.
///
/// A snippet names its marker by ending with it: its last line is the marker line as the file
/// holds it (`// strata:features - …`), so a snippet template reads as the result will, and
/// everything above that line is what gets inserted.
public enum CompositionRoot {
    /// The marker of the composition root's feature properties.
    public static let marker = "// strata:features"

    /// What every marker starts with; the marker is this plus a name, up to the first space.
    static let markerPrefix = "// strata:"

    /// The marker `snippet` ends with (`// strata:features`), or `nil` when its last line is none.
    public static func marker(endingSnippet snippet: String) -> String? {
        guard let last = snippet.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces),
            last.hasPrefix(markerPrefix)
        else { return nil }
        let name = last.dropFirst(markerPrefix.count).prefix { $0 != " " }
        return markerPrefix + name
    }

    /// The file with `snippet` inserted just above the line holding `marker`, or `nil` when the
    /// marker is gone (a person removed it) — the caller then prints the snippet to paste by hand.
    public static func inserting(_ snippet: String, into source: String, above marker: String = marker) -> String? {
        guard let markerRange = source.range(of: marker) else { return nil }
        let lineStart =
            source[..<markerRange.lowerBound].lastIndex(of: "\n").map { source.index(after: $0) }
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
