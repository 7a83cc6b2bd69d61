import Testing

@testable import StrataKnowledge

@Suite struct SwiftIdentifierTests {
    /// ASCII names are checked byte by byte: every byte, after two letters, is judged as its
    /// character's Unicode properties judge it.
    @Test func everyASCIIByteIsJudgedAsItsCharacterIs() {
        for byte in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(byte))
            let name = "Qz" + String(character)
            let expected: IdentifierProblem? =
                name.contains("/") || name.contains("\\")
                ? .pathSeparator
                : character == "_" || character.isLetter || character.isNumber ? nil : .invalidCharacter(character)
            #expect(SwiftIdentifier.problem(with: name) == expected, "\(byte)")
        }
    }

    @Test(arguments: ["Demo", "Profile", "userProfile", "_private", "Feature2", "café", "get", "set", "Type"])
    func acceptsIdentifiers(name: String) {
        #expect(throws: Never.self) { try SwiftIdentifier.validate(name) }
    }

    @Test(arguments: [
        ("", IdentifierProblem.empty),
        ("123", .startsWithDigit),
        ("1Feature", .startsWithDigit),
        ("class", .keyword),
        ("struct", .keyword),
        ("Self", .keyword),
        ("Any", .keyword),
        ("_", .keyword),
        ("open", .keyword),
        ("../x", .parentDirectory),
        ("..", .parentDirectory),
        ("a/b", .pathSeparator),
        ("a\\b", .pathSeparator),
        ("my-feature", .invalidCharacter("-")),
        ("my feature", .invalidCharacter(" ")),
        ("Profile!", .invalidCharacter("!")),
        ("`class`", .invalidCharacter("`")),
        ("a.b", .invalidCharacter(".")),
    ])
    func rejectsNonIdentifiers(name: String, problem: IdentifierProblem) {
        #expect(throws: KnowledgeError.invalidIdentifier(name: name, problem: problem)) {
            try SwiftIdentifier.validate(name)
        }
        let message = KnowledgeError.invalidIdentifier(name: name, problem: problem).description
        #expect(!message.contains("\n") && message.contains("; "))
    }

    @Test func rejectsEveryReservedKeyword() {
        for keyword in [
            "associatedtype", "deinit", "extension", "fileprivate", "inout", "precedencegroup", "rethrows",
            "subscript", "typealias", "fallthrough", "repeat", "defer", "guard", "where", "await", "nil", "super",
        ] {
            #expect(SwiftIdentifier.keywords.contains(keyword), "\(keyword)")
            #expect(throws: KnowledgeError.invalidIdentifier(name: keyword, problem: .keyword)) {
                try SwiftIdentifier.validate(keyword)
            }
        }
    }
}
