import StrataJSON
import Testing

@testable import StrataKnowledge

@Suite struct JSONParsingTests {
    @Test(arguments: [
        #"{"a":[1,2.5,true,false,null,"x"],"b":{"c":-7}}"#,
        #"[]"#,
        #"{}"#,
        #""\u00e9\n\"\\""#,
        #"9007199254740993"#,
    ])
    func compactTextRoundTrips(text: String) throws {
        let value = try JSON.parse(text)
        #expect(try JSON.parse(value.compactText) == value)
    }

    @Test func integersStayExact() throws {
        #expect(try JSON.parse("9007199254740993") == .integer(9_007_199_254_740_993))
        #expect(try JSON.parse("1.5") == .number(1.5))
        #expect(try JSON.parse("true") == .bool(true))
        #expect(try JSON.parse("1") == .integer(1))
    }

    @Test func keysAreSortedWhateverTheInsertionOrder() {
        let forward: JSON = ["b": 1, "a": 2, "c": ["z": 1, "y": 2]]
        var members: [String: JSON] = [:]
        for key in ["c", "a", "b"] { members[key] = forward[key] }
        #expect(forward.compactText == #"{"a":2,"b":1,"c":{"y":2,"z":1}}"#)
        #expect(JSON.object(members).compactText == forward.compactText)
    }

    @Test func compactTextNeverContainsANewline() {
        let value: JSON = ["text": "line one\nline two\r\u{2028}", "tab": "\t", "bell": "\u{07}"]
        #expect(!value.compactText.contains("\n"))
        #expect(value.compactText.contains(#"\u0007"#))
        #expect(value.compactText.contains(#"\u2028"#))
    }

    @Test func prettyTextIndentsByTwoAndEndsWithNewline() {
        let value: JSON = ["schemaVersion": 1, "list": ["a"], "empty": [:]]
        #expect(value.prettyText == "{\n  \"empty\": {},\n  \"list\": [\n    \"a\"\n  ],\n  \"schemaVersion\": 1\n}\n")
    }

    @Test(arguments: ["{", "{\"a\":}", "tru", "[1 2]", "", "[1,]", "{\"a\":1,\"a\":2}", "// c\n1"])
    func malformedTextIsAParseError(text: String) {
        #expect(throws: JSONParseError.self) { try JSON.parse(text) }
    }
}
