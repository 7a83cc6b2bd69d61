/// Reads declarations out of a token stream without building a syntax tree.
///
/// It understands declaration heads exactly (attributes, modifiers, names, generic
/// clauses, inheritance, parameters, types) and skips bodies and statements as balanced
/// token groups. Every loop advances at least one token and no token is scanned by more
/// than a bounded number of loops, so time is linear in the token count; recursion only
/// follows type nesting, capped at ``maximumNesting``.
struct DeclarationParser {
    static let maximumNesting = 32

    var cursor: TokenCursor
    var conditions = ConditionStack()
    var imports: [ImportDecl] = []
    var diagnostics: [SourceDiagnostic] = []
    private var reportedNesting = false

    init(cursor: TokenCursor) {
        self.cursor = cursor
    }

    // MARK: Members

    /// Parses declarations until the closing brace of the enclosing body (not consumed)
    /// or the end of input.
    mutating func parseMembers(depth: Int, inEnum: Bool = false) -> [Declaration] {
        var members: [Declaration] = []
        // Room for a typical body at once: grown from one by doubling, a body of eight members was
        // allocated four times.
        if cursor.current.kind != .rightBrace { members.reserveCapacity(8) }
        while true {
            switch cursor.current.kind {
            case .endOfFile:
                return members
            case .rightBrace:
                if depth > 0 { return members }
                diagnose(.unmatchedClosingBrace, at: cursor.current)
                cursor.advance()
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                parseDirective()
            case .semicolon:
                cursor.advance()
            default:
                let start = cursor.index
                parseDeclaration(depth: depth, inEnum: inEnum, into: &members)
                if cursor.index == start {
                    skipTokenOrGroup()
                }
            }
        }
    }

    /// One declaration (or several, for `var a, b` and `case a, b`), appended to `members`.
    /// Leaves `index` unchanged only when nothing here can start a declaration.
    private mutating func parseDeclaration(depth: Int, inEnum: Bool, into members: inout [Declaration]) {
        let start = cursor.index
        var attributes: [Attribute] = []
        var modifiers: [String] = []
        while true {
            if cursor.current.kind == .attribute {
                attributes.append(parseAttribute())
            } else if startsModifier() {
                modifiers.append(parseModifier())
            } else {
                break
            }
        }
        let head = DeclarationHead(start: start, attributes: attributes, modifiers: modifiers)
        if let keyword = cursor.reservedKeyword(cursor.current) {
            switch keyword {
            case .import:
                parseImport(head)
            case .class, .struct, .enum, .protocol, .extension:
                members.append(.type(parseType(head, depth: depth)))
            case .var, .let:
                parseVariables(head, into: &members)
            case .func:
                members.append(.function(parseFunction(head)))
            case .`init`:
                members.append(.initializer(parseInitializer(head)))
            case .case where inEnum:
                parseEnumCases(head, into: &members)
            case .typealias:
                members.append(.typeAlias(parseTypeAlias(head)))
            case .deinit, .subscript, .associatedtype, .operator, .precedencegroup:
                cursor.skipStatement()
            default:
                break
            }
            return
        }
        guard cursor.peek().kind == .identifier else { return }
        switch cursor.contextualKeyword(cursor.current) {
        case .actor:
            members.append(.type(parseType(head, depth: depth)))
        case .macro:
            cursor.skipStatement()
        default:
            break
        }
    }

    // MARK: Attributes and modifiers

    /// `@Name`, `@Module.Name`, with `(arguments)` when they follow on the same line.
    mutating func parseAttribute() -> Attribute {
        let attribute = cursor.current
        var name = cursor.text(in: attribute.range.dropFirst())
        cursor.advance()
        while cursor.current.kind == .period, cursor.isGlued(cursor.index), cursor.peek().kind == .identifier,
            cursor.isGlued(cursor.index + 1)
        {
            cursor.advance()
            name += "." + cursor.text(cursor.current)
            cursor.advance()
        }
        if cursor.opensGenericClause, cursor.isGlued(cursor.index) {
            _ = cursor.scanAngleGroup()
        }
        var arguments: String?
        if cursor.current.kind == .leftParen, !cursor.current.isAtStartOfLine {
            let open = cursor.index
            let close = cursor.skipBalancedGroup()
            arguments = cursor.text(from: open + 1, through: close - 1) ?? ""
        }
        return Attribute(name: name, arguments: arguments, line: attribute.line, column: attribute.column)
    }

    /// Whether the current token is a modifier: a word that only modifies a declaration
    /// (`public`, `static`, `final`, `private(set)`), recognised when a declaration or
    /// another modifier follows, so `final = 1` at top level stays a statement.
    func startsModifier() -> Bool {
        let token = cursor.current
        guard let keyword = token.keyword else { return false }
        switch keyword {
        case .private, .fileprivate, .internal, .public, .static:
            return token.kind == .keyword
        case .class:
            return token.kind == .keyword && followsAsModifier(at: cursor.index + 1)
        case .open, .package, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned,
            .optional, .required, .convenience, .dynamic, .nonisolated, .indirect, .prefix,
            .postfix, .infix, .distributed, .consuming, .borrowing:
            guard token.kind == .identifier else { return false }
            var next = cursor.index + 1
            if cursor.tokens[next].kind == .leftParen, cursor.isGlued(next) {
                next = cursor.groupEnd(from: next) + 1
            }
            return followsAsModifier(at: next)
        default:
            return false
        }
    }

    /// Whether the token at `position` can follow a modifier.
    private func followsAsModifier(at position: Int) -> Bool {
        guard position < cursor.tokens.count else { return false }
        let token = cursor.tokens[position]
        if token.kind == .attribute { return true }
        guard let keyword = token.keyword else { return false }
        switch keyword {
        case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript,
            .var, .let, .typealias, .associatedtype, .case, .import, .operator, .precedencegroup,
            .private, .fileprivate, .internal, .public, .static:
            return token.kind == .keyword
        case .actor, .macro, .open, .package, .final, .override, .mutating, .nonmutating, .lazy,
            .weak, .unowned, .optional, .required, .convenience, .dynamic, .nonisolated,
            .indirect, .prefix, .postfix, .infix, .distributed, .consuming, .borrowing:
            return token.kind == .identifier
        default:
            return false
        }
    }

    /// A modifier with its detail, as one word: `private(set)`, `unowned(safe)`.
    private mutating func parseModifier() -> String {
        let word = cursor.current
        cursor.advance()
        guard cursor.current.kind == .leftParen, cursor.isGlued(cursor.index) else { return cursor.text(word) }
        let open = cursor.index
        let close = cursor.skipBalancedGroup()
        return (open...close).reduce(into: cursor.text(word)) { modifier, position in
            modifier += cursor.text(cursor.tokens[position])
        }
    }

    // MARK: Imports

    private mutating func parseImport(_ head: DeclarationHead) {
        cursor.advance()
        var kind: String?
        if let keyword = cursor.current.keyword, !cursor.current.isAtStartOfLine,
            [.struct, .class, .enum, .protocol, .typealias, .func, .let, .var].contains(keyword)
        {
            kind = keyword.rawValue
            cursor.advance()
        }
        guard cursor.current.kind == .identifier || cursor.current.kind == .keyword else { return }
        let first = cursor.current
        var components = [cursor.name(cursor.current)]
        cursor.advance()
        while cursor.current.kind == .period, !cursor.current.isAtStartOfLine,
            cursor.peek().kind == .identifier || cursor.peek().kind == .keyword || cursor.peek().kind == .operator
        {
            cursor.advance()
            components.append(cursor.name(cursor.current))
            cursor.advance()
        }
        imports.append(
            ImportDecl(
                module: components[0], path: components.joined(separator: "."), kind: kind,
                attributes: head.attributes, modifiers: head.modifiers,
                line: first.line, column: first.column, conditions: conditions.current))
    }

    // MARK: Conditional compilation

    private mutating func parseDirective() {
        let directive = cursor.current
        cursor.advance()
        switch directive.kind {
        case .poundIf:
            conditions.openIf(scanConditionText())
        case .poundElseif:
            let condition = scanConditionText()
            if !conditions.openElseIf(condition) {
                diagnose(.unbalancedConditional(directive: "#elseif"), at: directive)
            }
        case .poundElse:
            if !conditions.openElse() {
                diagnose(.unbalancedConditional(directive: "#else"), at: directive)
            }
        default:
            if !conditions.close() {
                diagnose(.unbalancedConditional(directive: "#endif"), at: directive)
            }
        }
    }

    /// The condition after `#if`/`#elseif`: tokens up to the end of the line (further if a
    /// parenthesis is open or the line ends with `&&`/`||`), joined with single spaces
    /// where the source had any.
    private mutating func scanConditionText() -> String {
        var condition = ""
        var depth = 0
        var previous: Token?
        while !cursor.isAtEnd, !cursor.current.kind.isConditionalDirective {
            let token = cursor.current
            if let previous, token.isAtStartOfLine, depth <= 0,
                !(previous.kind == .operator && (cursor.spells(previous, "&&") || cursor.spells(previous, "||")))
            {
                break
            }
            if let previous, previous.hasTrailingTrivia || token.hasLeadingTrivia {
                condition += " "
            }
            condition += cursor.text(token)
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth -= 1 }
            previous = token
            cursor.advance()
        }
        return condition
    }

    // MARK: Diagnostics and skipping

    mutating func diagnose(_ kind: SourceDiagnostic.Kind, at token: Token) {
        diagnostics.append(SourceDiagnostic(kind: kind, line: token.line, column: token.column))
    }

    mutating func diagnoseNestingOnce(at token: Token) {
        guard !reportedNesting else { return }
        reportedNesting = true
        diagnose(.nestingTooDeep(limit: Self.maximumNesting), at: token)
    }

    /// Skips one token, or a whole balanced group if it opens one.
    mutating func skipTokenOrGroup() {
        switch cursor.current.kind {
        case .leftParen, .leftBracket, .leftBrace:
            _ = cursor.skipBalancedGroup()
        default:
            cursor.advance()
        }
    }
}

/// What precedes a declaration's introducer keyword.
struct DeclarationHead {
    /// Index of the first token of the declaration.
    let start: Int
    let attributes: [Attribute]
    let modifiers: [String]
}
