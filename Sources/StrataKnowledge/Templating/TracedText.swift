/// Rendered text that remembers, for each of its lines, the template line it came from, so a
/// problem found in generated code (a compiler error, a verify finding) can point back at the
/// template line to fix.
public struct TracedText: Sendable, Equatable {
    public private(set) var text = ""
    /// `templateLines[n - 1]` is the template line that produced output line `n`: the line of
    /// whatever text or tag starts that output line.
    public private(set) var templateLines: [Int] = []
    /// Whether `templateLines` is kept: a render that wants only the text (a verify message, once
    /// per finding) skips walking every byte for line breaks.
    private let tracesLines: Bool

    public init(tracingLines: Bool = true) {
        tracesLines = tracingLines
    }

    private static let newline = UInt8(ascii: "\n")

    /// Appends literal template text that starts on template line `line`; each newline in it
    /// is a newline of the template too.
    mutating func append(_ chunk: String, from line: Int) {
        append(chunk, line: line, followsNewlines: true)
    }

    /// Appends a tag's value; all of it comes from the tag's line, whatever newlines it holds.
    mutating func append(_ chunk: String, at line: Int) {
        append(chunk, line: line, followsNewlines: false)
    }

    private mutating func append(_ chunk: String, line: Int, followsNewlines: Bool) {
        guard !chunk.isEmpty else { return }
        guard tracesLines else {
            text += chunk
            return
        }
        var current = line
        var atLineStart = text.utf8.last.map { $0 == Self.newline } ?? true
        for byte in chunk.utf8 {
            if atLineStart {
                templateLines.append(current)
                atLineStart = false
            }
            if byte == Self.newline {
                atLineStart = true
                if followsNewlines { current += 1 }
            }
        }
        text += chunk
    }
}
