/// Source text with `↓` markers before the tokens findings must point at: the markers are
/// removed and their positions kept, as `line:column` with columns in UTF-8 bytes like the
/// compiler's (and the scanner's).
struct MarkedSource {
    static let marker = "↓"

    let text: String
    let positions: [String]

    init(_ marked: String) {
        var text = ""
        var positions: [String] = []
        for (index, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { text += "\n" }
            var column = 1
            var rest = line[...]
            while let range = rest.range(of: MarkedSource.marker) {
                let before = rest[..<range.lowerBound]
                column += before.utf8.count
                text += before
                positions.append("\(index + 1):\(column)")
                rest = rest[range.upperBound...]
            }
            text += rest
        }
        self.text = text
        self.positions = positions
    }
}
