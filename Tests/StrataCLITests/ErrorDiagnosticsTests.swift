import Foundation
import StrataDiagnostics
import StrataKnowledge
import StrataScaffold
import StrataVerify
import Testing

@testable import StrataCLI

/// The command line's one catch-all: every typed error becomes diagnostics with an id, one line
/// each, and the exit code comes from their severity.
@Suite struct ErrorDiagnosticsTests {
    private struct Untyped: Error {}

    @Test func anUntypedErrorIsABugWithItsOwnExitCode() {
        let diagnostics = StrataCommandLine.diagnostics(of: Untyped())
        #expect(diagnostics.map(\.id) == ["internal.untyped-error"])
        #expect(diagnostics.map(\.severity) == [.bug])
        #expect(ExitCode(stoppingWith: diagnostics) == .internalError)
        #expect(ExitCode.internalError.rawValue == 3)
        let line = StrataCommandLine.render(diagnostics[0], console: Self.plain)
        #expect(line.hasPrefix("internal error: Untyped(); this is a bug in Strata"))
    }

    @Test func aTypedErrorStopsTheRunAsBadInput() {
        let error = UsageError.unknownOption("--fromat", command: "strata verify", suggestion: "--format")
        let diagnostics = StrataCommandLine.diagnostics(of: error)
        #expect(diagnostics.map(\.id) == ["usage.unknown-option"])
        #expect(diagnostics.first?.fixHint == "did you mean '--format'?")
        #expect(ExitCode(stoppingWith: diagnostics) == .usageError)
        #expect(
            StrataCommandLine.render(diagnostics[0], console: Self.plain)
                == "error: unknown option '--fromat' for 'strata verify'; did you mean '--format'?")
    }

    @Test func reportedDiagnosticsFailOnlyAtErrorOrWorse() {
        let warning = Diagnostic(id: "rule.theme-tokens", severity: .warning, message: "w")
        let error = Diagnostic(id: "rule.domain-purity", severity: .error, message: "e")
        let bug = Diagnostic(id: "internal.x", severity: .bug, message: "b")
        #expect(ExitCode(reporting: []) == .success)
        #expect(ExitCode(reporting: [warning, .init(id: "n", severity: .note, message: "n")]) == .success)
        #expect(ExitCode(reporting: [warning, error]) == .failure)
        #expect(ExitCode(reporting: [error, bug]) == .internalError)
    }

    @Test func configurationErrorsAreLocatedOnceAndNamedConfig() {
        let setting = ConfigurationError.invalidSetting(
            .unknownRule("domain-purty", suggestion: "domain-purity"), file: "strata.json",
            at: SourcePosition(line: 3, column: 5))
        #expect(setting.diagnostic.id == "config.unknown-rule")
        #expect(
            setting.diagnostic.location == Diagnostic.Location(file: "strata.json", start: .init(line: 3, column: 5)))
        #expect(setting.description == "strata.json:3:5: unknown rule 'domain-purty'; did you mean 'domain-purity'?")
        let file = ConfigurationError.invalidFile(
            .json(
                .unknownKey("lyers", suggestion: "layers"),
                at: JSONLocation(file: "strata.json", path: "$.lyers", line: 2, column: 3)))
        #expect(file.diagnostic.id == "config.unknown-key")
        #expect(file.description == #"strata.json:2:3: $.lyers: unknown key "lyers"; did you mean "layers"?"#)
    }

    @Test func engineErrorsKeepTheirOwnNamespaces() {
        #expect(
            KnowledgeError.template(.unknownFilter("x"), at: FileLocation(file: "T.tmpl", line: 1, column: 2))
                .diagnostics.map(
                    \.id)
                == ["template.unknown-filter"])
        #expect(
            KnowledgeError.json(.missingKey("id"), at: JSONLocation(file: "rules.json", path: "$", line: 1, column: 1))
                .diagnostics.map(
                    \.id)
                == ["knowledge.missing-key"])
        #expect(ScaffoldError.locked(root: "/p", holder: 7).diagnostics.map(\.id) == ["scaffold.locked"])
        #expect(InputProblem.notUTF8(path: "A.swift").diagnostics.map(\.id) == ["input.not-utf8"])
        #expect(VerifyError.noSwiftFiles(paths: ["."]).diagnostics.map(\.id) == ["input.no-swift-files"])
        #expect(SystemCallFailure(code: 5).diagnostics.map(\.severity) == [.bug])
    }

    @Test func aMisspeltStyleInMigrateIsSuggested() {
        let error = CommandError.unknownStyle("observabel", known: ["combine", "observable", "store"])
        #expect(error.diagnostics.first?.fixHint == "did you mean 'observable'?")
    }

    private static let plain = Console(
        writeOut: { _ in }, writeError: { _ in }, outputIsTerminal: false, errorIsTerminal: false, environment: [:])
}
