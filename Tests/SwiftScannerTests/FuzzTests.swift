import Foundation
import StrataTestSupport
import SwiftScanner
import Testing

/// Robustness: whatever the bytes, the scanner returns, its tokens give the input back
/// byte for byte, and their positions stay inside the input and in order.
@Suite("Fuzz: lexer and index on hostile input")
struct FuzzTests {
    /// Pieces that steer the lexer into its modes and out of them at awkward points.
    private static let fragments: [[UInt8]] =
        [
            "\"", "\"\"\"", "#\"", "\"#", "##\"", "#\"\"\"#", "<T, U>(", "\\(", "\\#(", ")", "(", "{", "}", "[", "]",
            "/*", "*/",
            "//", "///", "#if X", "#elseif Y", "#else", "#endif", "/", "#/", "/#", "@", "@attr(", "`",
            "'", "\\", "\n", "\r", "\r\n", " ", "\t", "0x", "1.e", "_", "$", "<", ">", "->", "...",
            "class A: B {", "var x: Int = ", "func f(a b: C = d) ", "init?(", "case ", "import ",
            "struct S<T> where T: P {", "private(set) ", "é", "√", "\u{1F600}",
        ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80]]

    @Test func hundredThousandGeneratedInputs() throws {
        let corpus = try Self.realSources()
        var generator = SplitMix64(seed: 0x5EED_5CA7)
        var failures: [String] = []
        var checked = 0
        for round in 0..<100_000 {
            let input: [UInt8]
            switch round % 4 {
            case 0: input = Self.mutatedWindow(of: corpus, using: &generator)
            case 1: input = Self.randomBytes(using: &generator)
            case 2: input = Self.fragmentSoup(using: &generator)
            default: input = Self.mutatedWindow(of: corpus, using: &generator, mutations: 8)
            }
            if let problem = Self.problem(scanning: input, thorough: round % 8 == 0) {
                failures.append("\(problem): \(input)")
                if failures.count >= 5 { break }
            }
            checked += 1
        }
        print("fuzz: \(checked) generated Swift inputs (seed 0x5eed5ca7)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(checked == 100_000)
    }

    @Test func hundredThousandUnclosedParentheses() {
        #expect(Self.problem(scanning: Array(String(repeating: "(", count: 100_000).utf8)) == nil)
    }

    /// Nesting far past every limit (the index stops recursing at 32 levels).
    @Test(arguments: ["[", "{", "\"\\(", "#if A\n", "struct A {", "@a(", "<"])
    func deeplyNestedOpeners(opener: String) {
        let input = Array(String(repeating: opener, count: 20_000).utf8)
        #expect(Self.problem(scanning: input) == nil)
    }

    @Test func hundredThousandBalancedParentheses() {
        let input = Array(
            ("let x = " + String(repeating: "(", count: 100_000) + "1"
                + String(repeating: ")", count: 100_000) + "\nvar after = 2").utf8)
        #expect(Self.problem(scanning: input) == nil)
        let index = SourceFileIndex(tokens: Lexer.tokenize(bytes: input))
        #expect(index.topLevelProperties.map(\.name) == ["x", "after"])
    }

    @Test func deeplyNestedTypesStopIndexingAtTheLimitButKeepGoing() {
        let depth = 1_000
        let source =
            String(repeating: "struct A {", count: depth) + String(repeating: "}", count: depth)
            + "\nstruct Last {}"
        let index = SourceFileIndex(parsing: source)
        #expect(index.diagnostics.map(\.code) == ["nestingTooDeep"])
        #expect(index.declarations.compactMap(\.type).map(\.name) == ["A", "Last"])
    }

    /// Lines of 5 MB without a line break, built inside the test so a failure report
    /// names the case rather than printing megabytes.
    enum LongLine: CaseIterable {
        /// Calls whose string arguments hold escapes and an interpolation every kilobyte.
        case stringsAndCode
        /// An unterminated block comment that opens a nested comment every few bytes.
        case nestedComments

        var source: String {
            switch self {
            case .stringsAndCode:
                let text = String(repeating: #"ab\"cd"#, count: 160) + #"\(x + "y")"#
                return String(repeating: #"label(text: ""# + text + #"", id: 1) + "#, count: 5_100)
            case .nestedComments:
                return String(repeating: "/* nested ", count: 520_000)
            }
        }
    }

    @Test(arguments: LongLine.allCases)
    func fiveMegabyteSingleLine(line: LongLine) {
        let source = line.source
        #expect(source.utf8.count >= 5_000_000)
        #expect(!source.contains("\n"))
        #expect(Self.problem(scanning: Array(source.utf8)) == nil)
    }

    @Test(arguments: [
        "let s = \"abc", "let s = \"\"\"\nabc", "let s = #\"abc\"", "let s = \"\\(a", "let s = \"\\(\"\\(",
        "/* /* */", "x = #/abc", "`abc", "#if A\nvar x = 1", "struct A {",
    ])
    func unterminatedConstructsAreDiagnosedNotFatal(source: String) {
        let index = SourceFileIndex(parsing: source)
        #expect(!index.diagnostics.isEmpty)
        #expect(Self.problem(scanning: Array(source.utf8)) == nil)
    }

    @Test(arguments: ["func f(", "struct S { func f(", "init(a: [Int", "let x = (((", "enum E { case a("])
    func unclosedGroupsEndTheIndexQuietly(source: String) {
        #expect(Self.problem(scanning: Array(source.utf8)) == nil)
        #expect(!outline(source).isEmpty)
    }

    // MARK: Checks

    /// What is wrong with the scan of `input`, or `nil` when it upholds every invariant.
    ///
    /// Token ranges that follow one another without gap or overlap from the first byte to
    /// the last already prove that joining the tokens gives the input back; a thorough
    /// check also joins them and runs the manifest reader.
    static func problem(scanning input: [UInt8], thorough: Bool = true) -> String? {
        let stream = Lexer.tokenize(bytes: input)
        guard stream.bytes == input else { return "the stream does not hold the input" }
        guard !thorough || reassembled(stream) == input else { return "tokens do not reassemble the input" }
        guard stream.tokens.last?.kind == .endOfFile, stream.tokens.last?.fullRange.upperBound == input.count
        else { return "tokens do not end at the end of the input" }
        var previousEnd = 0
        var previousLine = 1
        for token in stream.tokens {
            guard token.fullRange.lowerBound == previousEnd, token.fullRange.upperBound <= input.count,
                token.leadingTriviaRange.lowerBound <= token.range.lowerBound,
                token.range.upperBound <= token.trailingTriviaRange.upperBound
            else { return "token ranges out of order at \(token.range)" }
            guard token.line >= previousLine, token.column >= 1 else { return "positions out of order" }
            previousEnd = token.fullRange.upperBound
            previousLine = token.line
        }
        let index = SourceFileIndex(tokens: stream)
        guard index.diagnostics.allSatisfy({ $0.line >= 1 && $0.column >= 1 }) else {
            return "diagnostic without a position"
        }
        if thorough {
            _ = PackageManifestReader.read(tokens: stream)
        }
        return nil
    }

    // MARK: Generators

    /// Swift files of this package, as a corpus of real code to mutate.
    static func realSources() throws -> [[UInt8]] {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        let files = (walker?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        let corpus = try files.map { Array(try Data(contentsOf: $0)) }
        #expect(corpus.count >= 10)
        return corpus
    }

    private static func mutatedWindow(
        of corpus: [[UInt8]], using generator: inout SplitMix64, mutations: Int = 3
    ) -> [UInt8] {
        let file = corpus[generator.next(below: corpus.count)]
        let length = Swift.min(file.count, 8 + generator.next(below: 48))
        let start = generator.next(below: file.count - length + 1)
        var bytes = Array(file[start..<start + length])
        for _ in 0..<(1 + generator.next(below: mutations)) {
            let position = generator.next(below: bytes.count + 1)
            switch generator.next(below: 4) {
            case 0:
                bytes.insert(contentsOf: fragments[generator.next(below: fragments.count)], at: position)
            case 1 where position < bytes.count:
                bytes.removeSubrange(position..<Swift.min(bytes.count, position + 1 + generator.next(below: 8)))
            case 2 where position < bytes.count:
                bytes[position] = UInt8(truncatingIfNeeded: generator.next(below: 256))
            default:
                let end = Swift.min(bytes.count, position + generator.next(below: 16))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            }
        }
        return bytes
    }

    private static func randomBytes(using generator: inout SplitMix64) -> [UInt8] {
        (0..<generator.next(below: 40)).map { _ in UInt8(truncatingIfNeeded: generator.next(below: 256)) }
    }

    private static func fragmentSoup(using generator: inout SplitMix64) -> [UInt8] {
        (0..<(1 + generator.next(below: 8))).flatMap { _ in fragments[generator.next(below: fragments.count)] }
    }
}
