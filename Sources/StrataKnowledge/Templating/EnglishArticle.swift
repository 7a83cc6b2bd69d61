/// The indefinite article an identifier takes as it is spoken: "an `Order`", "a `Task`",
/// "a `User`", "an `Hour`", "an `SMSMessage`". Generated comments name the user's types, and
/// "a `Order`" is the first thing a reviewer would mark.
enum EnglishArticle {
    static func article(for name: String) -> String {
        startsWithVowelSound(name) ? "an" : "a"
    }

    private static func startsWithVowelSound(_ name: String) -> Bool {
        let letters = Array(name.unicodeScalars)
        guard let first = letters.first else { return false }
        let upper = String(first).uppercased()
        // An initialism is spelt out letter by letter: "an SMS", "an MRI", "a URL".
        if letters.count > 1, first.properties.isUppercase, letters[1].properties.isUppercase {
            return "AEFHILMNORSX".contains(upper)
        }
        let word = String(String.UnicodeScalarView(letters.prefix(4))).lowercased()
        if ["hour", "hono", "heir"].contains(where: word.hasPrefix) { return true }
        if word.hasPrefix("eu") || word.hasPrefix("one") { return false }
        if word.hasPrefix("u") {
            // "a user", "a unit", "a utility" (a "you" sound: one consonant, then a vowel), but
            // "an update", "an umbrella".
            let rest = Array(word.unicodeScalars.dropFirst())
            guard rest.count >= 2 else { return true }
            return !(isConsonant(rest[0]) && !isConsonant(rest[1]))
        }
        return ["a", "e", "i", "o", "é", "è", "ê", "á", "à", "í", "ó", "ô", "æ", "ø"].contains(word.prefix(1))
    }

    private static func isConsonant(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && !"aeiouy".unicodeScalars.contains(scalar)
    }
}
