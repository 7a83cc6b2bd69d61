import Foundation
import StrataKnowledge
import Testing

/// The shipped templates, rendered by the template engine for the Demo walkthrough
/// (`strata new Demo`, then the Profile and Settings features), must reproduce the golden packages in
/// Tests/Fixtures/Scaffold byte for byte. Set RECORD_SNAPSHOTS=1 to rewrite the fixtures instead.
struct GoldenScaffoldTests {
    private static let features = [
        TemplateWalkthrough.Feature(name: "Profile", fields: "id:UUID,name:String,age:Int?", operations: nil),
        TemplateWalkthrough.Feature(
            name: "Settings", fields: "id:UUID,theme:String,notificationsEnabled:Bool", operations: "load,save"),
    ]

    private static var fixturesRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Scaffold")
    }

    @Test(arguments: ["observable", "combine"])
    func demoPackageMatchesItsFixture(style: String) throws {
        var walkthrough = try TemplateWalkthrough(library: .shipped, module: "Demo", style: style)
        for feature in Self.features {
            try walkthrough.add(feature)
        }
        let root = Self.fixturesRoot.appendingPathComponent("\(style)/Demo")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FixtureTree.replace(root, with: walkthrough.files)
            return
        }
        let expected = try FixtureTree.read(root)
        #expect(walkthrough.files.keys.sorted() == expected.keys.sorted())
        for (path, text) in walkthrough.files.sorted(by: { $0.key < $1.key }) {
            #expect(text == expected[path], "\(path) differs from its fixture")
        }
    }

}
