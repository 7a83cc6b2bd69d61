import Foundation
import StrataJSON
import Testing

@testable import StrataKnowledge

@Suite struct CanonicalJSONEncoderTests {
    private struct Sample: Encodable {
        let zebra: String
        let apple: Int
        let nested: [String: [Int]]
        let empty: [String]
        let emptyObject: [String: Int]
        let missing: String?
        let flag: Bool
        let ratio: Double
    }

    @Test func sortsKeysIndentsByTwoAndEndsWithANewline() throws {
        let sample = Sample(
            zebra: "z", apple: 1, nested: ["b": [1, 2], "a": []], empty: [], emptyObject: [:], missing: nil, flag: true,
            ratio: 0.5)
        #expect(
            try CanonicalJSONEncoder.encode(sample) == """
                {
                  "apple": 1,
                  "empty": [],
                  "emptyObject": {},
                  "flag": true,
                  "nested": {
                    "a": [],
                    "b": [
                      1,
                      2
                    ]
                  },
                  "ratio": 0.5,
                  "zebra": "z"
                }

                """)
    }

    @Test func escapesOnlyWhatJSONRequires() throws {
        let text = try CanonicalJSONEncoder.encode(["k": "quote \" backslash \\ slash / tab \t nl \n bell \u{07} é 😀"])
        #expect(
            text == #"{"# + "\n" + #"  "k": "quote \" backslash \\ slash / tab \t nl \n bell \u0007 é 😀""# + "\n}\n")
    }

    @Test func roundTripsThroughTheParser() throws {
        let value: [String: [String]] = ["names": ["a\u{0}b", "\u{1F}", "日本"]]
        let text = try CanonicalJSONEncoder.encode(value)
        let parsed = try JSONParser.parse(text, file: "round.json")
        #expect(parsed.value(at: ["names", 0])?.kind == .string("a\u{0}b"))
        #expect(parsed.value(at: ["names", 1])?.kind == .string("\u{1F}"))
        #expect(parsed.value(at: ["names", 2])?.kind == .string("日本"))
    }

    @Test func rejectsNumbersJSONCannotHold() {
        #expect(throws: EncodingError.self) { try CanonicalJSONEncoder.encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try CanonicalJSONEncoder.encode(["x": Double.infinity]) }
    }
}
