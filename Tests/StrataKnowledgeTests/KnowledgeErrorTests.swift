import Testing

@testable import StrataKnowledge

@Suite struct KnowledgeErrorTests {
    /// Every kind of error, each expected to render as `location: what; how to fix`.
    private static let located: [(KnowledgeError, String)] = [
        (
            .malformedJSON(file: "k.json", line: 2, column: 3, reason: "trailing comma before \"}\"; remove the comma"),
            "k.json:2:3: "
        ),
        (.missingKey(file: "k.json", path: "$.rules[0]", line: 4, column: 5, key: "id"), "k.json:4:5: $.rules[0]: "),
        (.unknownKey(file: "k.json", path: "$.a", line: 1, column: 2, key: "a", suggestion: nil), "k.json:1:2: $.a: "),
        (
            .typeMismatch(file: "k.json", path: "$.n", line: 1, column: 6, expected: "integer", found: "string"),
            "k.json:1:6: $.n: "
        ),
        (.invalidValue(file: "k.json", path: "$.s", line: 3, column: 1, reason: "bad; fix it"), "k.json:3:1: $.s: "),
        (
            .unsupportedSchemaVersion(
                file: "k.json", path: "$.schemaVersion", line: 2, column: 20, found: "3", supported: [1, 2]),
            "k.json:2:20: $.schemaVersion: "
        ),
        (.template(file: "T.tmpl", line: 7, column: 1, problem: .elseOutsideSection), "T.tmpl:7:1: "),
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
        let error = KnowledgeError.unknownKey(
            file: "f", path: "$.severty", line: 1, column: 1, key: "severty", suggestion: "severity")
        #expect(error.description.hasSuffix("unknown key \"severty\"; did you mean \"severity\"?"))
    }

    @Test func namesExpectedAndFoundTypesWithArticles() {
        let error = KnowledgeError.typeMismatch(
            file: "f", path: "$.a", line: 1, column: 1, expected: "integer", found: "array")
        #expect(error.description.contains("expected an integer, found an array"))
        let null = KnowledgeError.typeMismatch(
            file: "f", path: "$.a", line: 1, column: 1, expected: "string", found: "null")
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
        let late = KnowledgeError.invalidValue(file: "f", path: "$.b", line: 9, column: 1, reason: "r")
        let early = KnowledgeError.invalidValue(file: "f", path: "$.a", line: 2, column: 5, reason: "r")
        let sameLine = KnowledgeError.invalidValue(file: "f", path: "$.c", line: 2, column: 9, reason: "r")
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
