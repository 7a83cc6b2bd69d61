extension String {
    /// The text with line breaks, tabs and other control characters written as escapes
    /// (`\n`, `\t`, `\u{1B}`), for error messages that quote a name someone typed: one error
    /// stays one line, and no escape sequence reaches the terminal.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where Self.needsEscape(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, nearly every scalar of a report, without the Unicode property lookup.
        if (0x20..<0x7F).contains(scalar.value) { return false }
        return switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        // U+202E reverses the text after it: an error could show a name other than the one typed.
        case .format: scalar.value == 0x202E
        default: false
        }
    }
}
