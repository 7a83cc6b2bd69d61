#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The outcome of the last search for a raw string's close on its opening line: from
/// `start`, the search stopped at `stop` (a closing quote, or the end of the line).
struct SameLineCloseSearch {
    let poundCount: Int
    let start: Int
    let stop: Int
    let foundClose: Bool
}

/// The lexer's state: a position in the bytes, the mode stack and the tokens so far.
struct LexerCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let keywords = KeywordTable.shared
    let flags = CharacterClass.flags
    let tokenStarts = CharacterClass.tokenStarts
    var position = 0
    var line = 1
    var lineStart = 0
    /// What the lexer is inside of (strings, interpolations), changed only by transitions.
    var modes = LexerModeStack()
    /// Open brackets in code (`(`, `[`, `{`), used to tell argument labels from other
    /// uses of `word:`.
    var brackets: [UInt8] = []
    /// Whether the last trailing trivia held a block comment spanning lines, which puts
    /// the next token at the start of a line.
    var lineBrokenInTrailingTrivia = false
    var lastSameLineCloseSearch: SameLineCloseSearch?
    var tokens: [Token] = []
    var diagnostics: [SourceDiagnostic] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.end = bytes.count
        tokens.reserveCapacity(bytes.count / 4 + 8)
    }

    var column: Int { position - lineStart + 1 }

    mutating func run() {
        diagnoseFirstNUL()
        while true {
            if !modes.isLexingCode {
                lexStringContent()
                continue
            }
            let leadingStart = position
            let startsLine = lexLeadingTrivia()
            if position >= end {
                abandonOpenStrings()
                appendToken(
                    .endOfFile, keyword: nil, startsLine: startsLine, leadingStart: leadingStart,
                    start: end, line: line, column: position - lineStart + 1)
                return
            }
            let start = position
            let startLine = line
            let startColumn = position - lineStart + 1
            let (kind, keyword) = lexCodeToken()
            appendToken(
                kind, keyword: keyword, startsLine: startsLine, leadingStart: leadingStart,
                start: start, line: startLine, column: startColumn)
        }
    }

    /// Appends a token ending at `position`, taking trailing trivia if code follows.
    mutating func appendToken(
        _ kind: TokenKind, keyword: Keyword?, startsLine: Bool, leadingStart: Int,
        start: Int, line startLine: Int, column startColumn: Int
    ) {
        let tokenEnd = position
        if kind != .endOfFile && modes.isLexingCode && position < end && mayStartTrailingTrivia(bytes[position]) {
            lexTrailingTrivia()
        }
        var kind = kind
        if kind == .keyword, let keyword, let previous = tokens.last, previous.kind == .period,
            keyword != .self, keyword != .`init`
        {
            kind = .identifier  // `x.default`, `.class`: a member name, not a keyword
        }
        if kind == .colon {
            reclassifyArgumentLabel()
        }
        tokens.append(
            Token(
                kind: kind, keyword: keyword, isAtStartOfLine: startsLine,
                leadingStart: leadingStart, start: start, end: tokenEnd, trailingEnd: position,
                line: startLine, column: startColumn))
    }

    /// Turns a reserved word before `:` into an identifier when it is an argument label:
    /// `f(for: x)`, `func move(in view: V)`. Only inside parentheses — `case is T, nil:`
    /// and `[nil: 1]` keep their keywords.
    private mutating func reclassifyArgumentLabel() {
        guard brackets.last == UInt8(ascii: "(") else { return }
        let count = tokens.count
        func opensArgument(_ index: Int) -> Bool {
            index >= 0 && (tokens[index].kind == .leftParen || tokens[index].kind == .comma)
        }
        func isLabelKeyword(_ index: Int) -> Bool {
            tokens[index].kind == .keyword && tokens[index].keyword?.canBeArgumentLabel == true
        }
        guard count >= 2 else { return }
        if isLabelKeyword(count - 1) && opensArgument(count - 2) {
            tokens[count - 1].kind = .identifier
        } else if count >= 3, tokens[count - 1].kind == .identifier, isLabelKeyword(count - 2),
            opensArgument(count - 3)
        {
            tokens[count - 2].kind = .identifier
        }
    }

    mutating func diagnose(_ kind: SourceDiagnostic.Kind, line: Int, column: Int) {
        diagnostics.append(SourceDiagnostic(kind: kind, line: line, column: column))
    }

    /// The first NUL byte of the input, wherever it is: the compiler reads one between tokens
    /// as whitespace (so does the lexer) and warns about it anywhere, and other tools (diff
    /// viewers, code review) show a file holding one as binary, hiding its code.
    private mutating func diagnoseFirstNUL() {
        // `memchr`: every file is searched to its end, and a byte-by-byte search cost as much as
        // lexing the file's whitespace.
        guard let base = bytes.baseAddress, let found = memchr(base, 0, end) else { return }
        let nul = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        var nulLine = 1
        var nulLineStart = 0
        var offset = 0
        while offset < nul {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A || (byte == 0x0D && (offset >= end || bytes[offset] != 0x0A)) {
                nulLine += 1
                nulLineStart = offset
            }
        }
        diagnose(.nulByte, line: nulLine, column: nul - nulLineStart + 1)
    }

    // MARK: Line breaks

    /// Consumes the line break at `position` (`\n`, `\r` or `\r\n`).
    @inline(__always)
    mutating func consumeLineBreak() {
        if bytes[position] == 0x0D, position + 1 < end, bytes[position + 1] == 0x0A {
            position += 2
        } else {
            position += 1
        }
        line += 1
        lineStart = position
    }

    // MARK: Trivia

    /// Skips whitespace, line breaks and comments; returns whether a line break was seen
    /// (or the file starts here).
    mutating func lexLeadingTrivia() -> Bool {
        var sawLineBreak = position == 0 || lineBrokenInTrailingTrivia
        lineBrokenInTrailingTrivia = false
        if position == 0 {
            skipByteOrderMarkAndShebang()
        }
        while position < end {
            let byte = bytes[position]
            let byteFlags = flags[Int(byte)]
            if byteFlags & CharacterClass.horizontalSpaceFlag != 0 {
                position += 1
            } else if byteFlags & CharacterClass.lineBreakFlag != 0 {
                if modes.singleLineStrings > 0 {
                    cutOffSingleLineStrings()
                }
                consumeLineBreak()
                sawLineBreak = true
            } else if byte == UInt8(ascii: "/") {
                let lineBeforeComment = line
                if !skipComment() { break }
                // A block comment spanning lines separates statements like a line break.
                sawLineBreak = sawLineBreak || line != lineBeforeComment
            } else {
                break
            }
        }
        return sawLineBreak
    }

    /// Whether trailing trivia may start with `byte` (a `/` may start a comment). Tokens
    /// often follow one another directly, and this keeps that case to one table load.
    @inline(__always)
    func mayStartTrailingTrivia(_ byte: UInt8) -> Bool {
        flags[Int(byte)] & CharacterClass.horizontalSpaceFlag != 0 || byte == UInt8(ascii: "/")
    }

    /// Skips whitespace and comments up to, not including, the next line break.
    mutating func lexTrailingTrivia() {
        let lineBeforeTrivia = line
        defer { lineBrokenInTrailingTrivia = line != lineBeforeTrivia }
        while position < end {
            let byte = bytes[position]
            if flags[Int(byte)] & CharacterClass.horizontalSpaceFlag != 0 {
                position += 1
            } else if byte == UInt8(ascii: "/"), skipComment() {
                continue
            } else {
                return
            }
        }
    }

    /// Skips a `//` or `/* */` comment at `position`; returns false if none starts here.
    private mutating func skipComment() -> Bool {
        guard position + 1 < end else { return false }
        switch bytes[position + 1] {
        case UInt8(ascii: "/"):
            position += 2
            while position < end, !CharacterClass.isLineBreak(bytes[position]) {
                position += 1
            }
            return true
        case UInt8(ascii: "*"):
            skipBlockComment()
            return true
        default:
            return false
        }
    }

    /// Skips a block comment, counting nested `/* */` pairs as Swift does.
    private mutating func skipBlockComment() {
        let openLine = line
        let openColumn = column
        position += 2
        var depth = 1
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "*"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if byte == UInt8(ascii: "/"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else if CharacterClass.isLineBreak(byte) {
                consumeLineBreak()
            } else {
                position += 1
            }
        }
        diagnose(.unterminatedBlockComment, line: openLine, column: openColumn)
    }

    private mutating func skipByteOrderMarkAndShebang() {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
        if position + 1 < end, bytes[position] == UInt8(ascii: "#"), bytes[position + 1] == UInt8(ascii: "!") {
            while position < end, !CharacterClass.isLineBreak(bytes[position]) {
                position += 1
            }
        }
    }

    // MARK: String mode recovery

    /// A line break inside the code of a single-line string's interpolation ends that
    /// string, as it does for the compiler; everything nested in it ends too.
    private mutating func cutOffSingleLineStrings() {
        guard let (depth, literal) = modes.outermostSingleLineString else { return }
        diagnose(.unterminatedString, line: literal.openLine, column: literal.openColumn)
        modes.perform(.popTo(depth: depth))
    }

    /// At end of input, every string still open is unterminated. Only the outermost is
    /// reported: the others sit inside its interpolations and end with it.
    private mutating func abandonOpenStrings() {
        if let outermost = modes.outermostString {
            diagnose(.unterminatedString, line: outermost.openLine, column: outermost.openColumn)
        }
        modes.perform(.popTo(depth: 1))
    }
}
