import Foundation

/// A piece of template source: literal text (with the template line it starts on), or the
/// content between `{{` and `}}`.
enum TemplateToken: Equatable {
    case text(String, line: Int)
    case tag(content: String, position: SourcePosition)

    /// Block tags and comments produce no text, so a line holding only one of them is dropped.
    var isStandaloneCandidate: Bool {
        guard case .tag(let content, _) = self else { return false }
        let trimmed = content.trimmingSpacesAndTabs
        return trimmed.hasPrefix("#") || trimmed.hasPrefix("/") || trimmed.hasPrefix("!") || trimmed == "else"
    }
}

/// Cuts template source into text and tags, then removes standalone block-tag lines so templates
/// can be indented like the code they generate.
enum TemplateLexer {
    static func tokenize(_ source: String, path: String) throws(KnowledgeError) -> [TemplateToken] {
        var cursor = SourceCursor(bytes: Array(source.utf8))
        var tokens: [TemplateToken] = []
        var text: [UInt8] = []
        var textLine = 1
        let open: [UInt8] = Array("{{".utf8)
        let escapedOpen: [UInt8] = Array("\\{{".utf8)
        let close: [UInt8] = Array("}}".utf8)
        while !cursor.isAtEnd {
            if text.isEmpty { textLine = cursor.position.line }
            let byte = cursor.bytes[cursor.offset]
            // Only a backslash or a brace can start something other than text; every other byte is copied
            // without trying the delimiters.
            if byte == UInt8(ascii: "\\") && cursor.matches(escapedOpen) {
                text += open
                cursor.advance(by: 3)
            } else if byte == UInt8(ascii: "{") && cursor.matches(open) {
                let position = cursor.position
                cursor.advance(by: 2)
                let contentStart = cursor.offset
                while !cursor.isAtEnd && !(cursor.bytes[cursor.offset] == UInt8(ascii: "}") && cursor.matches(close)) {
                    cursor.advance()
                }
                if cursor.isAtEnd {
                    throw .template(.unterminatedTag, at: FileLocation(file: path, position: position))
                }
                if !text.isEmpty { tokens.append(.text(String(decoding: text, as: UTF8.self), line: textLine)) }
                text = []
                let content = String(decoding: cursor.bytes[contentStart..<cursor.offset], as: UTF8.self)
                tokens.append(.tag(content: content, position: position))
                cursor.advance(by: 2)
            } else {
                text.append(byte)
                cursor.advance()
            }
        }
        if !text.isEmpty { tokens.append(.text(String(decoding: text, as: UTF8.self), line: textLine)) }
        return removingStandaloneLines(tokens)
    }

    /// Drops the indentation before, and the rest of the line after (newline included), every
    /// block tag that is alone on its line. Decided on the original tokens first, so two
    /// standalone tags on consecutive lines both qualify before either is trimmed.
    private static func removingStandaloneLines(_ tokens: [TemplateToken]) -> [TemplateToken] {
        var trimTrailingIndentation = Set<Int>()
        var trimLeadingLineRest = Set<Int>()
        for index in tokens.indices where tokens[index].isStandaloneCandidate {
            let lineStartsHere = index == 0 || isIndentation(tokens[index - 1], isFirstToken: index - 1 == 0)
            let lineEndsHere =
                index == tokens.count - 1 || isLineRest(tokens[index + 1], isLastToken: index + 1 == tokens.count - 1)
            if lineStartsHere && lineEndsHere {
                if index > 0 { trimTrailingIndentation.insert(index - 1) }
                if index < tokens.count - 1 { trimLeadingLineRest.insert(index + 1) }
            }
        }
        return tokens.indices.map { index in
            guard case .text(let text, var line) = tokens[index] else { return tokens[index] }
            var bytes = Substring(text).utf8[...]
            if trimLeadingLineRest.contains(index) {
                bytes =
                    bytes.firstIndex(of: newline).map { bytes[bytes.index(after: $0)...] } ?? bytes[bytes.endIndex...]
                line += 1
            }
            if trimTrailingIndentation.contains(index) {
                bytes = bytes.lastIndex(of: newline).map { bytes[...$0] } ?? bytes[bytes.startIndex..<bytes.startIndex]
            }
            return .text(String(Substring(bytes)), line: line)
        }
    }

    private static let newline = UInt8(ascii: "\n")

    /// Text ending in a line's indentation: only spaces or tabs after its last newline, or
    /// only spaces or tabs at all when it starts the template.
    private static func isIndentation(_ token: TemplateToken, isFirstToken: Bool) -> Bool {
        guard case .text(let text, _) = token else { return false }
        let utf8 = text.utf8
        guard let lastNewline = utf8.lastIndex(of: newline) else {
            return isFirstToken && utf8.allSatisfy(isBlank)
        }
        return utf8[utf8.index(after: lastNewline)...].allSatisfy(isBlank)
    }

    /// Text starting with the rest of a blank line: only spaces, tabs or `\r` before its first
    /// newline, or only those at all when it ends the template.
    private static func isLineRest(_ token: TemplateToken, isLastToken: Bool) -> Bool {
        guard case .text(let text, _) = token else { return false }
        let utf8 = text.utf8
        guard let firstNewline = utf8.firstIndex(of: newline) else {
            return isLastToken && utf8.allSatisfy { isBlank($0) || $0 == UInt8(ascii: "\r") }
        }
        return utf8[..<firstNewline].allSatisfy { isBlank($0) || $0 == UInt8(ascii: "\r") }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
