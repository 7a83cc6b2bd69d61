import DemoPresentation
import Foundation
import Testing

struct DisplayTextTests {
    @Test func aMissingValueIsADashNotNil() {
        let missing: Int? = nil

        #expect(missing.displayText == "–")
    }

    @Test func aPresentValueIsShownAsItself() {
        let present: String? = "Ada"

        #expect(present.displayText == "Ada")
    }

    @Test func numbersAndDatesAreFormattedForTheUser() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)

        #expect(1234.displayText == 1234.formatted())
        #expect(date.displayText == date.formatted(date: .abbreviated, time: .shortened))
        #expect(!date.displayText.contains("+0000"))
    }

    @Test func truthIsAWordNotAKeyword() {
        #expect(true.displayText == "Yes")
        #expect(false.displayText == "No")
    }

    @Test func aListReadsAsASentence() {
        #expect(["Ada", "Grace"].displayText == ["Ada", "Grace"].formatted(.list(type: .and)))
        #expect([String]().displayText.isEmpty)
    }
}
