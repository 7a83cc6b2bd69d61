@testable import StrataKnowledge

/// Test sources mark expected error positions with `↓` right before the offending token,
/// so expectations follow the text when it is edited instead of hard-coding line:column.
struct MarkedText {
    static let marker: Unicode.Scalar = "↓"

    /// The text with every marker removed.
    let text: String
    /// Where each marker stood, in order, as positions in `text`.
    let positions: [SourcePosition]

    init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var positions: [SourcePosition] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == Self.marker {
                positions.append(SourcePosition(line: line, column: column))
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(text)
        self.positions = positions
    }

    /// The single marked position; tests that mark one place use this.
    var position: SourcePosition {
        precondition(positions.count == 1, "expected exactly one ↓ marker, found \(positions.count)")
        return positions[0]
    }
}
