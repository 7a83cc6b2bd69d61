import Foundation
import StrataTestSupport

/// A fixture folder copied into a temporary folder with its markers taken out (read by `MarkedText`, the one
/// marker parser); each marker's place is kept as `path:line:column` (relative path, 1-based, UTF-8 columns),
/// the place a finding must point at.
public struct MarkedFixture {
    public let folder: TemporaryDirectory
    public let markedPositions: [String]

    public static var root: URL { repositoryRoot.appendingPathComponent("Tests/Fixtures") }

    public init(_ name: String) throws {
        folder = try TemporaryDirectory()
        var positions: [String] = []
        for (path, text) in try FixtureTree.read(Self.root.appendingPathComponent(name)).sorted(by: { $0.key < $1.key })
        {
            let marked = MarkedText(text)
            positions += marked.positions.map { "\(path):\($0.line):\($0.column)" }
            try folder.write(marked.text, to: path)
        }
        markedPositions = positions
    }
}
