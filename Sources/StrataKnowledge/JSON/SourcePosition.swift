import StrataDiagnostics

/// A 1-based line and column in a text file, so every error can point where an editor jumps:
/// the diagnostics' position, whose columns count UTF-8 bytes as the Swift compiler's do.
public typealias SourcePosition = Diagnostic.Position

/// Walks UTF-8 bytes while keeping the line and column of the current byte up to date.
///
/// Shared by the JSON parser and the template lexer so both report positions the same way:
/// only `\n` starts a new line, and columns count UTF-8 bytes, as the Swift compiler's and every
/// other Strata diagnostic's do.
struct SourceCursor {
    let bytes: [UInt8]
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    var position: SourcePosition { SourcePosition(line: line, column: column) }

    func peek(_ distance: Int) -> UInt8? {
        let index = offset + distance
        return index < bytes.count ? bytes[index] : nil
    }

    /// Whether the bytes at the cursor spell `literal`.
    func matches(_ literal: [UInt8]) -> Bool {
        guard offset + literal.count <= bytes.count else { return false }
        // An index loop, not `enumerated()`: this runs per byte of every template, and unoptimised builds (the
        // test suite's) pay for each generic iterator call.
        var index = 0
        while index < literal.count {
            if bytes[offset + index] != literal[index] { return false }
            index += 1
        }
        return true
    }

    mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    /// Skips `count` bytes known to be ASCII and not `\n`, without inspecting them again.
    mutating func advanceOverASCII(by count: Int) {
        offset += count
        column += count
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }
}
