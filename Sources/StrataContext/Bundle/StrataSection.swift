/// The marked section Strata owns in a root instruction file the team wrote themselves.
///
/// Teams adopting Strata usually have an `AGENTS.md` or `CLAUDE.md` already; replacing it would
/// lose their instructions. Strata's text goes between two marker lines instead, appended the
/// first time and replaced in place afterwards, so every byte outside the markers stays the team's.
enum StrataSection {
    /// Files agents read from the project's root, where a team's own instructions are common.
    static let rootInstructionFiles: Set<String> = [
        "AGENTS.md", "CLAUDE.md", "GEMINI.md", ".github/copilot-instructions.md",
    ]

    static let begin = "<!-- strata:begin (written by 'strata context'; edit outside this section) -->"
    static let end = "<!-- strata:end -->"
    private static let beginPrefix = Array("<!-- strata:begin".utf8)
    private static let endPrefix = Array("<!-- strata:end".utf8)
    private static let newline = UInt8(ascii: "\n")

    /// What `path` should hold given its current text: `generated` alone when the file is Strata's
    /// (its provenance line opens it), else `current` with `generated` in the marked section.
    static func text(_ generated: String, mergedInto current: String, path: String) throws(ContextError) -> String {
        let bytes = Array(current.utf8)
        let begins = lineStarts(of: beginPrefix, in: bytes)
        let ends = lineStarts(of: endPrefix, in: bytes)
        if begins.isEmpty, ends.isEmpty {
            if ContextBundle.hasProvenance(current) { return generated }
            let separator = bytes.isEmpty ? "" : bytes.last == newline ? "\n" : "\n\n"
            return current + separator + begin + "\n" + generated + end + "\n"
        }
        guard begins.count == 1, ends.count == 1, begins[0] < ends[0],
            let beginLineEnd = bytes[begins[0]...].firstIndex(of: newline)
        else { throw .unbalancedSection(path: path) }
        let merged = bytes[...beginLineEnd] + Array(generated.utf8) + bytes[ends[0]...]
        return String(decoding: merged, as: UTF8.self)
    }

    /// Offsets of the lines that start with `prefix`.
    private static func lineStarts(of prefix: [UInt8], in bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var lineStart = 0
        while lineStart < bytes.count {
            if bytes[lineStart...].starts(with: prefix) { starts.append(lineStart) }
            guard let lineEnd = bytes[lineStart...].firstIndex(of: newline) else { break }
            lineStart = lineEnd + 1
        }
        return starts
    }
}
