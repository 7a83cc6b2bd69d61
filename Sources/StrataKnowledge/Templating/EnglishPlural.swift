/// The English plural of the last word of an identifier: `UserProfile` → `UserProfiles`,
/// `Category` → `Categories`, `Box` → `Boxes`, `SalesPerson` → `SalesPeople`.
enum EnglishPlural {
    static func plural(of text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let last = WordCase.wordRanges(in: scalars).last else { return text }
        return WordCase.string(scalars[..<last.lowerBound]) + plural(ofWord: WordCase.string(scalars[last]))
            + WordCase.string(scalars[last.upperBound...])
    }

    private static func plural(ofWord word: String) -> String {
        let lower = word.lowercased()
        if uncountable.contains(lower) { return word }
        if WordCase.isAcronym(word) { return word.hasSuffix("s") ? word : word + "s" }
        if let irregular = irregular[lower] {
            let isCapitalized = word.unicodeScalars.first.map(WordCase.isUppercase) ?? false
            return isCapitalized ? irregular.prefix(1).uppercased() + irregular.dropFirst() : irregular
        }
        if isAlreadyPlural(lower) { return word }
        let suffixes = ["s", "x", "z", "ch", "sh"]
        if suffixes.contains(where: lower.hasSuffix) {
            return word + "es"
        }
        if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower.dropLast().last!) {
            return String(word.dropLast()) + "ies"
        }
        return word + "s"
    }

    /// A final `s` after a consonant or an `e` marks a plural (`Settings`, `Details`, `Preferences`);
    /// after `s`, `a`, `i`, `o` or `u` it ends a singular (`Address`, `Alias`, `Status`).
    private static func isAlreadyPlural(_ lower: String) -> Bool {
        guard lower.hasSuffix("s"), let beforeS = lower.dropLast().last else { return false }
        return !"saiou".contains(beforeS)
    }

    /// Words spelt the same in the plural.
    private static let uncountable: Set<String> = [
        "data", "metadata", "information", "equipment", "feedback", "news", "series", "species",
        "sheep", "fish", "deer", "software", "hardware", "money", "music", "media",
    ]

    /// Plurals no suffix rule produces; the common ones that turn up in type names.
    private static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "goose": "geese", "foot": "feet", "tooth": "teeth", "leaf": "leaves", "life": "lives",
        "knife": "knives", "wife": "wives", "half": "halves", "wolf": "wolves", "shelf": "shelves",
        "index": "indices", "matrix": "matrices", "vertex": "vertices", "criterion": "criteria",
        "phenomenon": "phenomena", "analysis": "analyses", "axis": "axes", "crisis": "crises",
        "thesis": "theses", "hero": "heroes", "potato": "potatoes", "tomato": "tomatoes",
        "echo": "echoes", "veto": "vetoes",
    ]
}
