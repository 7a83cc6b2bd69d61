import Testing

@testable import StrataKnowledge

/// Feature names are often already plural (`strata feature Settings`); pluralizing them again would
/// generate `LoadSettingsesUseCase`.
struct PluralOfPluralWordsTests {
    @Test(arguments: [
        ("Settings", "Settings"), ("UserDetails", "UserDetails"), ("Preferences", "Preferences"),
        ("Stats", "Stats"), ("Days", "Days"),
    ])
    func keepsAWordThatIsAlreadyPlural(word: String, plural: String) {
        #expect(TemplateFilter.plural.apply(to: word) == plural)
    }

    @Test(arguments: [("Alias", "Aliases"), ("Bonus", "Bonuses"), ("Gas", "Gases"), ("Class", "Classes")])
    func stillPluralizesASingularEndingInS(word: String, plural: String) {
        #expect(TemplateFilter.plural.apply(to: word) == plural)
    }
}
