import Foundation
import StrataKnowledge
import StrataScaffold
import StrataTestSupport
import Testing

@testable import StrataTemplateCheck

/// The pieces `templates check` is built from: reading tool output, checking generated Swift,
/// and tracing generated lines back to templates.
@Suite struct TemplateCheckPartsTests {
    @Test func readsCompilerXCTestAndSwiftTestingDiagnostics() {
        let output = """
            [3/9] Compiling DemoDomain Profile.swift
            /tmp/Demo/Sources/DemoDomain/Profile/Profile.swift:14:27: error: cannot convert value of type 'String' to specified type 'Int'
            /tmp/Demo/Sources/DemoDomain/Profile/Profile.swift:14:27: error: cannot convert value of type 'String' to specified type 'Int'
            /tmp/Demo/Sources/DemoUI/Theme/Theme.swift:3:5: warning: variable 'x' was never used
            /tmp/Demo/Tests/DemoDataTests/StoreTests.swift:21: error: -[DemoDataTests.StoreTests testLoad] : XCTAssertEqual failed
            ✘ Test loadsEverything() recorded an issue at LoadProfilesUseCaseTests.swift:10:9: Expectation failed: 1 == 2
            error: fatalError
            warning: 'demo': found 1 file(s) which are unhandled
            """
        let diagnostics = ToolDiagnostic.parse(output)
        #expect(
            diagnostics.map(\.kind) == [
                .path("/tmp/Demo/Sources/DemoDomain/Profile/Profile.swift"),
                .path("/tmp/Demo/Sources/DemoUI/Theme/Theme.swift"),
                .path("/tmp/Demo/Tests/DemoDataTests/StoreTests.swift"), .fileName("LoadProfilesUseCaseTests.swift"),
            ])
        #expect(diagnostics.map { "\($0.line):\($0.column)" } == ["14:27", "3:5", "21:1", "10:9"])
        #expect(diagnostics.map(\.isError) == [true, false, true, true])
        #expect(diagnostics[3].message == "Expectation failed: 1 == 2")
    }

    @Test(arguments: [
        ("struct A {\n    func f() {\n        g(↓]\n    }\n}\n", "'(' opened at 3:10"),
        ("struct A {\n    func f() {}\n}\n↓}\n", "no matching"),
        ("struct A ↓{\n    func f() {}\n", "never closed"),
        ("let s = ↓\"unterminated\n", "unterminated string"),
    ])
    func findsTheFirstSwiftSyntaxProblem(marked: String, mentioned: String) throws {
        let text = MarkedText(marked)
        let problems = GeneratedSwiftCheck.problems(inSwift: text.text)
        #expect(problems.map { "\($0.line):\($0.column)" } == ["\(text.position)"], "\(problems)")
        #expect(problems.first?.message.contains(mentioned) == true, "\(problems)")
    }

    @Test func balancedSwiftWithBracesInStringsIsClean() {
        let source = "let s = \"{ ( [\"\nlet t = \"\\(f(\"}\"))\"\nlet u = [1, 2].map { ($0) }\n"
        #expect(GeneratedSwiftCheck.problems(inSwift: source).isEmpty)
    }

    @Test func findsEveryLeftoverOpeningTag() {
        let problems = GeneratedSwiftCheck.leftoverTags(in: "let a = 1\n/// {{ name }} and {{x\n")
        #expect(problems.map { "\($0.line):\($0.column)" } == ["2:5", "2:20"])
    }

    @Test func generatedLinesTraceBackToTheirTemplatesIncludingRegistrations() throws {
        let folder = try TemporaryDirectory()
        let generated = try SamplePackage.generate(
            with: Scaffolder(library: .shipped), style: .observable, in: folder.url)
        let map = try GeneratedSourceMap(generated)
        let path = "Sources/DemoComposition/AppComposition.swift"
        let lines = try folder.read("Demo/" + path).split(separator: "\n", omittingEmptySubsequences: false)
        let shipped = ResourceLibrary.shipped
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let origin = try #require(map.origin(of: path, line: index + 1))
            let template = try shipped.file(at: origin.templatePath).text.split(
                separator: "\n", omittingEmptySubsequences: false)
            let templateLine = try #require(origin.templateLine)
            #expect(Self.line(String(line), fits: String(template[templateLine - 1])), "\(line)")
            // Each feature of the sample package registers `let x: <Feature>Composition` and its construction.
            let isRegistration =
                line.range(
                    of: #": [A-Z][A-Za-z]*Composition\b|= [A-Z][A-Za-z]*Composition\(server:"#,
                    options: .regularExpression) != nil
                && !line.contains("AppComposition")
            #expect(
                origin.templateID == (isRegistration ? Scaffolder.registrationTemplateID : Scaffolder.packageTemplateID)
            )
        }
        #expect(map.origin(of: "Sources/Nowhere.swift", line: 1) == nil)
    }

    /// Whether `generated` is what `templateLine` renders to, any text standing for each `{{ … }}`.
    private static func line(_ generated: String, fits templateLine: String) -> Bool {
        let literalParts = templateLine.trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "\\{\\{[^}]*\\}\\}", with: "\u{0}", options: .regularExpression)
            .split(separator: "\u{0}", omittingEmptySubsequences: false)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }
        let pattern = "^" + literalParts.joined(separator: ".*") + "$"
        return generated.trimmingCharacters(in: .whitespaces).range(of: pattern, options: .regularExpression) != nil
    }
}
