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
        let count: Int = 1234
        let ratio: Double = 1234.5
        let price: Decimal = 1234.56
        let date = Date(timeIntervalSince1970: 1_700_000_000)

        #expect(count.displayText == count.formatted())
        #expect(ratio.displayText == ratio.formatted())
        #expect(price.displayText == price.formatted())
        #expect(date.displayText == date.formatted(date: .abbreviated, time: .shortened))
        #expect(!date.displayText.contains("+0000"))
    }

    @Test func truthIsAWordNotAKeyword() {
        let yes: Bool = true
        let no: Bool = false

        #expect(yes.displayText == "Yes")
        #expect(no.displayText == "No")
    }

    @Test func identifiersAndAddressesAreShownWhole() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let address = try #require(URL(string: "https://example.com/orders?page=2"))

        #expect(id.displayText == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(address.displayText == "https://example.com/orders?page=2")
    }

    @Test func aListReadsAsASentence() {
        #expect(["Ada", "Grace"].displayText == ["Ada", "Grace"].formatted(.list(type: .and)))
        #expect([String]().displayText.isEmpty)
    }
}
