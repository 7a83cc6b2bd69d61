/// What the lexer is inside of. Modes nest — a string inside an interpolation inside a string —
/// so they live on a ``LexerModeStack``, innermost last, the way swift-syntax's lexer keeps its
/// `Cursor.State`s. One value says what the next token can be, instead of several flags that had
/// to be kept in step by hand.
enum LexerMode: Equatable {
    /// Code outside any literal: the bottom of the stack, never left.
    case normal
    /// The text of a string literal, up to an interpolation or its closing delimiter.
    case string(StringLiteral)
    /// Code inside `\(…)`, belonging to the string just below on the stack; `parens` counts the
    /// `(` opened inside it and not yet closed, so the `)` that ends it can be told apart.
    case interpolation(parens: Int)

    /// Whether the next token is code rather than string text.
    var isCode: Bool {
        if case .string = self { return false }
        return true
    }
}

/// A string literal the lexer is inside of: what closes it and where it opened, for the
/// diagnostic when nothing does.
///
/// Stored in 32 bits a number: the lexer takes no input of 4 GiB or more, so every count and
/// position fits, and a deeply nested file's mode stack takes half the memory (20 bytes a mode).
struct StringLiteral: Equatable {
    enum Kind: UInt8, Equatable {
        /// `"…"`: a line break ends it, closed or not.
        case singleLine
        /// `"""…"""`: runs over lines.
        case multiLine
    }

    let kind: Kind
    private let storedDelimiters: UInt32
    private let storedOpenLine: UInt32
    private let storedOpenColumn: UInt32

    init(kind: Kind, delimiters: Int, openLine: Int, openColumn: Int) {
        self.kind = kind
        storedDelimiters = UInt32(clamping: delimiters)
        storedOpenLine = UInt32(clamping: openLine)
        storedOpenColumn = UInt32(clamping: openColumn)
    }

    /// The `#` count of a raw string (`#"…"#`), which its escapes, interpolations and closing
    /// delimiter repeat; 0 for a plain string.
    var delimiters: Int { Int(storedDelimiters) }
    var openLine: Int { Int(storedOpenLine) }
    var openColumn: Int { Int(storedOpenColumn) }
}

/// The only ways the mode stack changes (swift-syntax's `StateTransition`).
enum LexerTransition {
    /// Enter a nested mode: a string's text, an interpolation's code.
    case push(LexerMode)
    /// Change the innermost mode in place, e.g. an interpolation's paren count.
    case replace(LexerMode)
    /// Leave the innermost mode.
    case pop
    /// Leave the mode at this depth and every mode nested in it, when a line break or the end of
    /// input ends a string that never closed.
    case popTo(depth: Int)
}

/// The lexer's modes, innermost last, over a `.normal` that stays at the bottom.
///
/// An explicit stack rather than recursion, so `"\("\("…")")"` nested arbitrarily deep costs
/// heap, not call stack. It also counts the single-line strings on it, so a line break in plain
/// code (by far the most common) asks one question instead of searching the stack — a file of
/// deeply nested multi-line strings would otherwise make every line break cost its depth.
struct LexerModeStack {
    private(set) var modes: [LexerMode] = [.normal]
    private(set) var singleLineStrings = 0

    var current: LexerMode { modes[modes.count - 1] }

    /// Whether the next token is code: cheap for the common case of no literal open.
    var isLexingCode: Bool { modes.count == 1 || current.isCode }

    mutating func perform(_ transition: LexerTransition) {
        switch transition {
        case .push(let mode):
            count(mode, by: 1)
            modes.append(mode)
        case .replace(let mode):
            count(current, by: -1)
            count(mode, by: 1)
            modes[modes.count - 1] = mode
        case .pop:
            guard modes.count > 1 else { return }  // `.normal` is never left
            count(modes.removeLast(), by: -1)
        case .popTo(let depth):
            let kept = max(depth, 1)
            guard kept < modes.count else { return }
            for mode in modes[kept...] { count(mode, by: -1) }
            modes.removeSubrange(kept...)
        }
    }

    /// The depth of the outermost single-line string, whose end ends everything nested in it.
    var outermostSingleLineString: (depth: Int, literal: StringLiteral)? {
        guard singleLineStrings > 0 else { return nil }
        for (depth, mode) in modes.enumerated() {
            if case .string(let literal) = mode, literal.kind == .singleLine { return (depth, literal) }
        }
        return nil
    }

    /// The outermost string open: every other open one sits in its interpolations.
    var outermostString: StringLiteral? {
        guard modes.count > 1, case .string(let literal) = modes[1] else { return nil }
        return literal
    }

    private mutating func count(_ mode: LexerMode, by change: Int) {
        if case .string(let literal) = mode, literal.kind == .singleLine { singleLineStrings += change }
    }
}
