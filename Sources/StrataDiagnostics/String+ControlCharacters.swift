extension String {
    /// The text with line breaks, tabs and other control characters written as escapes
    /// (`\n`, `\t`, `\u{1B}`), for error messages that quote a name someone typed: one error
    /// stays one line, and no escape sequence reaches the terminal.
    public var escapingControlCharacters: String {
        guard containsControlCharacter else { return self }
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

    /// Unicode's controls (Cc: U+0000–U+001F, U+007F–U+009F), its line and paragraph separators
    /// (U+2028, U+2029), and U+202E, which reverses the text after it (an error could show a name
    /// other than the one typed). Unicode never moves a scalar into or out of Cc, Zl or Zp.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202E: true
        default: false
        }
    }

    /// Whether a scalar `needsEscape`, read from the UTF-8 bytes (every report line goes through
    /// here): C0 controls and DEL are one byte, C1 controls are C2 80–C2 9F, and U+2028, U+2029
    /// and U+202E are E2 80 A8, A9 and AE. C2 and E2 only ever lead a sequence.
    private var containsControlCharacter: Bool {
        utf8.withContiguousStorageIfAvailable(Self.containsControlCharacterSkippingPrintableWords)
            ?? Self.containsControlCharacter(utf8)
    }

    /// Eight bytes at a time while they are all printable ASCII (0x20–0x7E), as nearly all of a report
    /// is, then byte by byte from the first word that is not.
    private static func containsControlCharacterSkippingPrintableWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let deleted = word ^ (ones &* 0x7F)
            let belowSpace = (word &- ones &* 0x20) & ~word
            let isDelete = (deleted &- ones) & ~deleted
            guard (word | belowSpace | isDelete) & highBits == 0 else { break }
            offset += 8
        }
        // The bytes skipped are printable ASCII, so none of them starts a sequence to escape.
        return containsControlCharacter(UnsafeBufferPointer(rebasing: bytes[offset...]))
    }

    private static func containsControlCharacter(_ bytes: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
            if beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 || byte == 0xAE { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
