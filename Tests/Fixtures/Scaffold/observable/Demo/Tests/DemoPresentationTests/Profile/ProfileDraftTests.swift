import DemoDomain
import DemoPresentation
import DemoTestSupport
import Foundation
import Testing

/// The form's checks, which live in the draft: what it refuses, and that a valid draft is the value it was made of.
struct ProfileDraftTests {
    @Test func aDraftOfAValueIsThatValueAgain() {
        #expect(ProfileDraft(.sample).profile == .sample)
        #expect(ProfileDraft(.otherSample).profile == .otherSample)
    }

    @Test func aNewDraftTakesItsIdentifierFromWhatItIsGiven() {
        let id = UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!

        let draft = ProfileDraft(newID: { id })

        #expect(draft.id == id)
    }

    @Test func nameIsRequired() {
        var draft = ProfileDraft(.sample)
        draft.name = "  "

        #expect(draft.problems == [.name: .missing])
        #expect(draft.profile == nil)
    }

    @Test func nameIsSavedWithoutTheSpacesAroundIt() {
        var draft = ProfileDraft(.sample)
        draft.name = "  Edited  "

        #expect(draft.profile?.name == "Edited")
    }

    @Test func ageMustRead() {
        var draft = ProfileDraft(.sample)
        draft.age = "twelve"

        #expect(draft.problems == [.age: .unreadable])
        #expect(draft.profile == nil)
    }

    /// The list shows `1.234` in Germany and `1,234` in the US, so the form shows and reads it so there too.
    @Test func ageIsShownAndReadWithTheLocalesGrouping() throws {
        for (identifier, grouped, misplaced) in [("de_DE", "1.234", "12.34"), ("en_US", "1,234", "12,34")] {
            let locale = Locale(identifier: identifier)
            var draft = ProfileDraft(.sample, locale: locale)
            draft.age = grouped
            let value = try #require(draft.profile, "\(identifier)")

            #expect(value.age == 1234, "\(identifier)")
            #expect(ProfileDraft(value, locale: locale).age == grouped)
            draft.age = misplaced
            #expect(draft.problems == [.age: .unreadable], "\(misplaced) in \(identifier)")
        }
    }
}
