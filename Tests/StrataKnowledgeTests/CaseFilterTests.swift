import Testing

@testable import StrataKnowledge

@Suite struct CaseFilterTests {
    @Test(arguments: [
        ("userProfile", ["user", "Profile"]),
        ("UserProfile", ["User", "Profile"]),
        ("user_profile", ["user", "profile"]),
        ("user-profile", ["user", "profile"]),
        ("user profile", ["user", "profile"]),
        ("URLSession", ["URL", "Session"]),
        ("profileID", ["profile", "ID"]),
        ("userIDs", ["user", "IDs"]),
        ("HTTPServerError", ["HTTP", "Server", "Error"]),
        ("USER_PROFILE", ["USER", "PROFILE"]),
        ("user2Profile", ["user2", "Profile"]),
        ("sha256Digest", ["sha256", "Digest"]),
        ("__private__value", ["private", "value"]),
        ("Profile", ["Profile"]),
        ("ÉcoleNormale", ["École", "Normale"]),
        ("cafe\u{301}Menu", ["cafe\u{301}", "Menu"]),
        ("", []),
    ])
    func splitsWords(text: String, words: [String]) {
        #expect(WordCase.words(in: text) == words)
    }

    @Test(arguments: [
        // input, pascalCase, camelCase, snakeCase, kebabCase
        ("userProfile", "UserProfile", "userProfile", "user_profile", "user-profile"),
        ("UserProfile", "UserProfile", "userProfile", "user_profile", "user-profile"),
        ("user_profile", "UserProfile", "userProfile", "user_profile", "user-profile"),
        ("user-profile", "UserProfile", "userProfile", "user_profile", "user-profile"),
        ("URLSession", "URLSession", "urlSession", "url_session", "url-session"),
        ("profileID", "ProfileID", "profileID", "profile_id", "profile-id"),
        ("ID", "ID", "id", "id", "id"),
        ("USER_PROFILE", "UserProfile", "userProfile", "user_profile", "user-profile"),
        ("profile", "Profile", "profile", "profile", "profile"),
        ("P", "P", "p", "p", "p"),
    ])
    func convertsBetweenCases(input: String, pascal: String, camel: String, snake: String, kebab: String) {
        #expect(TemplateFilter.pascalCase.apply(to: input) == pascal)
        #expect(TemplateFilter.camelCase.apply(to: input) == camel)
        #expect(TemplateFilter.snakeCase.apply(to: input) == snake)
        #expect(TemplateFilter.kebabCase.apply(to: input) == kebab)
    }

    @Test(arguments: [
        ("notificationsEnabled", "Notifications enabled"), ("birthday", "Birthday"), ("profileID", "Profile ID"),
        ("URLSession", "URL session"), ("USER_PROFILE", "User profile"), ("OrderItem", "Order item"), ("", ""),
    ])
    func writesLabelsInSentenceCase(input: String, label: String) {
        #expect(TemplateFilter.sentenceCase.apply(to: input) == label)
    }

    @Test(arguments: [
        ("orderItems", "Order Items"), ("Profiles", "Profiles"), ("URLSessions", "URL Sessions"),
        ("USER_PROFILE", "User Profile"), ("", ""),
    ])
    func writesTitlesInTitleCase(input: String, title: String) {
        #expect(TemplateFilter.titleCase.apply(to: input) == title)
    }

    @Test(arguments: [
        ("Profile", "Profiles"), ("Category", "Categories"), ("Box", "Boxes"), ("Day", "Days"),
        ("Status", "Statuses"), ("Address", "Addresses"), ("Match", "Matches"), ("Wish", "Wishes"),
        ("Quiz", "Quizes"), ("Person", "People"), ("SalesPerson", "SalesPeople"), ("child", "children"),
        ("Human", "Humans"), ("Leaf", "Leaves"), ("Index", "Indices"), ("Hero", "Heroes"), ("Photo", "Photos"),
        ("Data", "Data"), ("UserSettingsData", "UserSettingsData"), ("ID", "IDs"), ("URL", "URLs"),
        ("profileID", "profileIDs"), ("IDs", "IDs"), ("user_profile", "user_profiles"), ("", ""), ("y", "ys"),
    ])
    func pluralizesTheLastWord(singular: String, plural: String) {
        #expect(TemplateFilter.plural.apply(to: singular) == plural)
    }

    @Test func changesLetterCase() {
        #expect(TemplateFilter.lowercase.apply(to: "UserProfile") == "userprofile")
        #expect(TemplateFilter.uppercase.apply(to: "UserProfile") == "USERPROFILE")
    }
}
