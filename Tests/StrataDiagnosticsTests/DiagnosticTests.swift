import StrataDiagnostics
import Testing

@Suite struct DiagnosticTests {
    private enum Sample {
        case unknownOption(String)
        case notUTF8(path: String)
        case malformedJSONPath
        case locked
    }

    @Test func idsFollowCaseNamesInKebabCase() {
        #expect(Diagnostic.id("usage", caseOf: Sample.unknownOption("x")) == "usage.unknown-option")
        #expect(Diagnostic.id("input", caseOf: Sample.notUTF8(path: "a")) == "input.not-utf8")
        #expect(Diagnostic.id("knowledge", caseOf: Sample.malformedJSONPath) == "knowledge.malformed-json-path")
        #expect(Diagnostic.id("scaffold", caseOf: Sample.locked) == "scaffold.locked")
    }

    @Test func oneLineIsPlaceMessageAndFixHint() {
        let located = Diagnostic(
            id: "config.unknown-rule", severity: .error,
            location: .init(file: "strata.json", start: .init(line: 3, column: 5)),
            message: "unknown rule 'domain-purty'", fixHint: "did you mean 'domain-purity'?")
        #expect(located.description == "strata.json:3:5: unknown rule 'domain-purty'; did you mean 'domain-purity'?")
        let fileOnly = Diagnostic(
            id: "input.not-utf8", severity: .error, location: .init(file: "A.swift"), message: "skipped")
        #expect(fileOnly.description == "A.swift: skipped")
        #expect(Diagnostic(id: "usage.x", severity: .error, message: "plain").description == "plain")
    }

    @Test func oneLineNeverCarriesAControlCharacter() {
        let hostile = Diagnostic(
            id: "rule.x", severity: .warning, location: .init(file: "a\nb.swift"), message: "name \u{1B}[2J\u{2028}")
        #expect(hostile.description == #"a\nb.swift: name \u{1B}[2J\u{2028}"#)
    }

    @Test func severitiesOrderFromNoteToBug() {
        #expect(Diagnostic.Severity.allCases.sorted() == [.note, .warning, .error, .bug])
        #expect([Diagnostic.Severity.warning, .bug, .error].max() == .bug)
    }

    @Test func aLongLineIsCutAroundTheColumnAndItsScalarColumnCountsTheWholeLine() throws {
        let line = String(repeating: "é", count: 1_000) + "import UIKit" + String(repeating: "x", count: 2_000)
        let location = Diagnostic.Location(file: "A.swift", line: 1, column: 2_001, lineText: line)
        #expect(location.scalarColumn == 1_001)
        let excerpt = try #require(location.lineText)
        #expect(excerpt.utf8.count <= Diagnostic.Location.maximumLineTextBytes + 6)
        #expect(excerpt.hasPrefix("…") && excerpt.hasSuffix("…") && excerpt.contains("import UIKit"))
    }
}
