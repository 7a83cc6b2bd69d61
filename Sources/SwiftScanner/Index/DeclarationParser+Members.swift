/// Properties, enum cases and type aliases.
extension DeclarationParser {
    // MARK: Properties

    /// `let`/`var` with one or more bindings: `var a = 1, b: Int { 2 }`.
    mutating func parseVariables(_ head: DeclarationHead, into members: inout [Declaration]) {
        let isLet = current.keyword == .let
        advance()
        let isStatic = head.modifiers.contains("static") || head.modifiers.contains("class")
        while !isAtEnd {
            let nameToken = current
            let name: String
            switch nameToken.kind {
            case .identifier, .keyword:
                name = self.name(nameToken)
                advance()
            case .leftParen:
                let close = skipBalancedGroup()
                name = stream.text(from: nameToken, through: tokens[close])
            default:
                return
            }
            var typeAnnotation: String?
            if current.kind == .colon {
                advance()
                let scanned = scanType()
                typeAnnotation = text(of: scanned)
            }
            var initializerText: String?
            if current.kind == .equal {
                advance()
                let scanned = scanExpression()
                initializerText = text(of: scanned)
            }
            var isComputed = false
            if current.kind == .leftBrace, initializerText == nil || opensObservers(at: index) {
                isComputed = !opensObservers(at: index)
                skipBalancedGroup()
            }
            members.append(
                .property(PropertyDecl(
                    name: name, isLet: isLet, isStatic: isStatic, attributes: head.attributes,
                    modifiers: head.modifiers, typeAnnotation: typeAnnotation,
                    initializerText: initializerText, isComputed: isComputed,
                    line: nameToken.line, column: nameToken.column, conditions: conditions.current)))
            guard current.kind == .comma else { break }
            advance()
        }
    }

    // MARK: Enum cases

    /// `case a, b(Int), c(label: String = ""), d = 4`.
    mutating func parseEnumCases(_ head: DeclarationHead, into members: inout [Declaration]) {
        advance()
        while current.kind == .identifier || current.kind == .keyword {
            let nameToken = current
            advance()
            var associatedValues: [EnumCaseDecl.AssociatedValue] = []
            if current.kind == .leftParen {
                associatedValues = parseParameterClause().map { parts in
                    EnumCaseDecl.AssociatedValue(
                        label: parts.names.count == 2 ? parts.label : parts.names.first,
                        type: parts.type, defaultText: parts.defaultText)
                }
            }
            var rawValue: String?
            if current.kind == .equal {
                advance()
                let scanned = scanExpression()
                rawValue = text(of: scanned)
            }
            members.append(
                .enumCase(EnumCaseDecl(
                    name: name(nameToken), attributes: head.attributes, modifiers: head.modifiers,
                    associatedValues: associatedValues, rawValue: rawValue,
                    line: nameToken.line, column: nameToken.column, conditions: conditions.current)))
            guard current.kind == .comma else { break }
            advance()
        }
    }

    // MARK: Type aliases

    mutating func parseTypeAlias(_ head: DeclarationHead) -> TypeAliasDecl {
        advance()
        let nameToken = current
        var aliasName = ""
        var genericClause: String?
        if nameToken.kind == .identifier || nameToken.kind == .keyword {
            aliasName = name(nameToken)
            advance()
            if opensGenericClause, isGlued(index) {
                genericClause = scanAngleGroup()
            }
        }
        var aliasedType = ""
        if current.kind == .equal {
            advance()
            let scanned = scanType()
            aliasedType = text(of: scanned) ?? ""
        }
        return TypeAliasDecl(
            name: aliasName, attributes: head.attributes, modifiers: head.modifiers,
            genericClause: genericClause, aliasedType: aliasedType,
            line: nameToken.line, column: nameToken.column, conditions: conditions.current)
    }
}
