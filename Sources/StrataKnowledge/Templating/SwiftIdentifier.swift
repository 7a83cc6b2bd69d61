import StrataCore

/// Checks names users type (`strata new Demo`, `strata feature Profile`, field names) before
/// they become type names, file names and folder names in generated code.
public enum SwiftIdentifier {
    /// Throws `.invalidIdentifier` unless `name` can be used unquoted as a Swift identifier
    /// and as a single path component.
    public static func validate(_ name: String) throws(KnowledgeError) {
        if let problem = problem(with: name) {
            throw .invalidIdentifier(name: name, problem: problem)
        }
    }

    static func problem(with name: String) -> IdentifierProblem? {
        guard let first = name.first else { return .empty }
        // By bytes: every name of the knowledge base is checked when it loads (see ByteSearch).
        if name.containsBytes(of: "..") { return .parentDirectory }
        if name.containsBytes(of: "/") || name.containsBytes(of: "\\") { return .pathSeparator }
        if first.isNumber { return .startsWithDigit }
        if let invalid = name.isAllASCII
            ? firstNonIdentifierByte(in: name).map({ Character(Unicode.Scalar($0)) })
            : name.first(where: { !isIdentifierCharacter($0) })
        {
            return .invalidCharacter(invalid)
        }
        if keywords.contains(name) { return .keyword }
        return nil
    }

    /// In ASCII, letters, digits and `_` are bytes: asking each `Character` for its Unicode
    /// properties cost ten thousand instructions a name, and the knowledge base holds hundreds.
    private static func firstNonIdentifierByte(in name: String) -> UInt8? {
        name.utf8.first { byte in
            !(byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20))
        }
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// Words that cannot be used as identifiers without backticks: the keywords used in
    /// declarations, statements, expressions and types, and patterns (The Swift Programming
    /// Language, "Lexical Structure"). Contextual keywords such as `get` or `willSet` are fine.
    public static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Patterns.
        "_",
    ]
}
