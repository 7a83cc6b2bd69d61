import Foundation
import StrataContextTestSupport
import Testing

@testable import StrataContext

/// The testing plan's word on the composition names the data-source picks the generated composition tests make and
/// no other: a composition picks a remote source when it is given a server and an in-memory one without, and a line
/// promising "the data source it picks" sends an agent looking for a test of the pick no suite makes.
@Suite struct CompositionPicksTestedMatchBundleTests {
    @Test(arguments: ContextMatchesPackageTests.styles)
    func theBundleNamesThePicksTheCompositionTestsMake(style: String) throws {
        let tests = try DemoContext.swiftFiles(under: "Tests/DemoCompositionTests", style: style).values
        let compositions = tests.flatMap { PackageDeclarations.captures(#"AppComposition\(([^)]*)\)"#, in: $0) }
        #expect(!compositions.isEmpty, "no \(style) composition test builds the composition")
        let testsServer = compositions.contains { $0.contains("httpClient:") }
        let testsInMemory = compositions.contains { !$0.contains("httpClient:") }
        let lines = BundleText.lines(of: try BundleText.of(style: style), containing: "<Feature>CompositionTests")
        #expect(!lines.isEmpty, "the \(style) bundle says nothing of the composition tests")
        for line in lines {
            #expect(line.contains("server") == testsServer, "server tested: \(testsServer); \(line)")
            #expect(line.contains("in-memory") == testsInMemory, "in-memory tested: \(testsInMemory); \(line)")
            if !(testsServer && testsInMemory) {
                #expect(!line.contains("it picks"), "only one pick is tested: \(line)")
            }
        }
    }
}
