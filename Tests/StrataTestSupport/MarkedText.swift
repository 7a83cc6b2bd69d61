/// Test text that marks the places a diagnostic must point at, so expectations follow the text
/// when it is edited instead of hard-coding line:column. `↓` marks a place (many may, in order);
/// `1️⃣` … `9️⃣` mark places by name, for tests that say which diagnostic is at which place
/// (swift-format's `FindingSpec` markers). Markers are removed from ``text``.
///
/// Columns count UTF-8 bytes from 1, as the Swift compiler and every Strata diagnostic do; a line
/// ends at `\n`, `\r\n` or `\r`, as in Swift source.
public struct MarkedText {
    /// A 1-based line and UTF-8 column in ``MarkedText/text``.
    public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
        public let line: Int
        public let column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }

        /// `line:column`, the form findings print.
        public var description: String { "\(line):\(column)" }
    }

    public static let placeMarker: Character = "↓"
    public static let namedMarkers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text with every marker removed.
    public let text: String
    /// Where every marker stood, `↓` and named alike, in text order.
    public let positions: [Position]
    /// Where each `↓` stood, in text order (named markers left out).
    public let places: [Position]
    /// Where each named marker stood, by its emoji (`"1️⃣"`).
    public let named: [Character: Position]
    /// Where every marker stood as a count of the characters of ``text`` before it, for tests
    /// that walk the text as characters.
    public let characterOffsets: [Int]

    public init(_ marked: String) {
        var text = ""
        var positions: [Position] = []
        var places: [Position] = []
        var named: [Character: Position] = [:]
        var characterOffsets: [Int] = []
        var line = 1
        var column = 1
        // Characters, not scalars: a keycap emoji is three scalars, and `\r\n` is one character.
        for character in marked {
            if character == Self.placeMarker || Self.namedMarkers.contains(character) {
                let position = Position(line: line, column: column)
                positions.append(position)
                characterOffsets.append(text.count)
                if character == Self.placeMarker {
                    places.append(position)
                } else {
                    precondition(named[character] == nil, "\(character) marks two places")
                    named[character] = position
                }
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.positions = positions
        self.places = places
        self.named = named
        self.characterOffsets = characterOffsets
    }

    /// The single marked place; tests that mark one place use this.
    public var position: Position {
        precondition(positions.count == 1, "expected exactly one marker, found \(positions.count)")
        return positions[0]
    }

    /// Where a named marker stood.
    public subscript(marker: Character) -> Position {
        guard let position = named[marker] else { preconditionFailure("no \(marker) marker in the text") }
        return position
    }
}
