import Testing

@testable import StrataVerify

@Suite struct ScaffoldPackageTests {
    @Test func thereAreGoldenPackages() {
        #expect(!ScaffoldFixture.styles.isEmpty)
    }

    @Test(arguments: ScaffoldFixture.styles)
    func scaffoldedPackageHasNoFindings(style: String) throws {
        let findings = try ScaffoldFixture.verify(ScaffoldFixture.path(style: style))
        #expect(
            findings.isEmpty, "\(findings.map { "\($0.file):\($0.line):\($0.column) \($0.message) [\($0.ruleID)]" })")
    }
}
