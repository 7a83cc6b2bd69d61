import StrataTestSupport

@testable import StrataKnowledge

extension MarkedText {
    /// The marked places as the model's positions, which count lines and UTF-8 columns the same way.
    var sourcePositions: [SourcePosition] { positions.map { SourcePosition(line: $0.line, column: $0.column) } }

    /// The single marked place as a model position.
    var sourcePosition: SourcePosition { SourcePosition(line: position.line, column: position.column) }
}
