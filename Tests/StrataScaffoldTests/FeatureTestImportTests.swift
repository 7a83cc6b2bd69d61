import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

@testable import StrataScaffold

/// A feature's view-model and store tests exercise what its screen can reach, the presentation module's public
/// face, so they import it as a screen does: `@testable` would let them lean on what no screen can call.
@Suite struct FeatureTestImportTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func presentationTestsOfAFeatureImportItsModulesPlainly(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough.files(style: style)
        let featureTests = files.filter { path, _ in
            path.hasPrefix("Tests/DemoPresentationTests/") && !path.contains("/Support/") && path.hasSuffix(".swift")
        }
        #expect(featureTests.count >= 6)
        for (path, text) in featureTests {
            #expect(!text.contains("@testable"), "\(path) imports with @testable")
        }
    }
}
