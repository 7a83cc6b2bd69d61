import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

/// The scaffolder's output for the Demo walkthrough (`strata new Demo`, then the Profile and
/// Settings features) must reproduce the golden packages in Tests/Fixtures/Scaffold byte for
/// byte, ownership record included. Set RECORD_SNAPSHOTS=1 to rewrite the fixtures instead.
struct GoldenScaffoldTests {
    private static var fixturesRoot: URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold")
    }

    @Test(arguments: ViewModelStyleID.allCases)
    func demoPackageMatchesItsFixture(style: ViewModelStyleID) throws {
        let generated = try DemoWalkthrough.files(style: style)
        let root = Self.fixturesRoot.appendingPathComponent("\(style.rawValue)/Demo")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FixtureTree.replace(root, with: generated)
            return
        }
        let expected = try FixtureTree.read(root)
        #expect(generated.keys.sorted() == expected.keys.sorted())
        for (path, text) in generated.sorted(by: { $0.key < $1.key }) {
            #expect(text == expected[path], "\(path) differs from its fixture")
        }
    }
}
