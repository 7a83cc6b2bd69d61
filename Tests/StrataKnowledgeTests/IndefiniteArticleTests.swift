import Testing

@testable import StrataKnowledge

/// Generated comments say "an `Order`" and "a `Task`": the article follows how the name is
/// spoken, not only its first letter.
struct IndefiniteArticleTests {
    @Test(arguments: [
        ("Order", "an"), ("Item", "an"), ("Account", "an"), ("Event", "an"), ("orderItem", "an"),
        ("Update", "an"), ("Umbrella", "an"), ("Upload", "an"), ("Hour", "an"), ("HonorRoll", "an"),
        ("FAQ", "an"), ("Éclair", "an"), ("SMSMessage", "an"), ("MRIScan", "an"), ("XMLFeed", "an"),
    ])
    func anBeforeAVowelSound(name: String, article: String) {
        #expect(TemplateFilter.indefiniteArticle.apply(to: name) == article)
    }

    @Test(arguments: [
        ("Task", "a"), ("Settings", "a"), ("User", "a"), ("Unit", "a"), ("Usage", "a"), ("Utility", "a"),
        ("Euro", "a"), ("OneTimeCode", "a"), ("URLRecord", "a"), ("UUIDTag", "a"), ("House", "a"), ("", "a"),
        ("Café", "a"), ("数量", "a"),
    ])
    func aBeforeAConsonantSound(name: String, article: String) {
        #expect(TemplateFilter.indefiniteArticle.apply(to: name) == article)
    }

    @Test func chainsIntoSentenceCaseAtTheStartOfASentence() throws {
        let template = try Template(
            parsing: "{{ entity | indefiniteArticle | sentenceCase }} `{{ entity }}`", path: "t.tmpl")
        #expect(try template.render(["entity": .string("Order")]) == "An `Order`")
    }
}
