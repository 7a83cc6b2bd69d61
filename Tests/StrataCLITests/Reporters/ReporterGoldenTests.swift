import Foundation
import StrataDiagnostics
import StrataKnowledge
import StrataTestSupport
import StrataVerify
import Testing

@testable import StrataCLI

/// Every `--format` of one report, byte for byte, against Tests/Fixtures/Reporters. The report
/// holds what each format must escape or count with care: a multi-byte prefix before the column,
/// quotes, backslashes, a control character, `%` `,` `:` (GitHub), `<&>` (XML), an absolute
/// path, a stale baseline entry and input problems. A changed golden is a changed output format:
/// review the diff and say so in docs/report-formats.md.
@Suite struct ReporterGoldenTests {
    static let goldens = repositoryRoot.appendingPathComponent("Tests/Fixtures/Reporters")

    @Test(arguments: ReportFormat.allCases)
    func everyFormatMatchesItsGolden(format: ReportFormat) {
        let output = Self.render(Self.report, as: format)
        assertSnapshot(output, golden: Self.goldens.appendingPathComponent("verify.\(Self.fileExtension(format))"))
    }

    @Test(arguments: ReportFormat.allCases)
    func aCleanRunMatchesItsGolden(format: ReportFormat) {
        let clean = VerifyReport(
            findings: [], staleBaselineEntries: [], problems: [], filesChecked: 2, linesChecked: 10,
            rules: [Self.purity])
        let output = Self.render(clean, as: format)
        assertSnapshot(output, golden: Self.goldens.appendingPathComponent("clean.\(Self.fileExtension(format))"))
    }

    /// A package in `pkg/` of a repository at /work/app: URIs from the repository's root.
    @Test func sarifInARepositoryMatchesItsGolden() {
        let sources = SARIFReporter.Sources(
            workingDirectory: "/work/app/pkg", repositoryRoot: "/work/app", packageRoot: "/work/app/pkg")
        let output = SARIFReporter(toolVersion: StrataVersion.tool, sources: sources)
            .render(Self.report.diagnosticReport(command: "strata verify"))
        assertSnapshot(output, golden: Self.goldens.appendingPathComponent("repository.sarif"))
    }

    /// The Markdown `--format github` appends to `$GITHUB_STEP_SUMMARY`: every diagnostic a row,
    /// `|` and Markdown in messages escaped.
    @Test func theJobSummaryMatchesItsGolden() {
        let output = GitHubSummaryReporter().render(Self.report.diagnosticReport(command: "strata verify"))
        assertSnapshot(output, golden: Self.goldens.appendingPathComponent("verify.summary.md"))
    }

    /// The path `strata verify` takes: the engine's report becomes diagnostics at its boundary,
    /// and the format's reporter writes them.
    static func render(_ report: VerifyReport, as format: ReportFormat) -> String {
        format.reporter(workingDirectory: URL(fileURLWithPath: "/work/app"), console: plainConsole)
            .render(report.diagnosticReport(command: "strata verify"))
    }

    static func fileExtension(_ format: ReportFormat) -> String {
        switch format {
        case .text: "txt"
        case .xcode: "xcode.txt"
        case .json: "json"
        case .sarif: "sarif"
        case .github: "github.txt"
        case .junit: "junit.xml"
        }
    }

    static let plainConsole = Console(
        writeOut: { _ in }, writeError: { _ in }, outputIsTerminal: false, errorIsTerminal: false, environment: [:])

    static let purity = ReportedRule(
        id: "domain-purity", name: "Domain purity", summary: "The domain imports only Foundation.",
        rationale: "Business rules outlive frameworks.", fixHint: "Move UI code out of the domain.", severity: .error,
        layers: ["domain"], precision: "high",
        examples: [
            .init(code: "import UIKit\nlet s = \"```\"\n", note: "UIKit, and a fence in the code.", triggers: true),
            .init(code: "import Foundation\n", note: "Foundation only.", triggers: false),
        ],
        helpURI: RuleCatalog.documentationURL(ofRule: "domain-purity"))
    static let tokens = ReportedRule(
        id: "theme-tokens", name: "Theme tokens", summary: "Views use design tokens.",
        rationale: "One place decides colours.", fixHint: "Use a token from the theme.", severity: .warning)

    static var report: VerifyReport {
        var report = VerifyReport(
            findings: [
                Finding(
                    ruleID: "domain-purity", severity: .error,
                    message: "Domain imports 'UIKit' — \"quoted\", a\\b, 100% sure: a,b <&> | *x*",
                    file: "Sources/AppDomain/Café.swift", line: 3, column: 12,
                    lineText: "let é = 1; import UIKit"),
                Finding(
                    ruleID: "theme-tokens", severity: .warning, message: "Color.red is not a token\u{1}",
                    file: "/elsewhere/Tint.swift", line: 7, column: 5, lineText: "    Color.red"),
            ],
            staleBaselineEntries: [
                Baseline.Entry(file: "Sources/Old.swift", rule: "domain-purity", content: "import UIKit")
            ],
            problems: [
                .notUTF8(path: "Sources/Latin1.swift"),
                .nulBytes(path: "Sources/AppUI/Nul.swift", line: 2, column: 4),
            ],
            filesChecked: 5, linesChecked: 120, rules: [purity, tokens])
        report.allowsSkippedFiles = false
        return report
    }
}
