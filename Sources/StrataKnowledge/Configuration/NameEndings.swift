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
        otherEndings = others
    }

    public var isEmpty: Bool { list.isEmpty }

    /// Whether `name` ends with one of the endings after some other text (`Repository` alone is
    /// a word, not a repository), as comparing characters would judge it.
    public func endOf(_ name: String) -> Bool {
        var readable = name
        let byBytes = readable.withUTF8 { name -> Bool? in
            guard name.isAllASCII else { return nil }
            return asciiBytes.withUnsafeBufferPointer { bytes in
                var start = 0
                for end in asciiEnds {
                    defer { start = end }
                    if Self.asciiName(name, endsWith: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                        return true
                    }
                }
                return false
            }
        }
        switch byBytes {
        case true?: return true
        case false?: return otherEndings.contains { name.hasSuffix($0) && name.count > $0.count }
        case nil: return list.contains { name.hasSuffix($0) && name.count > $0.count }
        }
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
