/// What a token is, at the level of detail rules need to tell code from text.
///
/// String literals are split into pieces so that interpolated code stays visible as code:
/// `"a\(b)c"` is `stringOpen`, `stringSegment` (`a`), `interpolationOpen` (`\(`),
/// `identifier` (`b`), `interpolationClose` (`)`), `stringSegment` (`c`), `stringClose`.
public enum TokenKind: String, Sendable, Codable, CaseIterable {
    /// A name, including backticked (`` `default` ``), `$0`/`$name` and Unicode names, and
    /// reserved words used as argument labels or member names (`f(in: x)`, `x.default`).
    case identifier
    /// A reserved word in a keyword role (`class`, `let`, `in`, `self`).
    case keyword
    /// `@` and the attribute name (`@MainActor`); arguments follow as ordinary tokens.
    case attribute
    case integerLiteral
    case floatLiteral
    /// The opening delimiter of a string: `"`, `"""`, `#"`, `##"""`.
    case stringOpen
    /// Literal text inside a string, escapes included verbatim.
    case stringSegment
    /// `\(` or, in a raw string, `\#(` (with as many `#` as the string's delimiter).
    case interpolationOpen
    /// The `)` ending an interpolation.
    case interpolationClose
    /// The closing delimiter of a string: `"`, `"""`, `"#`.
    case stringClose
    /// A whole regex literal: `/a+b/` or `#/ … /#`.
    case regexLiteral
    /// An operator (`+`, `==`, `?`, `!`, `..<`, `&`), excluding `=` and `->`.
    case `operator`
    /// `=` on its own.
    case equal
    /// `->`.
    case arrow
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period
    /// `\` starting a key path.
    case backslash
    case poundIf, poundElseif, poundElse, poundEndif
    /// `#` and a name: `#available`, `#selector`, `#warning`, `#Preview`, `#sourceLocation`.
    case poundIdentifier
    /// A byte sequence Swift cannot start a token with (a stray `'`, a control byte,
    /// invalid UTF-8). It is kept so that the tokens still cover the whole input.
    case unknown
    /// The end of input; its leading trivia holds whatever follows the last token.
    case endOfFile

    /// Whether tokens of this kind belong to the text of a string literal rather than code.
    public var isStringText: Bool {
        switch self {
        case .stringOpen, .stringSegment, .stringClose: true
        default: false
        }
    }

    /// Whether tokens of this kind open a `#if` clause or close the conditional block.
    public var isConditionalDirective: Bool {
        switch self {
        case .poundIf, .poundElseif, .poundElse, .poundEndif: true
        default: false
        }
    }
}
