import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

@Suite struct VerifyFixTests {
    private static let golden = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo")

    private let removed = [
        "Tests/DemoDomainTests/Profile/SaveProfileUseCaseTests.swift",
        "Tests/DemoTestSupport/Mocks/MockProfileRepository.swift",
    ]

    @Test func fixRegeneratesMissingTestsAndMocksFromTheTemplates() throws {
        let project = try ScratchProject()
        try FileManager.default.removeItem(at: project.url)
        try FileManager.default.copyItem(at: Self.golden, to: project.url)
        for path in removed { try FileManager.default.removeItem(at: project.url.appendingPathComponent(path)) }

        let before = CapturedRun(["verify", "--format", "xcode"], in: project.url)
        #expect(before.output.split(separator: "\n").count == 2)
        #expect(before.output.contains("[test-coverage]"))

        let fixed = CapturedRun(["verify", "--fix"], in: project.url)
        #expect(fixed.exitCode == .success)
        #expect(fixed.output.contains("No findings"))
        for path in removed {
            #expect(fixed.errorOutput.contains("fixed: wrote \(path)"))
            let written = try project.read(path)
            let original = try String(contentsOf: Self.golden.appendingPathComponent(path), encoding: .utf8)
            #expect(written == original, "\(path) is what the scaffolder generates, assertions included")
        }

        let again = CapturedRun(["verify", "--fix"], in: project.url)
        #expect(again.exitCode == .success)
        #expect(!again.errorOutput.contains("fixed:"), "nothing left to fix, nothing overwritten")
    }

    @Test func findingsTheTemplatesCannotFixAreLeftWithANote() throws {
        let project = try ScratchProject([
            "strata.json": #"{"schemaVersion": 1, "module": "Demo", "rules": {"test-coverage": "error"}}"#,
            "Sources/DemoDomain/Audit/AuditUseCase.swift":
                "public struct ExportAuditUseCase {\n    public func execute() {}\n}\n",
        ])
        let run = CapturedRun(["verify", "--fix"], in: project.url)
        #expect(run.exitCode == .failure)
        #expect(run.errorOutput.contains("note: Sources/DemoDomain/Audit/AuditUseCase.swift: no template produces"))
        #expect(!project.exists("Tests"))
    }
}
