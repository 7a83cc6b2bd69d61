import DemoPresentation
import Testing

/// What `FormOrigin` promises a single-value screen: its form keeps its identity through its own saves, so typing
/// after Save is not replaced when the saved value comes back, and starts afresh from a value stored elsewhere.
struct FormOriginTests {
    @Test func theFormIsMadeFromWhatIsStored() {
        let origin = FormOrigin<String>()

        #expect(origin.origin(showing: nil) == nil)
        #expect(origin.origin(showing: "stored") == "stored")
    }

    @Test func aSavedValueComingBackKeepsTheForm() {
        var origin = FormOrigin<String>()

        origin.save("first save", showing: "stored")
        #expect(origin.origin(showing: "first save") == "stored")

        origin.save("second save", showing: "first save")
        #expect(origin.origin(showing: "second save") == "stored")
    }

    @Test func aValueStoredElsewhereStartsTheFormAfresh() {
        var origin = FormOrigin<String>()

        origin.save("saved here", showing: nil)

        #expect(origin.origin(showing: "saved here") == nil)
        #expect(origin.origin(showing: "stored elsewhere") == "stored elsewhere")
    }
}
