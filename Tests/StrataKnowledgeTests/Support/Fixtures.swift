import Foundation
import StrataTestSupport

/// Files under Tests/StrataKnowledgeTests/Fixtures, copied into the test bundle.
enum Fixtures {
    static var root: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures") }

    /// A fixture's text with its `↓` markers taken out and their positions kept.
    static func marked(_ relativePath: String) throws -> MarkedText {
        MarkedText(try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8))
    }
}
