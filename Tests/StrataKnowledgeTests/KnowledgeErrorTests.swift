import Testing

@testable import StrataKnowledge

@Suite struct KnowledgeErrorTests {
    /// Every kind of error, each expected to render as `location: what; how to fix`.
    private static let located: [(KnowledgeError, String)] = [
        (
            .json(
                .malformedJSON("trailing comma before \"}\"; remove the comma"),
                at: JSONLocation(file: "k.json", path: nil, line: 2, column: 3)),
            "k.json:2:3: "
        ),
        (
            .json(.missingKey("id"), at: JSONLocation(file: "k.json", path: "$.rules[0]", line: 4, column: 5)),
            "k.json:4:5: $.rules[0]: "
        ),
        (
            .json(.unknownKey("a", suggestion: nil), at: JSONLocation(file: "k.json", path: "$.a", line: 1, column: 2)),
            "k.json:1:2: $.a: "
        ),
        (
            .json(
                .typeMismatch(expected: "integer", found: "string"),
                at: JSONLocation(file: "k.json", path: "$.n", line: 1, column: 6)),
            "k.json:1:6: $.n: "
        ),
        (
            .json(.invalidValue("bad; fix it"), at: JSONLocation(file: "k.json", path: "$.s", line: 3, column: 1)),
            "k.json:3:1: $.s: "
        ),
        (
            .json(
                .unsupportedSchemaVersion(found: "3", supported: [1, 2]),
                at: JSONLocation(file: "k.json", path: "$.schemaVersion", line: 2, column: 20)),
            "k.json:2:20: $.schemaVersion: "
        ),
        (.template(.elseOutsideSection, at: FileLocation(file: "T.tmpl", line: 7, column: 1)), "T.tmpl:7:1: "),
        (.missingFile(path: "knowledge/rules.json"), "knowledge/rules.json: "),
        (.unreadableFile(path: "x.json", reason: "not valid UTF-8"), "x.json: "),
        (.staleManifest(file: "manifest.json", entry: "knowledge/a.json", change: .missingEntry), "manifest.json: "),
        (.unknownTemplate(id: "vm", available: ["viewmodel"]), "unknown template \"vm\""),
        (.invalidIdentifier(name: "123", problem: .startsWithDigit), "\"123\""),
        (.invalidField(field: "age:Integer", problem: .unsupportedType("Integer")), "field \"age:Integer\": "),
        (.invalidInput(variable: "enabled", value: "maybe", expected: "true or false"), "\"maybe\""),
    ]

    @Test func rendersEveryErrorAsOneLineWithAFix() {
        for (error, prefix) in Self.located {
            let text = error.description
            #expect(text.hasPrefix(prefix), "\(text)")
            #expect(!text.contains("\n"), "\(text)")
            #expect(text.contains("; "), "no fix in: \(text)")
        }
    }

    @Test func suggestsTheIntendedKey() {
        let error = KnowledgeError.json(
            .unknownKey("severty", suggestion: "severity"),
            at: JSONLocation(file: "f", path: "$.severty", line: 1, column: 1))
        #expect(error.description.hasSuffix("unknown key \"severty\"; did you mean \"severity\"?"))
    }

    @Test func namesExpectedAndFoundTypesWithArticles() {
        let error = KnowledgeError.json(
            .typeMismatch(expected: "integer", found: "array"),
            at: JSONLocation(file: "f", path: "$.a", line: 1, column: 1))
        #expect(error.description.contains("expected an integer, found an array"))
        let null = KnowledgeError.json(
            .typeMismatch(expected: "string", found: "null"),
            at: JSONLocation(file: "f", path: "$.a", line: 1, column: 1))
        #expect(null.description.contains("expected a string, found null"))
    }

    @Test func joinsCollectedErrorsOneLineEach() {
        let errors = KnowledgeErrors([.missingFile(path: "a"), .missingFile(path: "b")])
        #expect(
            errors.description.split(separator: "\n") == [
                "a: file not found; check the path", "b: file not found; check the path",
            ])
    }

    @Test func sortsCollectedErrorsByPositionKeepingUnpositionedFirst() {
        let late = KnowledgeError.json(.invalidValue("r"), at: JSONLocation(file: "f", path: "$.b", line: 9, column: 1))
        let early = KnowledgeError.json(
            .invalidValue("r"), at: JSONLocation(file: "f", path: "$.a", line: 2, column: 5))
        let sameLine = KnowledgeError.json(
            .invalidValue("r"), at: JSONLocation(file: "f", path: "$.c", line: 2, column: 9))
        let missing = KnowledgeError.missingFile(path: "x")
        #expect([late, sameLine, missing, early].sortedByPosition() == [missing, early, sameLine, late])
    }

    @Test(
        arguments: [
            (JSONPath.root, "$"),
            (["rules", 3, "severity"], "$.rules[3].severity"),
            (["my key", 0], "$[\"my key\"][0]"),
            (["say \"hi\""], "$[\"say \\\"hi\\\"\"]"),
            (["_id2"], "$._id2"),
            (["2nd"], "$[\"2nd\"]"),
        ] as [(JSONPath, String)])
    func writesJSONPaths(path: JSONPath, text: String) {
        #expect(path.description == text)
    }
}
