/// Text that marks places with markers, and the text without them: test text marks where a diagnostic
/// must point, so expectations follow the text when it is edited instead of hard-coding line:column,
/// and a project rule's ❌ example marks where each finding must be. `↓` marks a place (many may, in
/// order); `1️⃣` … `9️⃣` mark places by name, for tests that say which diagnostic is at which place
/// (swift-format's `FindingSpec` markers). Markers are removed from ``text``.
///
/// Columns count UTF-8 bytes from 1, as the Swift compiler and every Strata diagnostic do; a line
/// ends at `\n`, `\r\n` or `\r`, as in Swift source.
public struct MarkedText: Sendable {
    /// A 1-based line and UTF-8 column in ``MarkedText/text``: the position diagnostics carry, so
    /// a marker and a finding compare directly.
    public typealias Position = Diagnostic.Position

    /// Which characters are markers.
    public enum Markers: Sendable {
        /// `↓` and `1️⃣` … `9️⃣`: text written for a test.
        case placesAndNamed
        /// `↓` only: text a user wrote, such as a project rule's example, where a keycap digit is
        /// code (an emoji in a string literal) and stays in ``MarkedText/text``.
        case places
    }

    public static let placeMarker: Character = "↓"
    public static let namedMarkers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text with every marker removed.
    public let text: String
    /// Where every marker stood, `↓` and named alike, in text order.
    public let positions: [Position]
    /// Where each `↓` stood, in text order (named markers left out).
    public let places: [Position]
    /// Where each named marker stood, by its emoji (`"1️⃣"`); the first place of one written twice.
    public let named: [Character: Position]
    /// Named markers written at more than one place, in text order: ``named`` cannot say which
    /// place such a name means, so whoever reads the names reports them.
    public let repeatedNames: [Character]
    /// Where every marker stood as a count of the characters of ``text`` before it, for tests
    /// that walk the text as characters.
    public let characterOffsets: [Int]

    public init(_ marked: String, markers: Markers = .placesAndNamed) {
        var text = ""
        var positions: [Position] = []
        var places: [Position] = []
        var named: [Character: Position] = [:]
        var repeatedNames: [Character] = []
        var characterOffsets: [Int] = []
        var line = 1
        var column = 1
        // Characters, not scalars: a keycap emoji is three scalars, and `\r\n` is one character.
        for character in marked {
            let isNamed = markers == .placesAndNamed && Self.namedMarkers.contains(character)
            if character == Self.placeMarker || isNamed {
                let position = Position(line: line, column: column)
                positions.append(position)
                characterOffsets.append(text.count)
                if !isNamed {
                    places.append(position)
                } else if named[character] == nil {
                    named[character] = position
                } else if !repeatedNames.contains(character) {
                    repeatedNames.append(character)
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
        self.repeatedNames = repeatedNames
        self.characterOffsets = characterOffsets
    }
}
