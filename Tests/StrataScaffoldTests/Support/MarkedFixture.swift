import Foundation
import StrataTestSupport

/// A fixture folder copied into a temporary folder with its `↓` markers taken out; each
/// marker's place is kept as `path:line:column` (relative path, 1-based, columns in
/// characters), the place a finding must point at.
struct MarkedFixture {
    static let marker: Character = "↓"

    let folder: TemporaryDirectory
    let markedPositions: [String]

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    init(_ name: String) throws {
        folder = try TemporaryDirectory()
        var positions: [String] = []
        for (path, text) in try FixtureTree.read(Self.root.appendingPathComponent(name)).sorted(by: { $0.key < $1.key }) {
            var clean = ""
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { clean += "\n" }
                var column = 1
                for character in line {
                    if character == Self.marker {
                        positions.append("\(path):\(index + 1):\(column)")
                    } else {
                        clean.append(character)
                        column += 1
                    }
                }
            }
            try folder.write(clean, to: path)
        }
        markedPositions = positions
    }
}
