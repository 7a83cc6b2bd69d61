import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// What the bundle says of tests, held against the generated test files.
extension ContextStatementsMatchGeneratedCodeTests {
    /// "No random values, Date() or UUID() in what a test asserts": no generated test, fixture or double makes
    /// a fresh identifier or reads the clock, so an agent copying them copies fixed values.
    @Test(arguments: styles)
    func noGeneratedTestMakesAFreshIdentifierOrReadsTheClock(style: String) throws {
        let text = try BundleText.of(style: style)
        #expect(!BundleText.lines(of: text, containing: "No random values, Date() or UUID()").isEmpty)
        let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/Tests")
        let files = DirectorySnapshot.read(root).filter { $0.key.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for (path, data) in files {
            let source = String(decoding: data, as: UTF8.self)
            for call in ["UUID()", "Date()", ".random("] {
                #expect(!source.contains(call), "Tests/\(path) calls \(call)")
            }
        }
    }
}
