import Foundation
import StrataTestSupport
import Testing

@testable import StrataKnowledge

/// A small model shaped like the knowledge files: synthesized `Decodable`, nothing custom.
private struct RuleBook: Decodable, Equatable {
    let title: String
    let rules: [Rule]
}

private struct Rule: Decodable, Equatable {
    let id: String
    let severity: Severity
    let summary: String?
    let weight: Int?
    let enabled: Bool
    let tags: [String]
    let example: Example?
}

private struct Example: Decodable, Equatable {
    let language: String
    let code: String
}

private enum Severity: String, Decodable, CaseIterable {
    case error, warning, info
}

/// What a broken fixture must produce, given its file name and its `↓` position.
private struct BrokenFixture: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: @Sendable (_ file: String, _ at: SourcePosition) -> KnowledgeError

    var testDescription: String { name }
}

@Suite struct StrictDecoderTests {
    private static let brokenFixtures: [BrokenFixture] = [
        BrokenFixture(name: "unknown-key-typo") { file, at in
            .json(
                .unknownKey("severty", suggestion: "severity"),
                at: JSONLocation(file: file, path: "$.rules[0].severty", position: at))
        },
        BrokenFixture(name: "unknown-key-extra") { file, at in
            .json(.unknownKey("author", suggestion: nil), at: JSONLocation(file: file, path: "$.author", position: at))
        },
        BrokenFixture(name: "unknown-key-optional-typo") { file, at in
            .json(
                .unknownKey("sumary", suggestion: "summary"),
                at: JSONLocation(file: file, path: "$.rules[0].sumary", position: at))
        },
        BrokenFixture(name: "missing-key") { file, at in
            .json(.missingKey("id"), at: JSONLocation(file: file, path: "$.rules[1]", position: at))
        },
        BrokenFixture(name: "type-mismatch-string") { file, at in
            .json(
                .typeMismatch(expected: "string", found: "number"),
                at: JSONLocation(file: file, path: "$.title", position: at))
        },
        BrokenFixture(name: "type-mismatch-array") { file, at in
            .json(
                .typeMismatch(expected: "array", found: "string"),
                at: JSONLocation(file: file, path: "$.rules[0].tags", position: at))
        },
        BrokenFixture(name: "null-for-required") { file, at in
            .json(
                .typeMismatch(expected: "boolean", found: "null"),
                at: JSONLocation(file: file, path: "$.rules[0].enabled", position: at))
        },
        BrokenFixture(name: "invalid-enum-value") { file, at in
            .json(
                .invalidValue("\"fatal\" is not an allowed value; use one of: error, warning, info"),
                at: JSONLocation(file: file, path: "$.rules[2].severity", position: at))
        },
        BrokenFixture(name: "not-an-integer") { file, at in
            .json(
                .invalidValue(
                    "2.5 is not a whole number between \(Int.min) and \(Int.max); write an integer such as 1"),
                at: JSONLocation(file: file, path: "$.rules[0].weight", position: at))
        },
        BrokenFixture(name: "unsupported-schema-version") { file, at in
            .json(
                .unsupportedSchemaVersion(found: "2", supported: [1]),
                at: JSONLocation(file: file, path: "$.schemaVersion", position: at))
        },
        BrokenFixture(name: "missing-schema-version") { file, at in
            .json(.missingKey("schemaVersion"), at: JSONLocation(file: file, path: "$", position: at))
        },
        BrokenFixture(name: "schema-version-as-string") { file, at in
            .json(
                .typeMismatch(expected: "integer", found: "string"),
                at: JSONLocation(file: file, path: "$.schemaVersion", position: at))
        },
        BrokenFixture(name: "root-is-array") { file, at in
            .json(
                .typeMismatch(expected: "object", found: "array"), at: JSONLocation(file: file, path: "$", position: at)
            )
        },
        BrokenFixture(name: "trailing-comma") { file, at in
            .json(
                .malformedJSON("trailing comma before \"}\"; remove the comma"),
                at: JSONLocation(file: file, path: nil, position: at))
        },
        BrokenFixture(name: "duplicate-key") { file, at in
            .json(
                .malformedJSON("duplicate key \"title\" (first at 3:3); remove one of them"),
                at: JSONLocation(file: file, path: nil, position: at))
        },
        BrokenFixture(name: "nested-unknown-key") { file, at in
            .json(
                .unknownKey("cod", suggestion: "code"),
                at: JSONLocation(file: file, path: "$.rules[0].example.cod", position: at))
        },
    ]

    @Test(arguments: brokenFixtures)
    private func brokenFixtureFailsAtItsMarker(fixture: BrokenFixture) throws {
        let file = "broken/\(fixture.name).json"
        let marked = try Fixtures.marked(file)
        let expected = fixture.expected(file, marked.sourcePosition)
        #expect(throws: expected) {
            try StrictJSONDecoder().decode(RuleBook.self, from: Data(marked.text.utf8), file: file)
        }
        let rendered = expected.description
        #expect(rendered.hasPrefix("\(file):\(marked.sourcePosition.line):\(marked.sourcePosition.column): "))
        #expect(!rendered.contains("\n"))
    }

    @Test func decodesAValidDocument() throws {
        let json = #"""
            {"schemaVersion": 1, "title": "T", "rules": [
              {"id": "a", "severity": "warning", "summary": null, "weight": 3, "enabled": true, "tags": ["x"],
               "example": {"language": "swift", "code": "let a = 1"}}
            ]}
            """#
        let book = try StrictJSONDecoder().decode(RuleBook.self, from: Data(json.utf8), file: "ok.json")
        #expect(
            book
                == RuleBook(
                    title: "T",
                    rules: [
                        Rule(
                            id: "a", severity: .warning, summary: nil, weight: 3, enabled: true, tags: ["x"],
                            example: Example(language: "swift", code: "let a = 1"))
                    ]))
    }

    @Test func reportsEveryUnknownKeyAtOnceInDocumentOrder() throws {
        let marked = MarkedText(
            """
            {"schemaVersion": 1, ↓"titel": "T", "title": "T", "rules": [
              {"id": "a", "severity": "info", "enabled": true, "tags": [], ↓"tag": [], ↓"extra": 1}
            ]}
            """)
        let p = marked.sourcePositions
        #expect(
            throws: KnowledgeErrors([
                .json(
                    .unknownKey("titel", suggestion: nil),
                    at: JSONLocation(file: "f.json", path: "$.titel", position: p[0])),
                .json(
                    .unknownKey("tag", suggestion: nil),
                    at: JSONLocation(file: "f.json", path: "$.rules[0].tag", position: p[1])),
                .json(
                    .unknownKey("extra", suggestion: nil),
                    at: JSONLocation(file: "f.json", path: "$.rules[0].extra", position: p[2])),
            ])
        ) {
            try StrictJSONDecoder().decodeReportingAll(RuleBook.self, from: Data(marked.text.utf8), file: "f.json")
        }
    }

    @Test func suggestsOnlyDeclaredKeysThatAreAbsent() throws {
        let marked = MarkedText(
            """
            {"schemaVersion": 1, "title": "T", "rules": [
              {"id": "a", "severity": "info", "enabled": true, "tags": [], ↓"weigth": 1, ↓"ids": "b"}
            ]}
            """)
        let p = marked.sourcePositions
        #expect(
            throws: KnowledgeErrors([
                .json(
                    .unknownKey("weigth", suggestion: "weight"),
                    at: JSONLocation(file: "f.json", path: "$.rules[0].weigth", position: p[0])),
                .json(
                    .unknownKey("ids", suggestion: nil),
                    at: JSONLocation(file: "f.json", path: "$.rules[0].ids", position: p[1])),
            ])
        ) {
            try StrictJSONDecoder().decodeReportingAll(RuleBook.self, from: Data(marked.text.utf8), file: "f.json")
        }
    }

    @Test func collectsTheStoppingErrorWithKeysThatAreCertainlyUnknown() throws {
        let marked = MarkedText(
            """
            {"schemaVersion": 1, "title": "T", ↓"colour": "red", "rules": [
              {"id": "a", "severity": ↓"loud", "enabled": true, "tags": []}
            ]}
            """)
        let p = marked.sourcePositions
        #expect(
            throws: KnowledgeErrors([
                .json(
                    .unknownKey("colour", suggestion: nil),
                    at: JSONLocation(file: "f.json", path: "$.colour", position: p[0])),
                .json(
                    .invalidValue("\"loud\" is not an allowed value; use one of: error, warning, info"),
                    at: JSONLocation(file: "f.json", path: "$.rules[0].severity", position: p[1])),
            ])
        ) {
            try StrictJSONDecoder().decodeReportingAll(RuleBook.self, from: Data(marked.text.utf8), file: "f.json")
        }
    }

    @Test func positionsErrorsThrownByCustomInitializers() throws {
        struct Port: Decodable {
            let number: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                number = try container.decode(Int.self, forKey: .number)
                guard number > 0 else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .number, in: container, debugDescription: "a port must be positive; use 1 or more")
                }
            }
            enum CodingKeys: String, CodingKey { case number }
        }
        struct Server: Decodable { let ports: [Port] }
        let marked = MarkedText(#"{"schemaVersion": 1, "ports": [{"number": 80}, {"number": ↓-1}]}"#)
        #expect(
            throws: KnowledgeError.json(
                .invalidValue("a port must be positive; use 1 or more"),
                at: JSONLocation(
                    file: "s.json", path: "$.ports[1].number", line: 1, column: marked.sourcePosition.column))
        ) {
            try StrictJSONDecoder().decode(Server.self, from: Data(marked.text.utf8), file: "s.json")
        }
    }

    @Test func decodesDictionariesAndNumbersOfEveryWidth() throws {
        struct Numbers: Decodable, Equatable {
            let small: UInt8
            let big: Int64
            let ratio: Double
            let scale: Float
            let byName: [String: Int]
        }
        let json = #"{"small": 255, "big": -9000000000, "ratio": 0.5, "scale": 2, "byName": {"a": 1, "b": 2}}"#
        let numbers = try StrictJSONDecoder(supportedSchemaVersions: nil)
            .decode(Numbers.self, from: Data(json.utf8), file: "n.json")
        #expect(numbers == Numbers(small: 255, big: -9_000_000_000, ratio: 0.5, scale: 2, byName: ["a": 1, "b": 2]))
        #expect(
            throws: KnowledgeError.json(
                .invalidValue("256 is not a whole number between 0 and 255; write an integer such as 1"),
                at: JSONLocation(file: "n.json", path: "$.small", line: 1, column: 11))
        ) {
            try StrictJSONDecoder(supportedSchemaVersions: nil)
                .decode(
                    Numbers.self, from: Data(json.replacingOccurrences(of: "255", with: "256").utf8), file: "n.json")
        }
    }

    @Test func keepsThePositionedTreeForLaterChecks() throws {
        let marked = MarkedText(
            #"{"schemaVersion": 1, "title": "T", "rules": [{"id": "a", "severity": "info", "enabled": true, "tags": [↓"dup"]}]}"#
        )
        let document = try StrictJSONDecoder().decodeDocument(
            RuleBook.self, from: Data(marked.text.utf8), file: "d.json")
        #expect(document.value.rules[0].tags == ["dup"])
        #expect(
            document.invalidValue(at: ["rules", 0, "tags", 0], "tag \"dup\" is repeated; remove it")
                == .json(
                    .invalidValue("tag \"dup\" is repeated; remove it"),
                    at: JSONLocation(
                        file: "d.json", path: "$.rules[0].tags[0]", line: 1, column: marked.sourcePosition.column)))
    }
}
