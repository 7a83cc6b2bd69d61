import Foundation
import StrataContextTestSupport
import Testing

@testable import StrataContext

/// The principle naming each layer's SwiftPM target names every target the layer table maps to a layer: where a
/// layer's paths reach a second target (data's legacy adapters), an agent reading only "named Demo<Layer>" would put
/// the adapter in the data target or refuse the one README tells it to add. The principle names such a target by its
/// suffix: the package has no such target until an adapter is added, and the bundle names only what the package has.
@Suite struct LayerTargetsMatchPrincipleTests {
    @Test(arguments: ContextMatchesPackageTests.styles)
    func thePrincipleNamesEveryTargetTheLayerTableMaps(style: String) throws {
        let text = try BundleText.of(style: style)
        let principles = BundleText.lines(of: text, containing: "SwiftPM target")
        #expect(!principles.isEmpty, "the \(style) bundle states no target-per-layer principle")
        let rows = BundleText.lines(of: text, containing: "| `Sources/")
        #expect(!rows.isEmpty, "the \(style) bundle has no layer table")
        var targets: Set<String> = []
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let layerModule = cells[1].split(separator: "`").first.map(String.init) else {
                continue
            }
            let paths = cells[2]
            for match in paths.matches(of: #/Sources/Demo\{([A-Za-z,]+)\}/#) {
                for name in match.output.1.split(separator: ",") where "Demo\(name)" != layerModule {
                    targets.insert(String(name))
                }
            }
        }
        #expect(!targets.isEmpty, "the \(style) layer table maps no second target to a layer")
        for target in targets {
            for principle in principles {
                #expect(
                    principle.contains(target), "the principle leaves out \(target), which the table maps: \(principle)"
                )
            }
        }
    }
}
