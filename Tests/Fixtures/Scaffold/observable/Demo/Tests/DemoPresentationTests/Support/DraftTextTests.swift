import DemoPresentation
import Foundation
import Testing

/// How every draft's text becomes a value and back, under the two ways of writing numbers most apps meet.
struct DraftTextTests {
    private let german = Locale(identifier: "de_DE")
    private let american = Locale(identifier: "en_US")

    @Test func numbersAreWrittenWithTheLocalesSeparatorAndGrouping() {
        #expect(DraftText.text(of: 1_234_567.5, in: german) == "1.234.567,5")
        #expect(DraftText.text(of: 1_234_567.5, in: american) == "1,234,567.5")
        #expect(DraftText.text(of: -1234, in: german) == "-1.234")
        #expect(DraftText.text(of: 12.5, in: german) == "12,5")
        #expect(DraftText.text(of: Decimal(string: "0.125"), in: american) == "0.125")
        #expect(DraftText.text(of: Int?.none, in: american) == "")
    }

    @Test func numbersAreReadGroupedOrNotWithTheLocalesSeparators() {
        #expect(DraftText.number(in: "1.234,5", locale: german) == "1234.5")
        #expect(DraftText.number(in: "1234,5", locale: german) == "1234.5")
        #expect(DraftText.number(in: "1,234,567.5", locale: american) == "1234567.5")
        #expect(DraftText.number(in: "-1,234", locale: american) == "-1234")
        #expect(DraftText.number(in: "1e3", locale: american) == "1e3")
    }

    @Test(arguments: ["1.23,5", "12.5", "1.2345", ".234", "1.234,5.6", "1,5.3"])
    func aGroupingSeparatorOutOfPlaceOrAnEnglishSeparatorIsNoGermanNumber(text: String) {
        #expect(DraftText.number(in: text, locale: german) == nil)
    }

    @Test(arguments: ["1,5", "12abc", "--1", ".", "1.2.3", "1,23"])
    func aGroupingSeparatorOutOfPlaceOrAGermanSeparatorIsNoEnglishNumber(text: String) {
        #expect(DraftText.number(in: text, locale: american) == nil)
    }

    @Test(arguments: ["de_DE", "en_US"], [0.5, 1234.5, -98_765.25, 1_000_000])
    func whatIsWrittenIsReadBackAsTheSameNumber(localeIdentifier: String, number: Double) {
        let locale = Locale(identifier: localeIdentifier)
        let text = DraftText.text(of: number, in: locale)
        #expect(DraftText.number(in: text, locale: locale).flatMap(Double.init) == number, "\(text)")
    }

    @Test func textIsReadWithoutTheSpacesAroundIt() {
        #expect(DraftText.trimmed("  Edited \n") == "Edited")
    }

    @Test func aListOfTextsIsOneEntryPerLineWithoutEmptyLines() {
        #expect(DraftText.entries(in: "  first \n\n second\r\nthird  \n") == ["first", "second", "third"])
    }
}
