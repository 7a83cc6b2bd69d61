/// Splits identifiers into words and re-joins them in another case, the way Swift code names
/// things: acronyms stay whole (`URLSession` → `urlSession`, `profileID` → `profile_id`).
///
/// Works on Unicode scalars with ASCII fast paths: filters run for every tag of every render.
enum WordCase {
    /// The words of `text`. Words break at non-alphanumerics, at lower→upper (`userProfile`),
    /// before the last capital of an acronym run followed by lowercase (`URLSession` → `URL`,
    /// `Session`) and at digit→upper (`user2Profile`). A plural `s` after an acronym stays
    /// with it (`userIDs` → `user`, `IDs`).
    static func words(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return wordRanges(in: scalars).map { string(scalars[$0]) }
    }

    static func wordRanges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var wordStart: Int?
        for index in scalars.indices {
            guard isWordScalar(scalars[index]) else {
                if let start = wordStart { ranges.append(start..<index) }
                wordStart = nil
                continue
            }
            if let start = wordStart {
                if startsNewWord(at: index, in: scalars) {
                    ranges.append(start..<index)
                    wordStart = index
                }
            } else {
                wordStart = index
            }
        }
        if let start = wordStart { ranges.append(start..<scalars.count) }
        return ranges
    }

    private static func startsNewWord(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let scalar = scalars[index]
        guard isUppercase(scalar) else { return false }
        // Compare with the base letter, not with a combining mark on it (`cafe\u{301}Menu`).
        var previousIndex = index - 1
        while previousIndex > 0, isCombiningMark(scalars[previousIndex]) { previousIndex -= 1 }
        let previous = scalars[previousIndex]
        if isLowercase(previous) || isDigit(previous) { return true }
        guard isUppercase(previous), index + 1 < scalars.count, isLowercase(scalars[index + 1]) else { return false }
        // `IDs`: a lone trailing "s" is the acronym's plural, not the start of a word.
        let isPluralS = scalars[index + 1] == "s" && (index + 2 == scalars.count || !isLowercase(scalars[index + 2]))
        return !isPluralS
    }

    static func pascalCase(_ text: String) -> String {
        normalizedWords(in: text).map(capitalized).joined()
    }

    static func camelCase(_ text: String) -> String {
        let words = normalizedWords(in: text)
        guard let first = words.first else { return "" }
        let head = isAcronym(first) ? first.lowercased() : lowercasedFirst(first)
        return head + words.dropFirst().map(capitalized).joined()
    }

    static func snakeCase(_ text: String) -> String {
        words(in: text).map { $0.lowercased() }.joined(separator: "_")
    }

    static func kebabCase(_ text: String) -> String {
        words(in: text).map { $0.lowercased() }.joined(separator: "-")
    }

    /// Words separated by spaces, the first capitalized and the others lowered unless they are
    /// acronyms, as a label starts a sentence: `profileID` → `Profile ID`.
    static func sentenceCase(_ text: String) -> String {
        let words = normalizedWords(in: text).enumerated().map { index, word in
            if isAcronym(word) { word } else if index == 0 { capitalized(word.lowercased()) } else { word.lowercased() }
        }
        return words.joined(separator: " ")
    }

    /// Words separated by spaces, each capitalized, as a title reads: `orderItems` → `Order Items`.
    static func titleCase(_ text: String) -> String {
        normalizedWords(in: text).map(capitalized).joined(separator: " ")
    }

    /// Words ready for re-capitalizing: in all-caps input of several words (`USER_PROFILE`)
    /// the capitals carry no meaning, so they are lowered; elsewhere acronyms are kept.
    private static func normalizedWords(in text: String) -> [String] {
        let words = words(in: text)
        let isShouting = words.count > 1 && !text.unicodeScalars.contains(where: isLowercase)
        return isShouting ? words.map { $0.lowercased() } : words
    }

    /// All capitals, allowing a plural `s` (`URL`, `IDs`) — and at least two letters,
    /// since a single capital is just a capitalized word.
    static func isAcronym(_ word: String) -> Bool {
        var scalars = Substring(word).unicodeScalars
        if scalars.last == "s" { scalars.removeLast() }
        return scalars.count > 1 && scalars.allSatisfy { isUppercase($0) || isDigit($0) }
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType != nil
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.generalCategory == .nonspacingMark
    }

    /// Letters, digits, and combining marks (so a decomposed `é` stays in its word).
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || isCombiningMark(scalar)
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return first.properties.uppercaseMapping + String(word.unicodeScalars.dropFirst())
    }

    private static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return first.properties.lowercaseMapping + String(word.unicodeScalars.dropFirst())
    }
}
