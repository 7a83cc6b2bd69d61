import Foundation
import StrataKnowledge
import StrataScaffold
import StrataScaffoldTestSupport
import StrataVerify
import Testing

@testable import StrataTemplateCheck

/// `templates check` on broken templates: each fixture in Tests/Fixtures/BrokenTemplates
/// overrides one shipped template with one defect, and `↓` marks where the check must point.
@Suite struct TemplateCheckerTests {
    static func check(
        _ library: ResourceLibrary, styles: [ViewModelStyleID]? = nil, in folder: URL
    ) -> TemplateChecker.Result {
        BrokenTemplateCheck.check(library, build: false, styles: styles, in: folder)
    }

    @Test func shippedTemplatesPass() {
        let result = Self.check(.shipped, in: FileManager.default.temporaryDirectory)
        #expect(
            result.report.findings.isEmpty, "\(result.report.findings.map { "\($0.file):\($0.line) \($0.message)" })")
        #expect(result.sampleStyles == ViewModelStyleID.allCases)
        #expect(!result.sampleBlocked)
        #expect(result.templateIDs == ResourceLibrary.shipped.templateIDs)
    }

    @Test(arguments: [
        ("missing-metadata", TemplateCheck.metadata),
        ("undeclared-variable", TemplateCheck.undeclaredVariable),
        ("unused-variable", .unusedVariable),
        ("unbalanced-section", .sections),
        ("unknown-filter", .filters),
        ("output-outside-package", .outputPath),
        ("leftover-tag", .swiftSyntax),
        ("unbalanced-braces", .swiftSyntax),
        ("layer-violation", .verify),
    ])
    func brokenTemplateFailsAtTheMarkedPlace(fixture: String, check: TemplateCheck) throws {
        try BrokenTemplateCheck.expectOneFinding(fixture: fixture, check: check, build: false)
    }

    @Test func templatesThatDoNotLoadKeepTheSamplePackageFromBeingGenerated() throws {
        let marked = try MarkedFixture("BrokenTemplates/unbalanced-section")
        let library = try ResourceLibrary.shipped.overlaying(templatesDirectory: marked.folder.url.path)
        let result = Self.check(library, in: marked.folder.url)
        #expect(result.sampleStyles.isEmpty)
        #expect(result.sampleBlocked)
    }

    @Test func aProblemSeenInSeveralPlacesIsOneFindingNamingThemAll() throws {
        let marked = try MarkedFixture("BrokenTemplates/layer-violation")
        let library = try ResourceLibrary.shipped.overlaying(templatesDirectory: marked.folder.url.path)
        let findings = Self.check(library, in: marked.folder.url).report.findings
        #expect(findings.count == 1)
        let message = try #require(findings.first?.message)
        for feature in SamplePackage.features.map(\.name) {
            #expect(message.contains("Sources/DemoDomain/\(feature)/\(feature).swift:2:8"), "\(message)")
        }
        #expect(message.contains("style observable, combine"))
    }

    @Test func buildChecksAreListedOnlyWhenTheyRun() {
        let withoutBuild = Self.check(.shipped, styles: [], in: FileManager.default.temporaryDirectory)
        #expect(!withoutBuild.report.rules.contains { $0.id == TemplateCheck.build.id })
        #expect(withoutBuild.report.rules.contains { $0.id == TemplateCheck.verify.id })
    }
}
