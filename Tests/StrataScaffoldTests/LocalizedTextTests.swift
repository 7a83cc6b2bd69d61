import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

@testable import StrataScaffold

/// Every text the presentation layer gives a screen to show is a key of the package's String Catalog, looked up
/// there, so a translation reaches the user whichever style generated the package.
@Suite struct LocalizedTextTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func everyCatalogKeyThePresentationLayerWritesIsLookedUp(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough.files(style: style)
        let catalog = try #require(files["Sources/DemoPresentation/Resources/Localizable.xcstrings"])
        let strings = try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any]
        let keys = try #require(strings?["strings"] as? [String: Any]).keys
        #expect(!keys.isEmpty)
        let sources = files.filter { $0.key.hasPrefix("Sources/DemoPresentation/") && $0.key.hasSuffix(".swift") }
        for (path, text) in sources {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for key in keys where line.contains("\"\(key)\"") {
                    let opensLookUp = index > 0 && lines[index - 1].hasSuffix("NSLocalizedString(")
                    let lookedUp = line.contains("NSLocalizedString(") || opensLookUp
                    #expect(lookedUp, "\(path):\(index + 1) shows \"\(key)\" as written, not from the catalog")
                }
            }
        }
    }
}
