import StrataJSON

/// Adds one member to an object of a team's JSON file by inserting its text, so every other byte
/// stays as the team wrote it: their formatting and key order, and numbers such as `1e999999` or
/// `1.50` that parsing and printing the file again would change.
///
/// The text must already have parsed as JSON; the scan here only finds where members start and end.
struct JSONMemberInsertion {
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The text with `value` at `keyPath`, creating the objects missing on the way; nil when a
    /// value is already there, or when a step of the path is not an object.
    func inserting(_ value: JSON, at keyPath: [String]) -> String? {
        guard let start = skipSpace(from: 0), bytes[start] == UInt8(ascii: "{") else { return nil }
        var object = start
        for (index, key) in keyPath.enumerated() {
            guard let members = members(of: object) else { return nil }
            guard let member = members.first(where: { $0.key == key }) else {
                let nested = keyPath[(index + 1)...].reversed().reduce(value) { inner, key in .object([key: inner]) }
                return inserting(key: key, value: nested, intoObjectAt: object)
            }
            guard index < keyPath.count - 1, bytes[member.valueStart] == UInt8(ascii: "{") else { return nil }
            object = member.valueStart
        }
        return nil
    }

    private struct Member {
        var key: String
        var keyStart: Int
        var valueStart: Int
    }

    /// The members of the object whose `{` is at `open`.
    private func members(of open: Int) -> [Member]? {
        var members: [Member] = []
        guard var index = skipSpace(from: open + 1) else { return nil }
        while bytes[index] != UInt8(ascii: "}") {
            guard bytes[index] == UInt8(ascii: "\""), let keyEnd = endOfString(at: index),
                let key = try? JSON.parse(String(decoding: bytes[index..<keyEnd], as: UTF8.self)).stringValue,
                let colon = skipSpace(from: keyEnd), bytes[colon] == UInt8(ascii: ":"),
                let valueStart = skipSpace(from: colon + 1), let valueEnd = endOfValue(at: valueStart),
                let next = skipSpace(from: valueEnd)
            else { return nil }
            members.append(Member(key: key, keyStart: index, valueStart: valueStart))
            if bytes[next] == UInt8(ascii: ",") {
                guard let following = skipSpace(from: next + 1) else { return nil }
                index = following
            } else {
                index = next
            }
        }
        return members
    }

    /// Inserts `"key": value` as the first member of the object at `open`, laid out like the
    /// member after it: on its own line with the same indentation, or inline for a one-line object.
    private func inserting(key: String, value: JSON, intoObjectAt open: Int) -> String? {
        guard let first = skipSpace(from: open + 1) else { return nil }
        let gap = bytes[(open + 1)..<first]
        let isEmpty = bytes[first] == UInt8(ascii: "}")
        let lineBreak = gap.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
        let outer = indentation(ofLineHolding: open)
        let inserted: String
        if !isEmpty, !gap.contains(UInt8(ascii: "\n")) {
            inserted = JSON.string(key).compactText + ":" + value.compactText + ","
        } else {
            let indent =
                isEmpty
                ? outer + "  "
                : String(decoding: gap.reversed().prefix { $0 == 32 || $0 == 9 }.reversed(), as: UTF8.self)
            let unit =
                indent.hasPrefix(outer) && indent.count > outer.count ? String(indent.dropFirst(outer.count)) : "  "
            let member = JSON.string(key).compactText + ": " + Self.pretty(value, unit: unit, indent: indent, lineBreak)
            inserted =
                lineBreak + indent + member
                + (isEmpty ? (gap.contains(UInt8(ascii: "\n")) ? "" : lineBreak + outer) : ",")
        }
        return String(decoding: bytes[...open] + Array(inserted.utf8) + bytes[(open + 1)...], as: UTF8.self)
    }

    /// `value` printed over several lines, each level indented by `unit`, its lines after the first by `indent`.
    private static func pretty(_ value: JSON, unit: String, indent: String, _ lineBreak: String) -> String {
        let lines = value.prettyText.split(separator: "\n")
        return lines.enumerated().map { index, line in
            let depth = line.prefix { $0 == " " }.count / 2
            let body = line.drop { $0 == " " }
            return (index == 0 ? "" : indent) + String(repeating: unit, count: depth) + body
        }.joined(separator: lineBreak)
    }

    private func indentation(ofLineHolding offset: Int) -> String {
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return String(decoding: bytes[lineStart..<offset].prefix { $0 == 32 || $0 == 9 }, as: UTF8.self)
    }

    private func skipSpace(from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count, [32, 9, 10, 13].contains(bytes[index]) { index += 1 }
        return index < bytes.count ? index : nil
    }

    /// The offset after the string whose opening quote is at `open`.
    private func endOfString(at open: Int) -> Int? {
        var index = open + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The offset after the value starting at `start`.
    private func endOfValue(at start: Int) -> Int? {
        switch bytes[start] {
        case UInt8(ascii: "\""): return endOfString(at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = endOfString(at: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            let delimiters: [UInt8] = [44, 125, 93, 32, 9, 10, 13]
            while index < bytes.count, !delimiters.contains(bytes[index]) { index += 1 }
            return index
        }
    }
}
