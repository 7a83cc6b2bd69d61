import DemoPresentation
import Testing

/// What a list's search keeps (`matching`), written once for every combine view model's `visible` list.
struct ArrayTests {
    private struct SearchedRow: Equatable {
        let title: String
        let note: String
    }

    private let rows = [
        SearchedRow(title: "Apples", note: "Crisp"),
        SearchedRow(title: "Pears", note: "Ripe apple-pears"),
    ]

    private func matching(_ search: String) -> [SearchedRow] {
        rows.matching(search) { row, shownTexts in
            shownTexts.append(row.title)
            shownTexts.append(row.note)
        }
    }

    @Test func anEmptySearchKeepsEveryRow() {
        #expect(matching("") == rows)
    }

    @Test func aSearchKeepsTheRowsWithAShownTextContainingItIgnoringCase() {
        #expect(matching("APPLE") == rows)
        #expect(matching("crisp") == [rows[0]])
        #expect(matching("ripe") == [rows[1]])
    }

    @Test func aSearchNoShownTextContainsKeepsNoRow() {
        #expect(matching("plum").isEmpty)
    }
}
