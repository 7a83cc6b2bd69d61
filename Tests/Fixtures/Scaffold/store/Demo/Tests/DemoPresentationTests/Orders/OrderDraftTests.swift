import DemoDomain
import DemoPresentation
import DemoTestSupport
import Foundation
import Testing

/// The form's checks, which live in the draft: what it refuses, and that a valid draft is the value it was made of.
struct OrderDraftTests {
    @Test func aDraftOfAValueIsThatValueAgain() {
        #expect(OrderDraft(.sample).order == .sample)
        #expect(OrderDraft(.otherSample).order == .otherSample)
    }

    @Test func aNewDraftTakesItsIdentifierFromWhatItIsGiven() {
        let id = UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!

        let draft = OrderDraft(newID: { id })

        #expect(draft.id == id)
    }

    @Test func placedStartsAtTheTimeANewDraftIsGiven() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)

        let draft = OrderDraft(now: { now })

        #expect(draft.placed == now)
    }

    @Test func titleIsRequired() {
        var draft = OrderDraft(.sample)
        draft.title = "  "

        #expect(draft.problems == [.title: .missing])
        #expect(draft.order == nil)
    }

    @Test func titleIsSavedWithoutTheSpacesAroundIt() {
        var draft = OrderDraft(.sample)
        draft.title = "  Edited  "

        #expect(draft.order?.title == "Edited")
    }

    @Test func noteIsSavedWithoutTheSpacesAroundIt() {
        var draft = OrderDraft(.sample)
        draft.note = "  Edited  "

        #expect(draft.order?.note == "Edited")
    }
}
