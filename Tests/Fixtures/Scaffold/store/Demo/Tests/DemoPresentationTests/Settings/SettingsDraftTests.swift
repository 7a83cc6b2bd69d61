import DemoDomain
import DemoPresentation
import DemoTestSupport
import Foundation
import Testing

/// The form's checks, which live in the draft: what it refuses, and that a valid draft is the value it was made of.
struct SettingsDraftTests {
    @Test func aDraftOfAValueIsThatValueAgain() {
        #expect(SettingsDraft(.sample).settings == .sample)
        #expect(SettingsDraft(.otherSample).settings == .otherSample)
    }

    @Test func aNewDraftTakesItsIdentifierFromWhatItIsGiven() {
        let id = UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!

        let draft = SettingsDraft(newID: { id })

        #expect(draft.id == id)
    }

    @Test func themeIsRequired() {
        var draft = SettingsDraft(.sample)
        draft.theme = "  "

        #expect(draft.problems == [.theme: .missing])
        #expect(draft.settings == nil)
    }

    @Test func themeIsSavedWithoutTheSpacesAroundIt() {
        var draft = SettingsDraft(.sample)
        draft.theme = "  Edited  "

        #expect(draft.settings?.theme == "Edited")
    }
}
