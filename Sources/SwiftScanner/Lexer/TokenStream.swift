#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tokens of one source text, with the bytes they point into.
///
/// Tokens hold byte ranges; this is where they become text, only when asked. The last
/// token is always ``TokenKind/endOfFile``.
public struct TokenStream: Sendable, RandomAccessCollection {
    /// The source as UTF-8 bytes (not necessarily valid UTF-8).
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let diagnostics: [SourceDiagnostic]

    init(bytes: [UInt8], tokens: [Token], diagnostics: [SourceDiagnostic]) {
        self.bytes = bytes
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    public var startIndex: Int { tokens.startIndex }
    public var endIndex: Int { tokens.endIndex }
    public subscript(position: Int) -> Token { tokens[position] }

    /// The text of `token`.
    public func text(of token: Token) -> String {
        text(in: token.range)
    }

    /// The source text of a byte range (invalid UTF-8 is replaced, never trapped on).
    public func text(in range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[clamped(range)]), as: UTF8.self)
        }
    }

    /// The text from the start of `first` to the end of `last`, trivia between them included.
    public func text(from first: Token, through last: Token) -> String {
        text(in: first.range.lowerBound..<Swift.max(first.range.lowerBound, last.range.upperBound))
    }

    /// Whether `token`'s text is exactly `string`, compared without building a `String`.
    public func token(_ token: Token, is string: String) -> Bool {
        let range = clamped(token.range)
        return string.utf8.count == range.count && bytes[range].elementsEqual(string.utf8)
    }

    /// Tokens that are code, in order: everything except string literal text (openers,
    /// segments, closers) and the end of file. Interpolated code inside strings is
    /// included, comments never are (they are trivia).
    public var codeTokens: [Token] {
        tokens.filter { !$0.kind.isStringText && $0.kind != .endOfFile }
    }

    /// Indices of code tokens where the texts `sequence` occur as consecutive tokens, such
    /// as `[".", "subscribe", "(", "onNext", ":"]`; string literal text never matches.
    /// Indices refer to ``tokens``.
    public func indices(ofSequence sequence: [String]) -> [Int] {
        guard !sequence.isEmpty, sequence.count <= tokens.count else { return [] }
        var found: [Int] = []
        for start in 0...(tokens.count - sequence.count) {
            var matched = true
            for (offset, expected) in sequence.enumerated() {
                let candidate = tokens[start + offset]
                if candidate.kind.isStringText || !token(candidate, is: expected) {
                    matched = false
                    break
                }
            }
            if matched { found.append(start) }
        }
        return found
    }

    /// The comments and whitespace before `token`, piece by piece.
    public func leadingTrivia(of token: Token) -> [TriviaPiece] {
        TriviaPiece.pieces(of: bytes, in: token.leadingTriviaRange)
    }

    /// The comments and whitespace after `token` on its line, piece by piece.
    public func trailingTrivia(of token: Token) -> [TriviaPiece] {
        TriviaPiece.pieces(of: bytes, in: token.trailingTriviaRange)
    }

    private func clamped(_ range: Range<Int>) -> Range<Int> {
        range.clamped(to: 0..<bytes.count)
    }
}

extension TokenStream {
    /// The distinct texts of the tokens `include` accepts, each made a `String` once, in the order
    /// they are first mentioned: a file names the same types hundreds of times, and building and
    /// hashing a string per mention showed in profiles of `strata verify`. Equal byte runs are
    /// found by a hash of their bytes in an open-addressing table of the runs seen so far; equal
    /// hashes are confirmed byte by byte, so two runs that collide are both kept.
    public func distinctTexts(where include: (Token) -> Bool) -> [String] {
        distinctRuns { token, _ in include(token) }
    }

    /// The distinct identifiers whose first byte is in `firstBytes` (`A`…`Z`: the type names a file
    /// mentions), as `distinctTexts` gives them. Every file is asked: the test is written here, so it
    /// is compiled into the loop rather than called per token.
    public func distinctIdentifiers(startingWithin firstBytes: ClosedRange<UInt8>) -> [String] {
        distinctRuns { token, buffer in
            token.kind == .identifier && token.range.lowerBound < buffer.count
                && firstBytes.contains(buffer[token.range.lowerBound])
        }
    }

    /// The runs are gathered first and made strings after, into an array of their number: the
    /// array is kept with the file's facts, and grown by doubling it was reallocated on the way and
    /// kept spare room.
    @inline(__always)
    private func distinctRuns(where include: (Token, UnsafeBufferPointer<UInt8>) -> Bool) -> [String] {
        var table = ByteRunTable()
        return bytes.withUnsafeBufferPointer { buffer in
            for token in tokens where include(token, buffer) {
                table.insert(clamped(token.range), in: buffer)
            }
            return table.runs.map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self) }
        }
    }
}

/// A set of byte runs of one buffer, probed linearly. The standard `Set` would hash each run again
/// with SipHash, which is what this table exists to avoid.
private struct ByteRunTable {
    private struct Entry {
        let hash: UInt64
        let run: Range<Int>
    }

    private var slots = [Int32](repeating: -1, count: 64)
    private var entries: [Entry] = []

    /// Room for as many runs as the first slots take before they grow: most files name fewer.
    init() {
        entries.reserveCapacity(32)
    }

    /// The runs added, in the order they were.
    var runs: [Range<Int>] { entries.map(\.run) }

    /// Adds `range` unless an equal run is already in; returns whether it was added.
    @discardableResult
    mutating func insert(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return entries.isEmpty && append(0, range) }
        let hash = Self.hash(range, in: buffer, base: base)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.hash == hash, entry.run.count == range.count,
                memcmp(base + entry.run.lowerBound, base + range.lowerBound, range.count) == 0
            {
                return false
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(entries.count)
        return append(hash, range)
    }

    private mutating func append(_ hash: UInt64, _ range: Range<Int>) -> Bool {
        entries.append(Entry(hash: hash, run: range))
        if entries.count * 2 > slots.count { grow() }
        return true
    }

    /// Eight bytes at a time (a name is a word or two of them), FNV-1a's step per word, then mixed so
    /// the low bits the slots use depend on every byte. The last word is read whole and masked when
    /// the buffer goes on past it, as it does after nearly every name.
    @inline(__always)
    private static func hash(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>)
        -> UInt64
    {
        let raw = UnsafeRawPointer(base)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(range.count)
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            hash =
                (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                &* 0x100_0000_01b3
            offset += 8
        }
        let remaining = range.upperBound - offset
        if remaining > 0 {
            var tail: UInt64 = 0
            if offset + 8 <= buffer.count {
                tail =
                    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    & ((1 << (UInt64(remaining) * 8)) - 1)
            } else {
                for index in 0..<remaining { tail |= UInt64(base[offset + index]) << (UInt64(index) * 8) }
            }
            hash = (hash ^ tail) &* 0x100_0000_01b3
        }
        // A multiplication carries low bits upwards only: fold the high half down.
        hash ^= hash >> 32
        hash &*= 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 29)
    }

    /// Doubles the slots and places every run again: the table stays at most half full.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
