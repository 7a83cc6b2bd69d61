import Foundation
import StrataCore
import SwiftScanner

/// One file's bytes and tokens, with line lookups that are only paid for when asked: most
/// files have no finding, and only findings need the text of a line.
public final class SourceText {
    public let bytes: [UInt8]
    public let tokens: TokenStream
    private var lineStartsCache: [Int]?

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.tokens = Lexer.tokenize(bytes: bytes)
    }

    public convenience init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Byte offsets where each line starts; index 0 is line 1.
    private var lineStarts: [Int] {
        if let lineStartsCache { return lineStartsCache }
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        lineStartsCache = starts
        return starts
    }

    /// Lines as the line table counts them (one more than the line feeds). Every file is asked,
    /// and most never need the table, so the feeds are counted without building it.
    public var lineCount: Int {
        if let lineStartsCache { return lineStartsCache.count }
        // Counted a word at a time: a `memchr` call per line cost more.
        return bytes.withUnsafeBufferPointer { $0.count(of: 0x0A) } + 1
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if end > starts[line - 1], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return tokens.text(in: starts[line - 1]..<max(starts[line - 1], end))
    }

    /// The text of the line holding byte `offset`, found in the line table: rules and facts ask for the lines of
    /// several declarations of a file, and scanning out to the line breaks for each cost the length of the line
    /// every time — seconds for a minified file whose one line is megabytes long.
    public func lineText(containingByte offset: Int) -> String {
        guard offset >= 0, offset <= bytes.count else { return "" }
        return lineText(position(ofByte: offset).line)
    }

    /// The 1-based line and UTF-8 column of a byte offset.
    public func position(ofByte offset: Int) -> (line: Int, column: Int) {
        let starts = lineStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
