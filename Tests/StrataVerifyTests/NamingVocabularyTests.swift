import StrataKnowledge
import StrataTestSupport
import Testing

/// Every type name of a project is asked whether it ends like a role or names a double, judged
/// by characters.
@Suite struct NamingVocabularyTests {
    @Test func endingsAndDoublesAreJudgedAsByCharacters() {
        var random = SplitMix64(seed: 21)
        let pieces = [
            "Repository", "Repo", "UseCase", "Stub", "Mock", "Preview", "Spy", "Fake", "Order", "s", "X", "é",
            "e\u{301}",
            "Ünit", "\r\n", "_", "1", "K",
        ]
        // "\n" ends "\r\n" by bytes but not by characters.
        let endings =
            NamingVocabulary.defaults.repository + [
                "é", "sitory", "Ünit", "e\u{301}", "\n", "\r\n", "_1", "", "\u{212A}",
            ]
        for _ in 0..<6_000 {
            let name = (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            for ending in endings {
                #expect(
                    NameEndings([ending]).endOf(name)
                        == (name.hasSuffix(ending) && name.count > ending.count), "\(name) \(ending)")
            }
            // A list mixing ASCII endings and others.
            let list = endings.filter { _ in random.next() % 4 == 0 }
            let expected = list.contains { name.hasSuffix($0) && name.count > $0.count }
            #expect(NameEndings(list).endOf(name) == expected, "\(name) \(list)")
            let byCharacters = ["Stub", "Mock", "Fake", "Preview", "Spy"].contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
            }
            #expect(NamingVocabulary.isDouble(name) == byCharacters, "\(name)")
        }
        #expect(NamingVocabulary.isDouble("MockOrders") && !NamingVocabulary.isDouble("Mockingbird"))
        #expect(NamingVocabulary.defaults.isRepository("OrdersRepositoryImpl"))
        #expect(!NamingVocabulary.defaults.isRepository("Repository"))
        // The lists are public and settable: the endings tested follow them.
        var names = NamingVocabulary.defaults
        names.repository = ["Store"]
        names.viewModel.append("Model")
        #expect(names.isRepository("OrdersStore") && !names.isRepository("OrdersRepository"))
        #expect(names.isViewModel("OrdersModel") && names.isViewModel("OrdersViewModel"))
        #expect(names != NamingVocabulary.defaults)
    }
}
