/// Type declarations: `class`, `struct`, `enum`, `protocol`, `actor`, `extension`.
extension DeclarationParser {
    mutating func parseType(_ head: DeclarationHead, depth: Int) -> TypeDecl {
        let introducer = cursor.current
        let kind = typeKind(of: introducer)
        cursor.advance()
        let nameToken = cursor.current
        var name = ""
        var genericClause: String?
        if kind == .extension {
            let scanned = scanExtendedType()
            name = cursor.text(of: scanned) ?? ""
        } else if nameToken.kind == .identifier || nameToken.kind == .keyword {
            name = cursor.name(nameToken)
            cursor.advance()
            if cursor.opensGenericClause, cursor.isGlued(cursor.index) {
                genericClause = cursor.scanAngleGroup()
            }
        }
        var inheritance: [String] = []
        if cursor.current.kind == .colon {
            cursor.advance()
            inheritance = scanInheritance()
        }
        var whereClause: String?
        if cursor.reservedKeyword(cursor.current) == .where {
            cursor.advance()
            let scanned = scanWhereClause()
            whereClause = cursor.text(of: scanned)
        }
        var members: [Declaration] = []
        var endLine = cursor.tokens[Swift.max(cursor.index - 1, head.start)].line
        if cursor.current.kind == .leftBrace {
            let open = cursor.current
            if depth + 1 > Self.maximumNesting {
                diagnoseNestingOnce(at: open)
                endLine = cursor.tokens[cursor.skipBalancedGroup()].line
            } else {
                cursor.advance()
                members = parseMembers(depth: depth + 1, inEnum: kind == .enum)
                if cursor.current.kind == .rightBrace {
                    endLine = cursor.current.line
                    cursor.advance()
                } else {
                    diagnose(.unclosedBrace, at: open)
                    endLine = cursor.current.line
                }
            }
        }
        return TypeDecl(
            kind: kind, name: name, attributes: head.attributes, modifiers: head.modifiers,
            genericClause: genericClause, inheritance: inheritance, whereClause: whereClause,
            members: members, line: nameToken.line, column: nameToken.column,
            startLine: cursor.tokens[head.start].line, endLine: endLine, conditions: conditions.current)
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
        let first = cursor.index
        var depth = 0
        while !cursor.isAtEnd {
            let token = cursor.current
            if depth <= 0 {
                if token.kind == .colon || token.kind == .leftBrace || token.kind == .rightBrace
                    || token.kind == .semicolon || token.kind.isConditionalDirective
                    || cursor.reservedKeyword(token) == .where
                    || cursor.startsNewStatement(after: first)
                {
                    break
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator:
                depth += cursor.angleDelta(of: token)
            default: break
            }
            cursor.advance()
        }
        return cursor.index > first ? TokenSpan(first: first, last: cursor.index - 1) : nil
    }

    /// `A, B<C>, D & E` up to `where` or the body.
    private mutating func scanInheritance() -> [String] {
        var items: [String] = []
        while !cursor.isAtEnd {
            let scanned = cursor.scanType()
            if let item = cursor.text(of: scanned) {
                items.append(item)
            }
            guard cursor.current.kind == .comma else { break }
            cursor.advance()
        }
        return items
    }

    /// A `where` clause's requirements up to the body (or the end of the declaration).
    mutating func scanWhereClause() -> TokenSpan? {
        let first = cursor.index
        var depth = 0
        while !cursor.isAtEnd {
            let token = cursor.current
            if depth <= 0 {
                if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon
                    || token.kind.isConditionalDirective
                    || cursor.startsNewStatement(after: first)
                {
                    break
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            default: break
            }
            cursor.advance()
        }
        return cursor.index > first ? TokenSpan(first: first, last: cursor.index - 1) : nil
    }
}
