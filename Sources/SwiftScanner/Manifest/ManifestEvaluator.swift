/// Runs the statements of a manifest far enough to know the value of its `Package`.
///
/// Understood statements: `let`/`var` bindings, `=`, `+=`, `append(_:)`,
/// `append(contentsOf:)`, the same on `package.targets`, `return` in an immediately
/// invoked closure, and `#if` blocks (whatever they set becomes conditional). Any other
/// statement is skipped, but if it could change a target list — it assigns to or appends
/// to `targets`, `dependencies`, `name`, `path` or `type` — every variable it mentions
/// becomes unknown, so the reader reports the manifest as unreadable instead of wrong.
struct ManifestEvaluator {
    static let maximumDepth = 32
    static let maximumWeight = 100_000

    var cursor: TokenCursor
    var scopes: [[String: ManifestValue]] = [[:]]
    /// How many `#if` blocks enclose the current statement.
    var conditionalDepth = 0
    /// How many expressions enclose the current one.
    var depth = 0

    init(cursor: TokenCursor) {
        self.cursor = cursor
    }

    // MARK: Scopes

    func lookUp(_ name: String) -> ManifestValue? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    /// Sets `name` in the innermost scope that has it (or the current one, when declaring).
    mutating func assign(_ name: String, _ value: ManifestValue, line: Int, declaring: Bool = false) {
        let value = conditionalDepth > 0 ? .unknown(.conditionallyDefined(name: name, line: line)) : value
        if !declaring, let owner = scopes.lastIndex(where: { $0[name] != nil }) {
            scopes[owner][name] = value
        } else {
            scopes[scopes.count - 1][name] = value
        }
    }

    // MARK: Statements

    /// Runs statements up to the end of input or the `}` closing the current closure (not
    /// consumed); returns the value of the first `return`.
    mutating func runStatements() -> ManifestValue? {
        var returned: ManifestValue?
        while !cursor.isAtEnd, cursor.current.kind != .rightBrace || scopes.count == 1 {
            let start = cursor.index
            switch cursor.current.kind {
            case .poundIf, .poundElseif:
                if cursor.current.kind == .poundIf { conditionalDepth += 1 }
                skipDirectiveLine()
            case .poundElse:
                cursor.advance()
            case .poundEndif:
                conditionalDepth = Swift.max(0, conditionalDepth - 1)
                cursor.advance()
            case .semicolon, .rightBrace:
                cursor.advance()
            default:
                if let value = runStatement(), returned == nil {
                    returned = value
                }
            }
            if cursor.index == start { cursor.advance() }
        }
        return returned
    }

    private mutating func skipDirectiveLine() {
        cursor.advance()
        while !cursor.isAtEnd, !cursor.current.isAtStartOfLine {
            cursor.advance()
        }
    }

    /// Runs one statement; returns the value if it is a `return`.
    private mutating func runStatement() -> ManifestValue? {
        let start = cursor.index
        while cursor.current.kind == .attribute {
            cursor.advance()
            if cursor.current.kind == .leftParen, cursor.isGlued(cursor.index) { cursor.skipBalancedGroup() }
        }
        switch cursor.reservedKeyword(cursor.current) {
        case .let, .var:
            runBinding()
            return nil
        case .return:
            let line = cursor.current.line
            cursor.advance()
            let value = finishedExpression(from: cursor.index)
            return conditionalDepth > 0 ? .unknown(.conditionallyDefined(name: "return", line: line)) : value
        case .import:
            cursor.skipStatement()
            return nil
        default:
            break
        }
        if cursor.current.kind == .identifier, runMutation() {
            return nil
        }
        cursor.index = start
        skipUnknownStatement()
        return nil
    }

    /// `let name: Type = expression`.
    private mutating func runBinding() {
        cursor.advance()
        let nameToken = cursor.current
        guard nameToken.kind == .identifier else {
            skipUnknownStatement()
            return
        }
        let name = cursor.name(nameToken)
        cursor.advance()
        if cursor.current.kind == .colon {
            cursor.advance()
            _ = cursor.scanType()
        }
        var value = ManifestValue.unknown(.undefinedName(name: name, line: nameToken.line))
        if cursor.current.kind == .equal {
            cursor.advance()
            value = finishedExpression(from: cursor.index)
        }
        assign(name, value, line: nameToken.line, declaring: true)
    }

    /// An expression that must end the statement; trailing tokens make it unknown.
    private mutating func finishedExpression(from start: Int) -> ManifestValue {
        let value = evaluateExpression()
        guard endsStatement(at: cursor.index) else {
            let failure = ManifestReadFailure.unsupportedExpression(
                text: excerpt(from: start), line: cursor.tokens[start].line)
            cursor.skipStatement()
            return .unknown(failure)
        }
        return value
    }

    func endsStatement(at position: Int) -> Bool {
        let token = cursor.tokens[position]
        switch token.kind {
        case .endOfFile, .semicolon, .rightBrace, .poundIf, .poundElseif, .poundElse, .poundEndif:
            return true
        default:
            return token.isAtStartOfLine && !cursor.continuesAcrossLineBreak(at: position)
        }
    }

    /// The source of a statement's first line from `start`, for messages.
    func excerpt(from start: Int) -> String {
        var last = start
        while last + 1 < cursor.tokens.count - 1, !cursor.tokens[last + 1].isAtStartOfLine, last - start < 12 {
            last += 1
        }
        return cursor.text(from: start, through: last) ?? ""
    }
}
