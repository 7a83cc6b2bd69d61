/// Example code with its finding markers taken out: the clean text and where each marker was,
/// as character offsets into the clean text.
struct MarkedSource {
    let text: String
    let markerOffsets: [Int]

    init(_ code: String, marker: Character) {
        var text = ""
        var offsets: [Int] = []
        var count = 0
        for character in code {
            if character == marker {
                offsets.append(count)
            } else {
                text.append(character)
                count += 1
            }
        }
        self.text = text
        self.markerOffsets = offsets
    }

    /// The character right after each marker, or nil when a marker ends the text.
    var charactersAfterMarkers: [Character?] {
        let characters = Array(text)
        return markerOffsets.map { $0 < characters.count ? characters[$0] : nil }
    }
}
