import StrataJSON
import Testing

/// The one JSON writer every output goes through: what it escapes, what it leaves alone, and
/// that key order never depends on how a value was built.
@Suite struct JSONWriterTests {
    @Test func everyControlCharacterIsEscaped() {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let written = JSON.string(controls).compactText
        #expect(written.unicodeScalars.allSatisfy { $0.value >= 0x20 }, "no raw control character survives")
        #expect(written.hasPrefix(#""\u0000\u0001"#))
        #expect(written.contains(#"\b\t\n\u000b\f\r\u000e"#), "the short escapes JSON defines are used")
        #expect(written.hasSuffix(#"\u001f""#))
    }

    @Test func quotesAndBackslashesAreEscapedAndSlashesAreNot() {
        #expect(JSON.string(#"say "hi" \ a/b"#).compactText == #""say \"hi\" \\ a/b""#)
    }

    @Test func nonASCIIIsWrittenAsItselfExceptTheJavaScriptLineBreaks() {
        // U+2028 and U+2029 are legal in JSON but end a line in JavaScript and in some editors,
        // so a message holding one could break a log or an embedding page.
        #expect(JSON.string("é 日本 😀 \u{7F}").compactText == "\"é 日本 😀 \u{7F}\"")
        #expect(JSON.string("a\u{2028}b\u{2029}c").compactText == #""a\u2028b\u2029c""#)
    }

    @Test func keysAreSortedWhateverTheOrderTheyWereGiven() {
        let forwards: JSON = ["alpha": 1, "beta": ["z": true, "a": nil], "Zulu": "x", "é": 2]
        var backwards: [String: JSON] = [:]
        for key in ["é", "Zulu", "beta", "alpha"] { backwards[key] = forwards[key] }
        #expect(JSON.object(backwards).compactText == forwards.compactText)
        #expect(forwards.compactText == #"{"Zulu":"x","alpha":1,"beta":{"a":null,"z":true},"é":2}"#)
    }

    @Test func prettyTextIsTwoSpacesColonSpaceAndAFinalNewline() {
        let value: JSON = ["list": [1, .number(2.5)], "empty": [:], "none": []]
        #expect(
            value.prettyText == """
                {
                  "empty": {},
                  "list": [
                    1,
                    2.5
                  ],
                  "none": []
                }

                """)
    }

    @Test func theEncoderWritesExactlyWhatTheWriterWrites() throws {
        struct Report: Encodable {
            var name = "a\u{1}\"b\u{2028}"
            var counts = [3, 1]
            var nested = ["k": UInt8(7)]
            var missing: Int? = nil
        }
        let text = try CanonicalJSONEncoder.encode(Report())
        let tree: JSON = ["name": "a\u{1}\"b\u{2028}", "counts": [3, 1], "nested": ["k": 7]]
        #expect(text == tree.prettyText)
    }

    @Test func numbersJSONCannotHoldAreRefusedNotRounded() throws {
        #expect(throws: EncodingError.self) { try CanonicalJSONEncoder.encode([UInt64.max]) }
        #expect(throws: EncodingError.self) { try CanonicalJSONEncoder.encode([Double.nan]) }
        #expect(try CanonicalJSONEncoder.encode([UInt64(Int.max)]) == "[\n  \(Int.max)\n]\n")
    }
}
