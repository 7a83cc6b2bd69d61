/// Type declarations: `class`, `struct`, `enum`, `protocol`, `actor`, `extension`.
extension DeclarationParser {
    mutating func parseType(_ head: DeclarationHead, depth: Int) -> TypeDecl {
        let introducer = current
        let kind = typeKind(of: introducer)
        advance()
        let nameToken = current
        var name = ""
        var genericClause: String?
        if kind == .extension {
            let scanned = scanExtendedType()
            name = text(of: scanned) ?? ""
        } else if nameToken.kind == .identifier || nameToken.kind == .keyword {
            name = self.name(nameToken)
            advance()
            if opensGenericClause, isGlued(index) {
                genericClause = scanAngleGroup()
            }
        }
        var inheritance: [String] = []
        if current.kind == .colon {
            advance()
            inheritance = scanInheritance()
        }
        var whereClause: String?
        if reservedKeyword(current) == .where {
            advance()
            let scanned = scanWhereClause()
            whereClause = text(of: scanned)
        }
        var members: [Declaration] = []
        var endLine = tokens[Swift.max(index - 1, head.start)].line
        if current.kind == .leftBrace {
            let open = current
            if depth + 1 > Self.maximumNesting {
                diagnoseNestingOnce(at: open)
                endLine = tokens[skipBalancedGroup()].line
            } else {
                advance()
                members = parseMembers(depth: depth + 1, inEnum: kind == .enum)
                if current.kind == .rightBrace {
                    endLine = current.line
                    advance()
                } else {
                    diagnose(.unclosedBrace, at: open)
                    endLine = current.line
                }
            }
        }
        return TypeDecl(
            kind: kind, name: name, attributes: head.attributes, modifiers: head.modifiers,
            genericClause: genericClause, inheritance: inheritance, whereClause: whereClause,
            members: members, line: nameToken.line, column: nameToken.column,
            startLine: tokens[head.start].line, endLine: endLine, conditions: conditions.current)
    }

    private func typeKind(of token: Token) -> TypeDecl.Kind {
        switch token.keyword {
        case .class: .class
        case .struct: .struct
        case .enum: .enum
        case .protocol: .protocol
        case .extension: .extension
        default: .actor
        }
    }

    /// The type an extension extends: `Foo`, `Foo.Bar`, `Array<Int>`, `[String]`.
    private mutating func scanExtendedType() -> TokenSpan? {
        let first = index
        var depth = 0
        while !isAtEnd {
            let token = current
            if depth <= 0 {
                if token.kind == .colon || token.kind == .leftBrace || token.kind == .rightBrace
                    || token.kind == .semicolon || token.kind.isConditionalDirective
                    || reservedKeyword(token) == .where
                    || (index > first && token.isAtStartOfLine && !continuesAcrossLineBreak(at: index))
                {
                    break
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator:
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

    /// `A, B<C>, D & E` up to `where` or the body.
    private mutating func scanInheritance() -> [String] {
        var items: [String] = []
        while !isAtEnd {
            let scanned = scanType()
            if let item = text(of: scanned) {
                items.append(item)
            }
            guard current.kind == .comma else { break }
            advance()
        }
        return items
    }

    /// A `where` clause's requirements up to the body (or the end of the declaration).
    mutating func scanWhereClause() -> TokenSpan? {
        let first = index
        var depth = 0
        while !isAtEnd {
            let token = current
            if depth <= 0 {
                if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon
                    || token.kind.isConditionalDirective
                    || (index > first && token.isAtStartOfLine && !continuesAcrossLineBreak(at: index))
                {
                    break
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            default: break
            }
            advance()
        }
        return index > first ? TokenSpan(first: first, last: index - 1) : nil
    }
}
