/// Functions, initializers and their parameter clauses.
extension DeclarationParser {
    /// A parameter (or enum associated value) before it is known which one it is.
    struct ParameterParts {
        var attributes: [Attribute] = []
        /// The names before `:`: none, one (`x: Int`) or two (`for x: Int`, `_ x: Int`). Two
        /// fields rather than an array, which cost an allocation for every parameter scanned.
        var firstName: String?
        var secondName: String?
        var type = ""
        var defaultText: String?

        /// The argument label: the first name, unless it is `_`.
        var label: String? { firstName == "_" ? nil : firstName }
        /// The name the body uses: the second when there are two.
        var innerName: String? { secondName ?? firstName }
    }

    private struct Effects {
        var isAsync = false
        var throwsClause: String?
    }

    mutating func parseFunction(_ head: DeclarationHead) -> FunctionDecl {
        cursor.advance()
        let nameToken = cursor.current
        var functionName = ""
        switch nameToken.kind {
        case .identifier, .keyword:
            functionName = cursor.name(nameToken)
            cursor.advance()
        case .operator, .equal:
            functionName = cursor.text(nameToken)
            cursor.advance()
        default:
            break
        }
        let genericClause = scanGenericClause()
        let parameters = cursor.current.kind == .leftParen ? parseParameterClause().map(Self.makeParameter) : []
        let effects = parseEffects()
        var returnType: String?
        if cursor.current.kind == .arrow {
            cursor.advance()
            let scanned = cursor.scanType()
            returnType = cursor.text(of: scanned)
        }
        let whereClause = parseWhereClause()
        return FunctionDecl(
            name: functionName, attributes: head.attributes, modifiers: head.modifiers,
            genericClause: genericClause, parameters: parameters, isAsync: effects.isAsync,
            throwsClause: effects.throwsClause, returnType: returnType, whereClause: whereClause,
            line: nameToken.line, column: nameToken.column, endLine: skipBody(),
            conditions: conditions.current)
    }

    mutating func parseInitializer(_ head: DeclarationHead) -> InitializerDecl {
        let initToken = cursor.current
        cursor.advance()
        var failability: String?
        var genericClause: String?
        if cursor.current.kind == .operator, cursor.isGlued(cursor.index),
            let mark = cursor.text(cursor.current).first, mark == "?" || mark == "!"
        {
            failability = String(mark)
            if cursor.text(cursor.current).count == 1 {
                cursor.advance()
                genericClause = scanGenericClause()
            } else if cursor.text(cursor.current).dropFirst().hasPrefix("<") {
                // `init?<T>` lexes `?<` as one operator; the clause starts inside it.
                genericClause = cursor.scanAngleGroup().map { String($0.dropFirst()) }
            }
        } else {
            genericClause = scanGenericClause()
        }
        let parameters = cursor.current.kind == .leftParen ? parseParameterClause().map(Self.makeParameter) : []
        let effects = parseEffects()
        let whereClause = parseWhereClause()
        return InitializerDecl(
            attributes: head.attributes, modifiers: head.modifiers, failability: failability,
            genericClause: genericClause, parameters: parameters, isAsync: effects.isAsync,
            throwsClause: effects.throwsClause, whereClause: whereClause,
            line: initToken.line, column: initToken.column, endLine: skipBody(),
            conditions: conditions.current)
    }

    private mutating func scanGenericClause() -> String? {
        guard cursor.opensGenericClause else { return nil }
        return cursor.scanAngleGroup()
    }

    private static func makeParameter(_ parts: ParameterParts) -> Parameter {
        Parameter(
            label: parts.label, name: parts.innerName ?? "", type: parts.type,
            defaultText: parts.defaultText, attributes: parts.attributes)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in any order.
    private mutating func parseEffects() -> Effects {
        var effects = Effects()
        while !cursor.isAtEnd {
            if cursor.contextualKeyword(cursor.current) == .async {
                effects.isAsync = true
                cursor.advance()
            } else if cursor.reservedKeyword(cursor.current) == .throws {
                var clause = cursor.text(cursor.current)
                cursor.advance()
                if cursor.current.kind == .leftParen, cursor.isGlued(cursor.index) {
                    let open = cursor.index
                    let close = cursor.skipBalancedGroup()
                    clause += cursor.text(from: open, through: close) ?? ""
                }
                effects.throwsClause = clause
            } else if cursor.reservedKeyword(cursor.current) == .rethrows {
                effects.throwsClause = cursor.text(cursor.current)
                cursor.advance()
            } else {
                break
            }
        }
        return effects
    }

    private mutating func parseWhereClause() -> String? {
        guard cursor.reservedKeyword(cursor.current) == .where else { return nil }
        cursor.advance()
        let scanned = scanWhereClause()
        return cursor.text(of: scanned)
    }

    /// Skips a `{ … }` body if one follows; returns the line the declaration ends on.
    private mutating func skipBody() -> Int {
        guard cursor.current.kind == .leftBrace else {
            return cursor.tokens[Swift.max(cursor.index - 1, 0)].line
        }
        return cursor.tokens[cursor.skipBalancedGroup()].line
    }

    // MARK: Parameters

    /// The parameters between the parentheses at the current token; consumes the clause.
    mutating func parseParameterClause() -> [ParameterParts] {
        let close = cursor.groupEnd(from: cursor.index)
        cursor.advance()
        var parameters: [ParameterParts] = []
        while cursor.index < close {
            let start = cursor.index
            parameters.append(parseParameter(before: close))
            if cursor.current.kind == .comma, cursor.index < close {
                cursor.advance()
            } else if cursor.index == start {
                cursor.advance()
            }
        }
        if cursor.index <= close {
            cursor.index = close
            cursor.advance()
        }
        return parameters
    }

    private mutating func parseParameter(before close: Int) -> ParameterParts {
        var parts = ParameterParts()
        while cursor.current.kind == .attribute, cursor.index < close {
            parts.attributes.append(parseAttribute())
        }
        let nameCount = namesBeforeColon(before: close)
        for position in 0..<nameCount {
            let name = cursor.name(cursor.current)
            if position == 0 { parts.firstName = name } else { parts.secondName = name }
            cursor.advance()
        }
        if nameCount > 0 {
            cursor.advance()  // the colon
        }
        let scanned = scanParameterPart(before: close, countingAngles: true)
        parts.type = cursor.text(of: scanned) ?? ""
        if cursor.current.kind == .equal, cursor.index < close {
            cursor.advance()
            let scanned = scanParameterPart(before: close, countingAngles: false)
            parts.defaultText = cursor.text(of: scanned)
        }
        return parts
    }

    /// How many names precede a `:` at the current token: `x:` is one, `for x:` two.
    private func namesBeforeColon(before close: Int) -> Int {
        func isName(_ position: Int) -> Bool {
            guard position < close else { return false }
            let kind = cursor.tokens[position].kind
            return kind == .identifier || kind == .keyword
        }
        func isColon(_ position: Int) -> Bool { position < close && cursor.tokens[position].kind == .colon }
        if isName(cursor.index), isColon(cursor.index + 1) { return 1 }
        if isName(cursor.index), isName(cursor.index + 1), isColon(cursor.index + 2) { return 2 }
        return 0
    }

    /// A parameter's type (up to `=` or `,`) or default value (up to `,`), stopping at the
    /// clause's closing parenthesis. Angle brackets only count in types, so a default like
    /// `1 << 2` does not swallow the following parameters.
    private mutating func scanParameterPart(before close: Int, countingAngles: Bool) -> TokenSpan? {
        let first = cursor.index
        var depth = 0
        while cursor.index < close {
            let token = cursor.current
            if depth <= 0, token.kind == .comma || (countingAngles && token.kind == .equal) {
                break
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .operator where countingAngles:
                depth += cursor.angleDelta(of: token)
            default: break
            }
            cursor.advance()
        }
        return cursor.index > first ? TokenSpan(first: first, last: cursor.index - 1) : nil
    }
}
