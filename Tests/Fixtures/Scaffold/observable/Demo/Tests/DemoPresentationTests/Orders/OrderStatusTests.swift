import DemoDomain
import DemoPresentation
import Testing

/// How each case reads on screen, which the presentation layer adds to the domain type.
struct OrderStatusTests {
    @Test func everyCaseReadsAsItsOwnText() {
        let texts = OrderStatus.allCases.map(\.displayText)

        #expect(!texts.contains(""))
        #expect(Set(texts).count == OrderStatus.allCases.count)
    }
}
