extension StringProtocol {
    /// The text without the blanks around it: what Foundation's `trimmingCharacters(in: .whitespaces)` returns,
    /// computed in Swift. The template parser trims every tag and every part of one, and Foundation on Linux
    /// bridges each string through `NSString` to trim it.
    var trimmingSpacesAndTabs: String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isBlank($0) }),
            let last = scalars.lastIndex(where: { !Self.isBlank($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The blanks Core Foundation's whitespace set holds on every platform: tab, space, no-break space, the
    /// Ogham space mark, the spaces from en quad to the zero-width space, and the narrow no-break, medium
    /// mathematical and ideographic spaces.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
