import StrataDiagnostics
import StrataTestSupport
import Testing

/// The one marker parser: the test kit's, and `strata rules test`'s for a project rule's examples.
@Suite struct MarkedTextTests {
    @Test func placeMarkersAreRemovedAndTheirUTF8ColumnsKept() {
        let marked = MarkedText("let é = ↓1\nimport ↓UIKit")
        #expect(marked.text == "let é = 1\nimport UIKit")
        #expect(marked.positions.map(\.description) == ["1:10", "2:8"], "é is two UTF-8 bytes")
    }

    @Test func namedMarkersAreFoundByName() {
        let marked = MarkedText("1️⃣import UIKit\nstruct 😀 { 2️⃣let x = 1 }")
        #expect(marked.text == "import UIKit\nstruct 😀 { let x = 1 }")
        #expect(marked["1️⃣"] == MarkedText.Position(line: 1, column: 1))
        #expect(marked["2️⃣"] == MarkedText.Position(line: 2, column: 15), "😀 is four UTF-8 bytes")
        #expect(marked.positions == [marked["1️⃣"], marked["2️⃣"]])
    }

    @Test func linesEndAsInSwiftSource() {
        let marked = MarkedText("a\r\n↓b\r↓c\n↓d")
        #expect(marked.positions.map(\.description) == ["2:1", "3:1", "4:1"])
        #expect(marked.text == "a\r\nb\rc\nd")
    }

    @Test func userTextReadsOnlyPlaceMarkersAndKeepsKeycapDigitsAsText() {
        let marked = MarkedText("let s = \"1️⃣\"; ↓print(s)", markers: .places)
        #expect(marked.text == "let s = \"1️⃣\"; print(s)")
        #expect(marked.places.map(\.description) == ["1:20"], "a keycap digit is seven UTF-8 bytes")
        #expect(marked.named.isEmpty)
    }

    @Test func aNameWrittenTwiceIsReportedNotTrapped() {
        let marked = MarkedText("1️⃣a 2️⃣b 1️⃣c 1️⃣d")
        #expect(marked.repeatedNames == ["1️⃣"])
        #expect(marked.named["1️⃣"] == MarkedText.Position(line: 1, column: 1), "the first place is kept")
        #expect(marked.positions.count == 4)
        #expect(marked.text == "a b c d")
    }
}
