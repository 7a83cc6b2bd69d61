import StrataTestSupport
import Testing

@testable import StrataDiagnostics

/// The text report writes each finding's place itself, digit by digit: it must read as the
/// position's own description does, for any size of number, and `-` where a finding has a file
/// but no position. (The golden in Tests/Fixtures/Reporters holds the rest of the format.)
@Suite struct TextReporterTests {
    @Test func placesReadAsPositionsDescribeThemselves() {
        let positions = [(0, 0), (1, 1), (9, 10), (12, 305), (100_000, 7), (2_147_483_647, 99)]
            .map { Diagnostic.Position(line: $0.0, column: $0.1) }
        var diagnostics = positions.map { position in
            Diagnostic(
                id: "theme-tokens", severity: .warning,
                location: .init(file: "A.swift", line: position.line, column: position.column, lineText: "x"),
                message: "m")
        }
        diagnostics.append(
            Diagnostic(id: "theme-tokens", severity: .error, location: .init(file: "B.swift"), message: "unplaced"))
        let rule = DiagnosticReport.Rule(
            id: "theme-tokens", name: "Theme tokens", summary: "s", rationale: "r", fixHint: "f", severity: .warning)
        let output = TextReporter().render(DiagnosticReport(command: "test", diagnostics: diagnostics, rules: [rule]))
        let lines = output.split(separator: "\n").map(String.init)
        for position in positions {
            #expect(lines.contains("  \(position)  warning  m  [theme-tokens]"), "\(position)")
        }
        #expect(lines.contains("  -  error  unplaced  [theme-tokens]"))
        #expect(output.hasSuffix("✗ 1 error, 6 warnings in 2 files (0 files checked).\n"))
    }

    /// A finding's code line loses its indentation as dropping blank characters would drop it,
    /// also where a blank is followed by a mark that joins it into one character.
    @Test func codeLosesItsIndentationAsCharactersWould() {
        var random = SplitMix64(seed: 17)
        let pieces = [" ", "\t", "a", "é", "\u{301}", "\r\n", "x", "  "]
        var mismatches: [String] = []
        for _ in 0..<3_000 {
            let line = (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % 8)] }.joined()
            let expected = String(line.drop { $0 == " " || $0 == "\t" })
            let code = TextReporter.code(of: line)
            if code != expected || Array(code.utf8) != Array(expected.utf8) { mismatches.append(line) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, the first: \(mismatches.first.debugDescription)")
        #expect(TextReporter.code(of: "\t  let x = 1") == "let x = 1")
        #expect(TextReporter.code(of: " \u{301}x") == " \u{301}x")
    }
}
