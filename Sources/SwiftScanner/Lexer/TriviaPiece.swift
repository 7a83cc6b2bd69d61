/// One piece of trivia: a run of whitespace, a line break or a comment.
///
/// Tokens keep trivia as a byte range only; pieces are worked out on request, since most
/// callers never look at trivia and those that do look at little of it.
public struct TriviaPiece: Sendable, Hashable {
    public enum Kind: String, Sendable, Codable {
        case whitespace
        case lineBreak
        /// `// …`
        case lineComment
        /// `/// …`
        case docLineComment
        /// `/* … */`, nested comments included in the one piece.
        case blockComment
        /// `/** … */`
        case docBlockComment
        /// `#!…` on the first line of a script.
        case shebang
        /// The UTF-8 byte order mark at the start of a file.
        case byteOrderMark
    }

    public let kind: Kind
    public let range: Range<Int>

    public var isComment: Bool {
        switch kind {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: true
        default: false
        }
    }

    static func pieces(of bytes: [UInt8], in range: Range<Int>) -> [TriviaPiece] {
        let range = range.clamped(to: 0..<bytes.count)
        var pieces: [TriviaPiece] = []
        var position = range.lowerBound
        let end = range.upperBound
        func byte(_ offset: Int) -> UInt8? { offset < end ? bytes[offset] : nil }
        while position < end {
            let start = position
            let kind: Kind
            let current = bytes[position]
            if position == 0, current == 0xEF, byte(1) == 0xBB, byte(2) == 0xBF {
                kind = .byteOrderMark
                position += 3
            } else if CharacterClass.isLineBreak(current) {
                kind = .lineBreak
                position += current == 0x0D && byte(position + 1) == 0x0A ? 2 : 1
            } else if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "/") {
                kind = byte(position + 2) == UInt8(ascii: "/") ? .docLineComment : .lineComment
                position = lineEnd(bytes, from: position, end: end)
            } else if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                let isDoc = byte(position + 2) == UInt8(ascii: "*") && byte(position + 3) != UInt8(ascii: "/")
                kind = isDoc ? .docBlockComment : .blockComment
                position = blockCommentEnd(bytes, from: position, end: end)
            } else if current == UInt8(ascii: "#"), byte(position + 1) == UInt8(ascii: "!") {
                kind = .shebang
                position = lineEnd(bytes, from: position, end: end)
            } else {
                kind = .whitespace
                position += 1
                while let next = byte(position), CharacterClass.isHorizontalSpace(next) {
                    position += 1
                }
            }
            pieces.append(TriviaPiece(kind: kind, range: start..<position))
        }
        return pieces
    }

    private static func lineEnd(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        var position = start
        while position < end, !CharacterClass.isLineBreak(bytes[position]) {
            position += 1
        }
        return position
    }

    private static func blockCommentEnd(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        var position = start + 2
        var depth = 1
        while position < end {
            let next = position + 1 < end ? bytes[position + 1] : 0
            if bytes[position] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return position }
            } else if bytes[position] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
        return end
    }
}
