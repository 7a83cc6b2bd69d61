import StrataCore
import StrataKnowledge

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
        nameRuns(in: written).filter { $0.next != "." && !ignoredWords.contains($0.name) }.map(\.name)
    }

    /// The last of ``names(in:)``: what a conformance or superclass written `Module.Name<Argument>`
    /// names, which rules ask of every type. ASCII text (nearly all) is read once without
    /// gathering the other names, and only the last one becomes a string.
    static func lastName(in written: String) -> String? {
        guard written.isAllASCII else { return names(in: written).last }
        var text = written
        return text.withUTF8 { bytes -> String? in
            var last: Range<Int>?
            var start: Int?
            for index in 0...bytes.count {
                let byte: UInt8? = index < bytes.count ? bytes[index] : nil
                if let byte, isNameByte(byte) {
                    if start == nil { start = index }
                    continue
                }
                guard let first = start else { continue }
                start = nil
                let run = first..<index
                if byte != UInt8(ascii: "."), !ignoredWordBytes.contains(where: { bytes[run].elementsEqual($0) }) {
                    last = run
                }
            }
            return last.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }

    private static let ignoredWordBytes = ignoredWords.map { Array($0.utf8) }

    /// Letters, digits and `_`: what ASCII names are made of.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Whether the last name `written` mentions is `name` (`SwiftUI.View` and `View` for
    /// `View`): what a conformance list is asked about every type. Text that does not hold the
    /// name's bytes (nearly all of it) is not read for names.
    static func lastName(in written: String, is name: String) -> Bool {
        guard written.containsBytes(of: name) else { return false }
        return lastName(in: written) == name
    }

    /// A run of name characters (letters, digits, `_`) and the character right after it, nil at
    /// the end of the text.
    struct NameRun: Equatable {
        var name: String
        var next: Character?
    }

    /// The name runs of `text`: the one reading behind ``names(in:)`` and the names an expression
    /// constructs. Text is nearly always ASCII, and asking a `Character` whether it is a letter
    /// costs a Unicode property lookup each (a few percent of a verify run in profiles), so ASCII
    /// text is read byte by byte, to the same runs.
    static func nameRuns(in text: String) -> [NameRun] {
        text.isAllASCII ? asciiNameRuns(in: text) : characterNameRuns(in: text)
    }

    static func characterNameRuns(in text: String) -> [NameRun] {
        var runs: [NameRun] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { runs.append(NameRun(name: current, next: character)) }
            current = ""
        }
        if !current.isEmpty { runs.append(NameRun(name: current, next: nil)) }
        return runs
    }

    static func asciiNameRuns(in text: String) -> [NameRun] {
        var runs: [NameRun] = []
        let utf8 = text.utf8
        var start: String.UTF8View.Index?
        for index in utf8.indices {
            let byte = utf8[index]
            if isNameByte(byte) {
                if start == nil { start = index }
                continue
            }
            if let first = start {
                runs.append(
                    NameRun(name: String(Substring(utf8[first..<index])), next: Character(Unicode.Scalar(byte))))
            }
            start = nil
        }
        if let first = start { runs.append(NameRun(name: String(Substring(utf8[first...])), next: nil)) }
        return runs
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
    static func matches(_ name: String, suffixes: NameEndings, names: [String]) -> Bool {
        names.contains(name) || suffixes.endOf(name)
    }
}
