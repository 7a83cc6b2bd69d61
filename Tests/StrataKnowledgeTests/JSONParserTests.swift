import Foundation
import StrataTestSupport
import Testing

@testable import StrataKnowledge

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(KnowledgeError) -> JSONValue {
        try JSONParser.parse(text, file: "test.json")
    }

    @Test func recordsThePositionOfEveryValueAndKey() throws {
        let marked = MarkedText(
            """
            ↓{
              ↓"name": ↓"Strata",
              ↓"tags": ↓[↓true, ↓null,
                ↓-1.5e3],
              ↓"é": ↓{}
            }
            """)
        let root = try parse(marked.text)
        let p = marked.sourcePositions
        guard case .object(let object) = root.kind else {
            Issue.record("root is not an object")
            return
        }
        #expect(root.position == p[0])
        #expect(object.members.map(\.key) == ["name", "tags", "é"])
        #expect(object.members.map(\.keyPosition) == [p[1], p[3], p[8]])
        #expect(root["name"]?.position == p[2])
        #expect(root["tags"]?.position == p[4])
        #expect(root.value(at: ["tags", 0])?.position == p[5])
        #expect(root.value(at: ["tags", 1])?.position == p[6])
        #expect(root.value(at: ["tags", 2])?.position == p[7])
        #expect(root.value(at: ["tags", 2])?.kind == .number("-1.5e3"))
        #expect(root["é"]?.position == p[9])
    }

    @Test func countsColumnsInCharactersNotBytes() throws {
        let marked = MarkedText(#"{"ключ": "日本語", "x": ↓1}"#)
        #expect(try parse(marked.text)["x"]?.position == marked.sourcePosition)
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
        (#""\u00e9\u00C9""#, "éÉ"),
        (#""\uD83D\uDE00 smile""#, "😀 smile"),
        (#""\u0000""#, "\u{0}"),
        (#""日本 ü""#, "日本 ü"),
        (#""""#, ""),
    ])
    func decodesStringEscapes(json: String, expected: String) throws {
        #expect(try parse(json).kind == .string(expected))
    }

    @Test(arguments: [
        "0", "-0", "12", "-12", "1.5", "0.25", "1e10", "1E+2", "-1.25e-3", "123456789012345678901234567890",
    ])
    func keepsNumbersExactlyAsWritten(number: String) throws {
        #expect(try parse(number).kind == .number(number))
    }

    @Test func readsLiteralsAndNesting() throws {
        let root = try parse(#" [true, false, null, [[]], {"a": {"b": [1]}}] "#)
        #expect(root.value(at: [0])?.kind == .bool(true))
        #expect(root.value(at: [1])?.kind == .bool(false))
        #expect(root.value(at: [2])?.kind == .null)
        #expect(root.value(at: [3, 0])?.kind == .array([]))
        #expect(root.value(at: [4, "a", "b", 0])?.kind == .number("1"))
        #expect(root.value(at: [4, "missing"]) == nil)
    }

    @Test func ignoresAByteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        let root = try JSONParser.parse(data, file: "bom.json")
        #expect(root.position == SourcePosition(line: 1, column: 1))
        #expect(root["a"]?.kind == .number("1"))
    }

    @Test(arguments: [
        ("↓", "the file is empty"),
        ("  \n ↓", "the file is empty"),
        (#"{"a": 1}↓x"#, "after the end of the JSON value"),
        (#"{"a": 1} ↓{}"#, "after the end of the JSON value"),
        (#"{"a": 1↓,}"#, "trailing comma"),
        (#"[1, 2↓,]"#, "trailing comma"),
        (#"{"a": 1, ↓"a": 2}"#, "duplicate key \"a\" (first at 1:2)"),
        (#"{"a": ↓"unterminated}"#, "unterminated string"),
        ("{\"a\": ↓\"line\nbreak\"}", "unterminated string"),
        ("[\"tab↓\there\"]", "control character U+0009"),
        (#"["bad ↓\x escape"]"#, "invalid escape \"\\x\""),
        (#"["↓\u12G4"]"#, "four hex digits"),
        (#"["↓\uD83D alone"]"#, "unpaired surrogate \\uD83D"),
        (#"["\uD83D↓\u0041"]"#, "must be followed by a low surrogate"),
        (#"["↓\uDE00"]"#, "unpaired low surrogate"),
        (#"[↓01]"#, "leading zeros"),
        (#"[↓1.]"#, "decimal point"),
        (#"[↓1e]"#, "exponent"),
        (#"[↓-]"#, "\"-\" must be followed by a digit"),
        (#"[↓.5]"#, "unexpected character \".\"; expected a value"),
        (#"[↓+1]"#, "unexpected character \"+\""),
        (#"{"a": ↓True}"#, "unexpected word \"True\""),
        (#"{"a": ↓NaN}"#, "unexpected word \"NaN\""),
        (#"{↓'a': 1}"#, "expected a key in double quotes"),
        (#"{↓name: 1}"#, "expected a key in double quotes"),
        (#"{"a" ↓1}"#, "expected \":\" after key \"a\""),
        (#"{"a": 1 ↓"b": 2}"#, "expected \",\" or \"}\""),
        (#"[1 ↓2]"#, "expected \",\" or \"]\""),
        ("{\"a\": [1, 2]↓", "the object opened at 1:1 is never closed"),
        ("[[1]↓", "the array opened at 1:1 is never closed"),
        ("{\"a\": ↓“quoted”}", "unexpected character \"“\""),
    ])
    func reportsSyntaxErrorsWhereTheyAre(marked: String, reason: String) {
        let input = MarkedText(marked)
        #expect {
            try parse(input.text)
        } throws: { error in
            guard case .json(.malformedJSON(let message), let location) = error as? KnowledgeError else {
                return false
            }
            return location.file == "test.json" && location.path == nil && location.position == input.sourcePosition
                && message.contains(reason)
        }
    }

    @Test func rejectsInvalidUTF8InsideStrings() {
        let bytes = Array(#"["ok", "bad "#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8)
        #expect(
            throws: KnowledgeError.json(
                .malformedJSON("invalid UTF-8 byte 0xC3; save the file as UTF-8"),
                at: JSONLocation(file: "bytes.json", path: nil, line: 1, column: 13))
        ) {
            try JSONParser.parse(Data(bytes), file: "bytes.json")
        }
    }

    @Test(arguments: [[0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] as [[UInt8]])
    func rejectsSurrogatesOverlongAndTruncatedUTF8(sequence: [UInt8]) {
        let bytes = [UInt8(ascii: "\"")] + sequence + [UInt8(ascii: "\"")]
        #expect(throws: KnowledgeError.self) { try JSONParser.parse(Data(bytes), file: "bytes.json") }
    }

    @Test func limitsNestingDepthInsteadOfOverflowingTheStack() {
        let depth = JSONParser.maximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect {
            try parse(text)
        } throws: { error in
            guard case .json(.malformedJSON(let reason), let location) = error as? KnowledgeError else { return false }
            return location.position == SourcePosition(line: 1, column: depth) && reason.contains("nest deeper")
        }
        #expect(throws: Never.self) {
            try parse(String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1))
        }
    }

    /// Mutated documents must parse or fail with a positioned error — never trap.
    @Test func survivesArbitraryCorruption() {
        let original = Array(#"{"rules": [{"id": "a\u00e9", "n": -1.5e3, "ok": [true, null]}], "é": "ü"}"#.utf8)
        var generator = SplitMix64(seed: 42)
        let alphabet = Array(#"{}[]":,\u0123456789eE+-.tfnl "#.utf8) + [0x00, 0x0A, 0xC3, 0xFF, 0xED, 0xA0]
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: index)
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "x")] }
            }
            do {
                _ = try JSONParser.parse(Data(bytes), file: "fuzz.json")
            } catch {
                guard case .json(.malformedJSON, let location) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
                #expect(location.position.line >= 1 && location.position.column >= 1)
            }
        }
    }
}
