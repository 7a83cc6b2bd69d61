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
        // Written types are nearly always ASCII, and asking a `Character` whether it is a letter
        // costs a Unicode property lookup each (a few percent of a verify run in profiles).
        written.utf8.allSatisfy({ $0 < 0x80 }) ? asciiNames(in: written) : characterNames(in: written)
    }

    /// ``names(in:)`` by `Character`, for text with letters beyond ASCII.
    static func characterNames(in written: String) -> [String] {
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

    /// ``names(in:)`` over bytes, for ASCII text: the same answer, with no `Character` made.
    static func asciiNames(in written: String) -> [String] {
        var names: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = written.utf8
        func flush(upTo end: String.UTF8View.Index) {
            if let first = start {
                let name = String(Substring(utf8[first..<end]))
                if !ignoredWords.contains(name) { names.append(name) }
            }
            start = nil
        }
        for index in utf8.indices {
            let byte = utf8[index]
            let isNamePart =
                byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            if isNamePart {
                if start == nil { start = index }
            } else if byte == UInt8(ascii: ".") {
                start = nil
            } else {
                flush(upTo: index)
            }
        }
        flush(upTo: utf8.endIndex)
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
