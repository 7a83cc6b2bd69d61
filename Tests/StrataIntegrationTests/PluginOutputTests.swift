import Foundation
import Testing

/// What `swift package strata-verify` shows of a `strata verify --format xcode` run: every line,
/// findings at their place and input problems without one, and one sentence when it fails.
/// `VerifyOutput.swift` is the plugin's own file, compiled here through a link.
@Suite struct PluginOutputTests {
    @Test func findingsKeepTheirPlaceAndAColonInThePath() {
        #expect(
            VerifyOutputLine("/p/A:B/Leak.swift:1:8: error: Domain imports 'SwiftUI' [domain-purity]")
                == .finding(
                    file: "/p/A:B/Leak.swift", line: 1, column: 8, severity: .error,
                    message: "Domain imports 'SwiftUI' [domain-purity]"))
        #expect(VerifyOutputLine("/p/A.swift:3:1: warning: x [r]").isFinding)
    }

    /// The lines the plugin used to drop: problems with the input, printed without a place of
    /// the `path:line:col: severity:` form.
    @Test(arguments: [
        ("error: strata.json:2:1: malformed JSON: unexpected end of input", VerifySeverity.error),
        ("error: no Swift files under Sources/Missing", .error),
        ("warning: .strata/rules.json: rule 'x' is unused", .warning),
        ("note: undid an interrupted strata run", .note),
    ])
    func inputProblemsBecomeDiagnostics(line: String, severity: VerifySeverity) {
        guard case .problem(let found, let message) = VerifyOutputLine(line) else {
            Issue.record("\(line) is not reported as a problem")
            return
        }
        #expect(found == severity)
        #expect(line.hasSuffix(message) && !message.hasPrefix(" "))
    }

    @Test func otherLinesArePrintedAsTheyAre() {
        #expect(VerifyOutputLine("Checked 12 files.") == .text("Checked 12 files."))
        #expect(VerifyOutputLine("errors: 3") == .text("errors: 3"))
    }

    /// A failed run ends in a sentence saying what to do, never in the error's fields; a run
    /// that stopped on its input never claims there were no findings.
    @Test(arguments: [(Int32(1), 2, "fix them"), (2, 0, "fix the problem"), (3, 0, "report it"), (9, 0, "status 9")])
    func aFailedRunEndsInOneSentence(status: Int32, findings: Int, advice: String) {
        let outcome = VerifyOutcome(status: status, findings: findings)
        let sentence = "\(outcome)"
        #expect(sentence.contains(advice), "\(sentence)")
        #expect(!sentence.contains("VerifyOutcome") && !sentence.contains("\n"), "\(sentence)")
        #expect(!sentence.contains("no findings"))
    }
}
