import StrataCore

/// A list of name endings (`Repository`, `RepositoryImpl`, …), ready to test many names against.
///
/// Rules ask this of every type name a project declares, for several lists. Endings and nearly
/// all names are ASCII, where bytes are characters, so the ASCII endings' bytes are kept end to
/// end and compared as bytes, the last byte first; reading each ending's `String` instead cost a
/// retain and a release per ending per name, and `hasSuffix` compares by canonical equivalence.
public struct NameEndings: Sendable, Equatable {
    public let list: [String]
    /// The ASCII endings' bytes, one after another; `asciiEnds[i]` is where the i-th ends.
    private let asciiBytes: [UInt8]
    private let asciiEnds: [Int]
    /// The last bytes of the ASCII endings, a bit each: a name ending in another ASCII byte ends
    /// with none of them, by bytes or by characters (its last character ends in that byte). Nil
    /// when an ending is empty, which ends every longer name.
    private let asciiLastBytes: (low: UInt64, high: UInt64)?
    /// Endings with other text, compared by characters (one may equal ASCII text canonically:
    /// the Kelvin sign is `K`).
    private let otherEndings: [String]

    public init(_ list: [String]) {
        self.list = list
        var bytes: [UInt8] = []
        var ends: [Int] = []
        var others: [String] = []
        for ending in list {
            if ending.isAllASCII {
                bytes += ending.utf8
                ends.append(bytes.count)
            } else {
                others.append(ending)
            }
        }
        asciiBytes = bytes
        asciiEnds = ends
        var lastBytes: (low: UInt64, high: UInt64)? = (0, 0)
        for ending in list where ending.isAllASCII {
            guard let byte = ending.utf8.last else {
                lastBytes = nil
                break
            }
            if byte < 64 { lastBytes?.low |= 1 << UInt64(byte) } else { lastBytes?.high |= 1 << UInt64(byte - 64) }
        }
        asciiLastBytes = lastBytes
        otherEndings = others
    }

    public var isEmpty: Bool { list.isEmpty }

    /// Everything else is made from the list.
    public static func == (lhs: NameEndings, rhs: NameEndings) -> Bool { lhs.list == rhs.list }

    /// Whether `name` ends with one of the endings after some other text (`Repository` alone is
    /// a word, not a repository), as comparing characters would judge it.
    public func endOf(_ name: String) -> Bool {
        var readable = name
        return readable.withUTF8 { endOf(utf8: $0, text: name) }
    }

    /// `endOf` asked of a name's UTF-8 bytes (source text): no string is made of ASCII, nor of
    /// other text unless an ending is not ASCII.
    public func endOf(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
        endOf(utf8: name, text: nil)
    }

    /// `text` is the name's string when the caller has one.
    private func endOf(utf8 name: UnsafeBufferPointer<UInt8>, text: String?) -> Bool {
        func byCharacters(_ endings: [String]) -> Bool {
            let text = text ?? String(decoding: name, as: UTF8.self)
            return endings.contains { text.hasSuffix($0) && text.count > $0.count }
        }
        // Most names are ruled out by their last byte alone.
        if otherEndings.isEmpty, let lastBytes = asciiLastBytes, let last = name.last, last < 0x80,
            (last < 64 ? lastBytes.low >> UInt64(last) : lastBytes.high >> UInt64(last - 64)) & 1 == 0
        {
            return false
        }
        guard name.isAllASCII else { return byCharacters(list) }
        let byBytes = asciiBytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for end in asciiEnds {
                defer { start = end }
                if Self.asciiName(name, endsWith: UnsafeBufferPointer(rebasing: bytes[start..<end])) { return true }
            }
            return false
        }
        return byBytes || (!otherEndings.isEmpty && byCharacters(otherEndings))
    }

    /// Whether an ASCII name's bytes end with an ASCII ending's after at least one more.
    private static func asciiName(_ name: UnsafeBufferPointer<UInt8>, endsWith ending: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard name.count > ending.count else { return false }
        if let last = ending.last, last != name[name.count - 1] { return false }
        let start = name.count - ending.count
        // `\r\n` is one character: an ending starting at its `\n` does not end the name.
        if ending.first == UInt8(ascii: "\n"), name[start - 1] == UInt8(ascii: "\r") { return false }
        return name[start...].elementsEqual(ending)
    }
}
