import SwiftScanner

/// What test-coverage needs to know of a file beyond its declarations: which types have
/// behaviour of their own, which protocols a generator mocks, which types an initializer's
/// default arguments build, and (in tests) which types are built with which labels.
extension CheckedFile {
    /// Types (or extensions of them) in the file declaring a method, or an initializer or computed
    /// property with logic in its body. A protocol's own requirements are no behaviour; its
    /// extensions' are. An initializer copying its arguments into stored properties and a
    /// computed `id` returning a field are a value's plumbing, not logic a test could exercise.
    func typesWithBehaviour() -> Set<String> {
        Set(
            types.filter { type in
                type.kind != .protocol
                    && (!type.functions.isEmpty
                        || type.initializers.contains {
                            hasLogic(inBodyAfter: tokenIndex(line: $0.line, column: $0.column))
                        }
                        || type.properties.contains {
                            $0.isComputed && hasLogic(inBodyAfter: tokenIndex(line: $0.line, column: $0.column))
                        })
            }.map(\.name))
    }

    /// Protocols a mock generator is asked to mock: Sourcery's `// sourcery: AutoMockable`
    /// annotation in the comments above the declaration, or a conformance to `AutoMockable`.
    func mockAnnotatedTypes() -> Set<String> {
        var result: Set<String> = []
        for type in types where type.kind == .protocol {
            if type.inheritance.contains(where: { TypeText.lastName(in: $0, is: "AutoMockable") }) {
                result.insert(type.name)
                continue
            }
            let first = tokenIndex(line: type.startLine, column: 1)
            guard first < tokens.endIndex else { continue }
            let trivia = source.tokens.leadingTrivia(of: tokens[first])
            let comments = trivia.filter(\.isComment).map { source.tokens.text(in: $0.range) }
            if comments.contains(where: { $0.contains("sourcery") && $0.contains("AutoMockable") }) {
                result.insert(type.name)
            }
        }
        return result
    }

    /// Every initializer parameter with a default argument building a type (`repository:
    /// Repository = RemoteRepository()`), by the type declaring the initializer.
    func defaultArguments() -> [DefaultArgument] {
        types.flatMap { type in
            type.initializers.flatMap { initializer in
                initializer.parameters.compactMap { parameter -> DefaultArgument? in
                    guard let text = parameter.defaultText else { return nil }
                    let built = Self.constructedNames(in: text)
                    guard !built.isEmpty else { return nil }
                    let code = text.filter { $0 != " " }
                    return DefaultArgument(
                        owner: type.name, label: parameter.label ?? "_", builds: built,
                        isPlainConstruction: built.count == 1 && code == built[0] + "()")
                }
            }
        }
    }

    /// Factories and DI properties of types: methods with a result, computed properties, and
    /// lazy or static properties with an initial value, with the types their code builds and the
    /// names it uses (a factory building its product from the owner's other factories), of the
    /// types in `owners`.
    func factories(ofTypesNamed owners: Set<String>) -> [Factory] {
        var result: [Factory] = []
        // Facts stay declarations: a factory keeps the names of its owner's members in this file
        // it uses, not every name in its body.
        var ownMembers: [String: Set<String>] = [:]
        let types = types.filter { $0.kind != .protocol && owners.contains($0.name) }
        for type in types {
            var names = ownMembers.removeValue(forKey: type.name) ?? []
            for function in type.functions { names.insert(function.name) }
            for property in type.properties { names.insert(property.name) }
            ownMembers[type.name] = names
        }
        for type in types {
            let siblings = ownMembers[type.name] ?? []
            for member in type.members {
                if let function = member.function, let returned = function.returnType {
                    let start = tokenIndex(line: function.line, column: function.column)
                    result.append(
                        factory(of: type.name, named: function.name, returning: returned, at: start, siblings: siblings)
                    )
                } else if let property = member.property {
                    if property.isComputed, let returned = property.typeAnnotation {
                        let start = tokenIndex(line: property.line, column: property.column)
                        result.append(
                            factory(
                                of: type.name, named: property.name, returning: returned, at: start, siblings: siblings)
                        )
                    } else if let initial = property.initializerText,
                        property.isStatic || property.modifiers.contains("lazy")
                    {
                        let built = Self.constructedNames(in: initial)
                        result.append(
                            Factory(
                                owner: type.name, member: property.name,
                                returns: property.typeAnnotation.map(TypeText.names) ?? built, builds: built, uses: []))
                    }
                }
            }
        }
        return result.filter { !$0.builds.isEmpty || !$0.uses.isEmpty }
    }

    private func factory(
        of owner: String, named name: String, returning returned: String, at start: Int, siblings: Set<String>
    ) -> Factory {
        var builds: Set<String> = []
        var uses: Set<String> = []
        // Most lower-case names in a body are locals and calls, not the owner's members: a name is
        // made a string only when a member's name is as long.
        let siblingLengths = NameLengths(siblings)
        for index in bodyRange(after: start) ?? 0..<0 where tokens[index].kind == .identifier {
            let first = firstByte(tokens[index])
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
                if isCalled(index) { builds.insert(text(tokens[index])) }
            } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
                siblingLengths.mayContain(byteCount: tokens[index].range.count),
                index + 1 < tokens.endIndex, tokens[index + 1].kind != .colon
            {
                let used = text(tokens[index])
                if used != name, siblings.contains(used) { uses.insert(used) }
            }
        }
        return Factory(
            owner: owner, member: name, returns: TypeText.names(in: returned), builds: builds.sorted(),
            uses: uses.sorted())
    }

    /// In a test, the lower-case names its code uses: the factories and DI properties it reaches.
    func memberNames() -> Set<String> {
        Set(source.tokens.distinctIdentifiers(startingWithin: UInt8(ascii: "a")...UInt8(ascii: "z")))
    }

    /// In a test, each capitalised name called like an initializer (`Foo(bar: 1)`), with the
    /// argument labels of each call.
    func constructions() -> [String: [[String]]] {
        var result: [String: [[String]]] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier && isCalled(index) {
            let first = firstByte(tokens[index])
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { continue }
            result[text(tokens[index]), default: []].append(callArguments(openingAt: index + 1).labels)
        }
        return result
    }

    /// Capitalised names directly followed by `(` in an expression's text.
    static func constructedNames(in text: String) -> [String] {
        TypeText.nameRuns(in: text).filter { $0.next == "(" && $0.name.first?.isUppercase == true }.map(\.name)
    }

    /// Whether the body opening after the token at `start` (an `init` keyword or a computed
    /// property's name) holds logic: control flow, a call of a function or method (map-like
    /// transforms aside: what they apply is judged), an operator other than optional handling,
    /// or string interpolation (building display text is formatting). Calls of types (`URL(…)`)
    /// are conversions.
    private func hasLogic(inBodyAfter start: Int) -> Bool {
        guard let body = bodyRange(after: start) else { return false }
        for index in body {
            let token = tokens[index]
            switch token.kind {
            case .keyword:
                if Self.controlFlow.contains(text(token)) { return true }
            case .interpolationOpen:
                return true
            case .operator:
                if isLogicOperator(at: index) { return true }
            case .identifier:
                let first = firstByte(token)
                guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), index + 1 < tokens.endIndex else {
                    continue
                }
                let next = tokens[index + 1]
                let isCall =
                    (next.kind == .leftParen && !next.hasLeadingTrivia) || next.kind == .leftBrace
                if isCall, !Self.plumbing.contains(text(token)) { return true }
            default:
                break
            }
        }
        return false
    }

    private static let controlFlow: Set<String> = ["if", "guard", "switch", "for", "while", "repeat", "throw"]
    /// Accessor keywords followed by a block, and transforms whose closure is judged on its own.
    private static let plumbing: Set<String> = ["get", "set", "willSet", "didSet", "map", "compactMap", "flatMap"]

    /// Operators other than optional chaining, force unwrapping and `??` defaults; `?` with
    /// space before it is a ternary, `!` with space before it a negation.
    private func isLogicOperator(at index: Int) -> Bool {
        let token = tokens[index]
        switch text(token) {
        case "??", "&": return false
        case "?", "!":
            guard index > 0 else { return true }
            let previous = tokens[index - 1]
            let afterValue = [.identifier, .keyword, .rightParen, .rightBracket].contains(previous.kind)
            return token.hasLeadingTrivia || previous.hasTrailingTrivia || !afterValue
        default: return true
        }
    }

    /// Token indices inside the first `{ … }` after `start` outside parentheses and brackets.
    private func bodyRange(after start: Int) -> Range<Int>? {
        var depth = 0
        var index = start
        while index < tokens.endIndex {
            switch tokens[index].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .leftBrace where depth == 0:
                var braces = 0
                for end in index..<tokens.endIndex {
                    switch tokens[end].kind {
                    case .leftBrace: braces += 1
                    case .rightBrace:
                        braces -= 1
                        if braces == 0 { return (index + 1)..<end }
                    case .endOfFile: return (index + 1)..<end
                    default: break
                    }
                }
                return nil
            case .equal where depth == 0, .semicolon, .endOfFile:
                return nil
            default: break
            }
            index += 1
        }
        return nil
    }
}

/// An initializer parameter whose default argument builds a type: a test constructing the
/// owner without that argument exercises what the default builds.
public struct DefaultArgument: Sendable, Equatable {
    /// The type declaring the initializer.
    public var owner: String
    /// The argument label, `_` when unlabelled.
    public var label: String
    /// Capitalised names the default calls (`RemoteRepository` in `RemoteRepository()`).
    public var builds: [String]
    /// Whether the default is `Type()` alone, so the built type's own defaults apply too.
    public var isPlainConstruction: Bool
}

/// A member of a type whose code builds types (a container's factory or DI property): a test
/// naming the type and the member exercises what it builds and returns.
public struct Factory: Sendable, Equatable {
    /// The type (or extended type) declaring the member.
    public var owner: String
    public var member: String
    /// The type names its result is written with (`CheckoutViewModel`, `PlaceOrderUseCase` in
    /// `any PlaceOrderUseCase`): what it returns, as opposed to what it builds along the way.
    public var returns: [String]
    /// Capitalised names its code calls (`CheckoutService(…)`).
    public var builds: [String]
    /// The owner's other members (declared in the same file) its code uses: factories it builds
    /// its product from.
    public var uses: [String]
}
