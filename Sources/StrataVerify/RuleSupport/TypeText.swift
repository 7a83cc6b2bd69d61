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
        guard written.isAllASCII else {
            return characterNameRuns(in: written).filter { $0.next != "." && !ignoredWords.contains($0.name) }
                .map(\.name)
        }
        var text = written
        return text.withUTF8 { bytes in
            var names: [String] = []
            forEachASCIIRun(in: bytes) { run, next in
                if next != UInt8(ascii: "."), !isIgnoredWord(bytes[run]) {
                    names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self))
                }
            }
            return names
        }
    }

    /// The last of ``names(in:)``: what a conformance or superclass written `Module.Name<Argument>`
    /// names, which rules ask of every type. ASCII text (nearly all) is read once without
    /// gathering the other names, and only the last one becomes a string.
    static func lastName(in written: String) -> String? {
        guard written.isAllASCII else { return names(in: written).last }
        var text = written
        return text.withUTF8 { bytes -> String? in
            var last: Range<Int>?
            forEachASCIIRun(in: bytes) { run, next in
                if next != UInt8(ascii: "."), !isIgnoredWord(bytes[run]) { last = run }
            }
            return last.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }

    /// Each run of name bytes in ASCII text, with the byte after it (nil at the end).
    private static func forEachASCIIRun(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ run: Range<Int>, _ next: UInt8?) -> Void
    ) {
        var start: Int?
        for index in 0...bytes.count {
            let byte: UInt8? = index < bytes.count ? bytes[index] : nil
            if let byte, isNameByte(byte) {
                if start == nil { start = index }
                continue
            }
            guard let first = start else { continue }
            start = nil
            body(first..<index, byte)
        }
    }

    private static let ignoredWordBytes = ignoredWords.map { Array($0.utf8) }

    private static func isIgnoredWord(_ run: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        ignoredWordBytes.contains { run.elementsEqual($0) }
    }

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
        var text = text
        return text.withUTF8 { bytes in
            var runs: [NameRun] = []
            forEachASCIIRun(in: bytes) { run, next in
                runs.append(
                    NameRun(
                        name: String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self),
                        next: next.map { Character(Unicode.Scalar($0)) }))
            }
            return runs
        }
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

    /// The type an inheritance clause entry names: the last component of its qualified name with
    /// generic arguments left out (`UIKit.UIViewController` → `UIViewController`,
    /// `BaseViewController<LoginViewModel>` → `BaseViewController`), past attributes and `any`.
    /// Not the last name the text mentions: that is a generic argument's as often as not.
    /// ASCII text (nearly all) is read as bytes: the type graph asks this of every inheritance entry of
    /// every file on every run, and the character reading was a fifth of a warm run.
    static func headName(in written: String) -> String? {
        // `\r\n` is one character, which the character reading keeps inside a word.
        guard written.isAllASCII, !written.utf8.contains(UInt8(ascii: "\r")) else {
            return characterHeadName(in: written)
        }
        var text = written
        return text.withUTF8(asciiHeadName)
    }

    static func characterHeadName(in written: String) -> String? {
        var depth = 0
        var outside = ""
        for character in written {
            switch character {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            default: if depth == 0 { outside.append(character) }
            }
        }
        let words = outside.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            .filter { !$0.hasPrefix("@") && !ignoredWords.contains(String($0)) }
        guard let last = words.last?.split(separator: ".").last else { return nil }
        let name = last.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    private static func asciiHeadName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var outside: [UInt8] = []
        outside.reserveCapacity(bytes.count)
        var depth = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth = max(0, depth - 1)
            default: if depth == 0 { outside.append(byte) }
            }
        }
        func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        }
        var end = outside.count
        while true {
            while end > 0, isSeparator(outside[end - 1]) { end -= 1 }
            var start = end
            while start > 0, !isSeparator(outside[start - 1]) { start -= 1 }
            guard start < end else { return nil }
            let word = outside[start..<end]
            if word.first != UInt8(ascii: "@"), !ignoredWordBytes.contains(where: { word.elementsEqual($0) }) {
                // The last non-empty component between dots, less what is not a name byte.
                var componentEnd = end
                while componentEnd > start, outside[componentEnd - 1] == UInt8(ascii: ".") { componentEnd -= 1 }
                var componentStart = componentEnd
                while componentStart > start, outside[componentStart - 1] != UInt8(ascii: ".") { componentStart -= 1 }
                guard componentStart < componentEnd else { return nil }
                let name = outside[componentStart..<componentEnd].filter(isNameByte)
                return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
            }
            end = start
        }
    }

    /// The parameter names a generic clause declares: `<Item: Hashable, Key>` → `Item`, `Key`
    /// (each parameter's first name, constraints and nested generic arguments left out).
    static func genericParameterNames(in clause: String) -> [String] {
        // Clauses are kept with or without their opening bracket, depending on the declaration.
        var pieces: [String] = [""]
        var depth = clause.hasPrefix("<") ? 0 : 1
        for character in clause {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 1: pieces.append("")
            default: break
            }
            if depth == 1, character != "<", character != "," { pieces[pieces.count - 1].append(character) }
        }
        return pieces.compactMap { piece in
            var words = piece.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })[...]
            if words.first == "each" { words = words.dropFirst() }
            let name = words.first?.prefix { $0.isLetter || $0.isNumber || $0 == "_" } ?? ""
            return name.isEmpty ? nil : String(name)
        }
    }

    /// Whether `name` ends with one of `suffixes` (after some other text) or equals one of `names`.
    static func matches(_ name: String, suffixes: NameEndings, names: [String]) -> Bool {
        names.contains(name) || suffixes.endOf(name)
    }
}
