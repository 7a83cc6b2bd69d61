/// Splits identifiers into words and re-joins them in another case, the way Swift code names
/// things: acronyms stay whole (`URLSession` → `urlSession`, `profileID` → `profile_id`).
enum WordCase {
    /// The words of `text`, as slices of it. Words break at non-alphanumerics, at lower→upper
    /// (`userProfile`), before the last capital of an acronym run followed by lowercase
    /// (`URLSession` → `URL`, `Session`) and at digit→upper (`user2Profile`). A plural `s`
    /// after an acronym stays with it (`userIDs` → `user`, `IDs`).
    static func words(in text: String) -> [Substring] {
        var words: [Substring] = []
        var wordStart: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character.isLetter || character.isNumber else {
                if let start = wordStart { words.append(text[start..<index]) }
                wordStart = nil
                index = text.index(after: index)
                continue
            }
            if let start = wordStart {
                if startsNewWord(at: index, in: text) {
                    words.append(text[start..<index])
                    wordStart = index
                }
            } else {
                wordStart = index
            }
            index = text.index(after: index)
        }
        if let start = wordStart { words.append(text[start...]) }
        return words
    }

    private static func startsNewWord(at index: String.Index, in text: String) -> Bool {
        let character = text[index]
        let previous = text[text.index(before: index)]
        guard character.isUppercase else { return false }
        if previous.isLowercase || previous.isNumber { return true }
        guard previous.isUppercase else { return false }
        let nextIndex = text.index(after: index)
        guard nextIndex < text.endIndex, text[nextIndex].isLowercase else { return false }
        // `IDs`: a lone trailing "s" is the acronym's plural, not the start of a word.
        let afterNext = text.index(after: nextIndex)
        let isPluralS = text[nextIndex] == "s" && (afterNext == text.endIndex || !text[afterNext].isLowercase)
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

    /// Words ready for re-capitalizing: in all-caps input of several words (`USER_PROFILE`)
    /// the capitals carry no meaning, so they are lowered; elsewhere acronyms are kept.
    private static func normalizedWords(in text: String) -> [String] {
        let words = words(in: text).map(String.init)
        let isShouting = words.count > 1 && !text.contains(where: \.isLowercase)
        return isShouting ? words.map { $0.lowercased() } : words
    }

    /// All capitals, allowing a plural `s` (`URL`, `IDs`) — and at least two letters,
    /// since a single capital is just a capitalized word.
    static func isAcronym(_ word: String) -> Bool {
        let stem = word.hasSuffix("s") ? word.dropLast() : Substring(word)
        return stem.count > 1 && stem.allSatisfy { $0.isUppercase || $0.isNumber }
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }
}
