extension JSONRPCID {
    /// The `"id"` member of a request that is not valid JSON, when it can still be read: the
    /// first `"id": <integer or plain string>` at the top level of the object, scanned byte by
    /// byte. The error answer then reaches the request it belongs to, as JSON-RPC asks.
    static func salvaged(from line: String) -> JSONRPCID? {
        let bytes = Array(line.utf8)
        var index = 0
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                index += 1
            case UInt8(ascii: "\""):
                guard let (text, end) = plainString(in: bytes, at: index) else { return nil }
                index = end
                if depth == 1, text == "id", let value = value(in: bytes, afterKeyEndingAt: end) { return value }
            default:
                index += 1
            }
        }
        return nil
    }

    /// The string opening at `start` and the index after its closing quote; escapes are
    /// skipped over (and such a string is never taken as an id).
    private static func plainString(in bytes: [UInt8], at start: Int) -> (String?, Int)? {
        var index = start + 1
        var escaped = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                escaped = true
                index += 2
            case UInt8(ascii: "\""):
                let text = escaped ? nil : String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                return (text, index + 1)
            default:
                index += 1
            }
        }
        return nil
    }

    private static func value(in bytes: [UInt8], afterKeyEndingAt keyEnd: Int) -> JSONRPCID? {
        var index = keyEnd
        func skipSpaces() { while index < bytes.count, [0x20, 0x09].contains(bytes[index]) { index += 1 } }
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        skipSpaces()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            guard let (text, end) = plainString(in: bytes, at: index), let text, end - index <= 258 else { return nil }
            return .string(text)
        }
        var end = index
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
        while end < bytes.count, end - index < 19, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
            end += 1
        }
        let next = end < bytes.count ? bytes[end] : UInt8(ascii: "}")
        guard [UInt8(ascii: ","), UInt8(ascii: "}"), 0x20, 0x09].contains(next) else { return nil }
        return Int(String(decoding: bytes[index..<end], as: UTF8.self)).map(JSONRPCID.integer)
    }
}
