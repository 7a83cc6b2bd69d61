import Foundation
import StrataContextTestSupport
import Testing

@testable import StrataContext

/// "Tables of inputs use @Test(arguments:)" holds for the tests Strata generates: an agent copying a generated
/// test that loops over a literal table inside one body reads the line and the code as saying two things.
@Suite struct TablesOfInputsMatchGeneratedTestsTests {
    @Test(arguments: ContextMatchesPackageTests.styles)
    func noGeneratedTestLoopsOverATableTheLineSendsToArguments(style: String) throws {
        let lines = BundleText.lines(
            of: try BundleText.of(style: style), containing: "Tables of inputs use @Test(arguments:)")
        #expect(!lines.isEmpty, "the \(style) bundle no longer says how tables of inputs are written")
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        let loops = tests.flatMap { path, source in
            source.split(separator: "\n").filter {
                $0.range(of: #"^\s*for \w+ in \["#, options: .regularExpression) != nil
            }
            .map { "\(path): \($0.trimmingCharacters(in: .whitespaces))" }
        }
        #expect(loops.isEmpty, "generated tests loop over literal tables: \(loops)")
    }
}
