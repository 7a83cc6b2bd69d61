/// Properties, enum cases and type aliases.
extension DeclarationParser {
    // MARK: Properties

    /// `let`/`var` with one or more bindings: `var a = 1, b: Int { 2 }`.
    mutating func parseVariables(_ head: DeclarationHead, into members: inout [Declaration]) {
        let isLet = cursor.current.keyword == .let
        cursor.advance()
        let isStatic = head.modifiers.contains("static") || head.modifiers.contains("class")
        while !cursor.isAtEnd {
            let nameToken = cursor.current
            let name: String
            switch nameToken.kind {
            case .identifier, .keyword:
                name = cursor.name(nameToken)
                cursor.advance()
            case .leftParen:
                let close = cursor.skipBalancedGroup()
                name = cursor.text(in: nameToken.range.lowerBound..<cursor.tokens[close].range.upperBound)
            default:
                return
            }
            var typeAnnotation: String?
            if cursor.current.kind == .colon {
                cursor.advance()
                let scanned = cursor.scanType()
                typeAnnotation = cursor.text(of: scanned)
            }
            var initializerText: String?
            if cursor.current.kind == .equal {
                cursor.advance()
                let scanned = cursor.scanExpression()
                initializerText = cursor.text(of: scanned)
            }
            var isComputed = false
            if cursor.current.kind == .leftBrace, initializerText == nil || cursor.opensObservers(at: cursor.index) {
                isComputed = !cursor.opensObservers(at: cursor.index)
                cursor.skipBalancedGroup()
            }
            members.append(
                .property(
                    PropertyDecl(
                        name: name, isLet: isLet, isStatic: isStatic, attributes: head.attributes,
                        modifiers: head.modifiers, typeAnnotation: typeAnnotation,
                        initializerText: initializerText, isComputed: isComputed,
                        line: nameToken.line, column: nameToken.column, conditions: conditions.current)))
            guard cursor.current.kind == .comma else { break }
            cursor.advance()
        }
    }

    // MARK: Enum cases

    /// `case a, b(Int), c(label: String = ""), d = 4`.
    mutating func parseEnumCases(_ head: DeclarationHead, into members: inout [Declaration]) {
        cursor.advance()
        while cursor.current.kind == .identifier || cursor.current.kind == .keyword {
            let nameToken = cursor.current
            cursor.advance()
            var associatedValues: [EnumCaseDecl.AssociatedValue] = []
            if cursor.current.kind == .leftParen {
                associatedValues = parseParameterClause().map { parts in
                    EnumCaseDecl.AssociatedValue(
                        label: parts.secondName != nil ? parts.label : parts.firstName,
                        type: parts.type, defaultText: parts.defaultText)
                }
            }
            var rawValue: String?
            if cursor.current.kind == .equal {
                cursor.advance()
                let scanned = cursor.scanExpression()
                rawValue = cursor.text(of: scanned)
            }
            members.append(
                .enumCase(
                    EnumCaseDecl(
                        name: cursor.name(nameToken), attributes: head.attributes, modifiers: head.modifiers,
                        associatedValues: associatedValues, rawValue: rawValue,
                        line: nameToken.line, column: nameToken.column, conditions: conditions.current)))
            guard cursor.current.kind == .comma else { break }
            cursor.advance()
        }
    }

    // MARK: Type aliases

    mutating func parseTypeAlias(_ head: DeclarationHead) -> TypeAliasDecl {
        cursor.advance()
        let nameToken = cursor.current
        var aliasName = ""
        var genericClause: String?
        if nameToken.kind == .identifier || nameToken.kind == .keyword {
            aliasName = cursor.name(nameToken)
            cursor.advance()
            if cursor.opensGenericClause, cursor.isGlued(cursor.index) {
                genericClause = cursor.scanAngleGroup()
            }
        }
        var aliasedType = ""
        if cursor.current.kind == .equal {
            cursor.advance()
            let scanned = cursor.scanType()
            aliasedType = cursor.text(of: scanned) ?? ""
        }
        return TypeAliasDecl(
            name: aliasName, attributes: head.attributes, modifiers: head.modifiers,
            genericClause: genericClause, aliasedType: aliasedType,
            line: nameToken.line, column: nameToken.column, conditions: conditions.current)
    }
}
