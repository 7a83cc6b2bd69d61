/// Functions, initializers and their parameter clauses.
extension DeclarationParser {
    /// A parameter (or enum associated value) before it is known which one it is.
    struct ParameterParts {
        var attributes: [Attribute] = []
        /// The names before `:` — none, one (`x: Int`) or two (`for x: Int`, `_ x: Int`).
        var names: [String] = []
        var type = ""
        var defaultText: String?

        /// The argument label: the first name, unless it is `_`.
        var label: String? { names.first == "_" ? nil : names.first }
    }

    private struct Effects {
        var isAsync = false
        var throwsClause: String?
    }

    mutating func parseFunction(_ head: DeclarationHead) -> FunctionDecl {
        advance()
        let nameToken = current
        var functionName = ""
        switch nameToken.kind {
        case .identifier, .keyword:
            functionName = name(nameToken)
            advance()
        case .operator, .equal:
            functionName = text(nameToken)
            advance()
        default:
            break
        }
        let genericClause = scanGenericClause()
        let parameters = current.kind == .leftParen ? parseParameterClause().map(Self.makeParameter) : []
        let effects = parseEffects()
        var returnType: String?
        if current.kind == .arrow {
            advance()
            let scanned = scanType()
            returnType = text(of: scanned)
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
        let initToken = current
        advance()
        var failability: String?
        var genericClause: String?
        if current.kind == .operator, isGlued(index), let mark = text(current).first, mark == "?" || mark == "!" {
            failability = String(mark)
            if text(current).count == 1 {
                advance()
                genericClause = scanGenericClause()
            } else if text(current).dropFirst().hasPrefix("<") {
                // `init?<T>` lexes `?<` as one operator; the clause starts inside it.
                genericClause = scanAngleGroup().map { String($0.dropFirst()) }
            }
        } else {
            genericClause = scanGenericClause()
        }
        let parameters = current.kind == .leftParen ? parseParameterClause().map(Self.makeParameter) : []
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
        guard opensGenericClause else { return nil }
        return scanAngleGroup()
    }

    private static func makeParameter(_ parts: ParameterParts) -> Parameter {
        Parameter(
            label: parts.label, name: parts.names.last ?? "", type: parts.type,
            defaultText: parts.defaultText, attributes: parts.attributes)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in any order.
    private mutating func parseEffects() -> Effects {
        var effects = Effects()
        while !isAtEnd {
            if contextualKeyword(current) == .async {
                effects.isAsync = true
                advance()
            } else if reservedKeyword(current) == .throws {
                var clause = text(current)
                advance()
                if current.kind == .leftParen, isGlued(index) {
                    let open = index
                    let close = skipBalancedGroup()
                    clause += text(from: open, through: close) ?? ""
                }
                effects.throwsClause = clause
            } else if reservedKeyword(current) == .rethrows {
                effects.throwsClause = text(current)
                advance()
            } else {
                break
            }
        }
        return effects
    }

    private mutating func parseWhereClause() -> String? {
        guard reservedKeyword(current) == .where else { return nil }
        advance()
        let scanned = scanWhereClause()
        return text(of: scanned)
    }

    /// Skips a `{ … }` body if one follows; returns the line the declaration ends on.
    private mutating func skipBody() -> Int {
        guard current.kind == .leftBrace else {
            return tokens[Swift.max(index - 1, 0)].line
        }
        return tokens[skipBalancedGroup()].line
    }

    // MARK: Parameters

    /// The parameters between the parentheses at the current token; consumes the clause.
    mutating func parseParameterClause() -> [ParameterParts] {
        let close = groupEnd(from: index)
        advance()
        var parameters: [ParameterParts] = []
        while index < close {
            let start = index
            parameters.append(parseParameter(before: close))
            if current.kind == .comma, index < close {
                advance()
            } else if index == start {
                advance()
            }
        }
        if index <= close {
            index = close
            advance()
        }
        return parameters
    }

    private mutating func parseParameter(before close: Int) -> ParameterParts {
        var parts = ParameterParts()
        while current.kind == .attribute, index < close {
            parts.attributes.append(parseAttribute())
        }
        let nameCount = namesBeforeColon(before: close)
        for _ in 0..<nameCount {
            parts.names.append(name(current))
            advance()
        }
        if nameCount > 0 {
            advance()  // the colon
        }
        let scanned = scanParameterPart(before: close, countingAngles: true)
        parts.type = text(of: scanned) ?? ""
        if current.kind == .equal, index < close {
            advance()
            let scanned = scanParameterPart(before: close, countingAngles: false)
            parts.defaultText = text(of: scanned)
        }
        return parts
    }

    /// How many names precede a `:` at the current token: `x:` is one, `for x:` two.
    private func namesBeforeColon(before close: Int) -> Int {
        func isName(_ position: Int) -> Bool {
            position < close && (tokens[position].kind == .identifier || tokens[position].kind == .keyword)
        }
        func isColon(_ position: Int) -> Bool { position < close && tokens[position].kind == .colon }
        if isName(index), isColon(index + 1) { return 1 }
        if isName(index), isName(index + 1), isColon(index + 2) { return 2 }
        return 0
    }

    /// A parameter's type (up to `=` or `,`) or default value (up to `,`), stopping at the
    /// clause's closing parenthesis. Angle brackets only count in types, so a default like
    /// `1 << 2` does not swallow the following parameters.
    private mutating func scanParameterPart(before close: Int, countingAngles: Bool) -> TokenSpan? {
        let first = index
        var depth = 0
        while index < close {
            let token = current
            if depth <= 0, token.kind == .comma || (countingAngles && token.kind == .equal) {
                break
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .operator where countingAngles:
                for byte in stream.bytes[token.range] {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
            default: break
            }
            advance()
        }
        return index > first ? TokenSpan(first: first, last: index - 1) : nil
    }
}
