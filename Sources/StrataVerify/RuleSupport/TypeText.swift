/// Reads type names and words out of declarations as written, without a type checker.
enum TypeText {
    private static let ignoredWords: Set<String> = [
        "any", "some", "inout", "borrowing", "consuming", "sending", "escaping",
    ]

    /// The type names a written type mentions, looking through `any`, `some`, optionals,
    /// arrays, dictionaries, tuples, function types and generic arguments:
    /// `[String: any ProfileRepository]?` → `String`, `ProfileRepository`.
    /// Qualified names keep their last component (`DemoDomain.Profile` → `Profile`).
    static func names(in written: String) -> [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty, !ignoredWords.contains(current) { names.append(current) }
            current = ""
        }
        for character in written {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if character == "." {
                current = ""
            } else {
                flush()
            }
        }
        flush()
        return names
    }

    /// The lower-cased words of a camelCase name: `isDraggingCard` → `is`, `dragging`, `card`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character == "_" {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether `name` ends with one of `suffixes` (after some other text) or equals one of `names`.
    static func matches(_ name: String, suffixes: [String], names: [String]) -> Bool {
        names.contains(name) || suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }
}
