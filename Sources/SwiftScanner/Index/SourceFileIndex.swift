/// The declarations of one Swift file: what it imports and what it declares, as a tree.
///
/// Built from tokens, never from regular expressions over text, so comments, strings and
/// `#if` blocks cannot fool it. Members of types (extensions included) nest under their
/// type; top-level functions and properties sit at the top. Function and closure bodies
/// are skipped: local declarations are not part of the index.
///
/// Every item records `conditions`, the `#if` clauses it sits in, outermost first: `#if
/// DEBUG` gives `["DEBUG"]`, its `#else` gives `["!DEBUG"]`, and `#elseif B` after `#if A`
/// gives `["!A && B"]` (see ``ConditionStack``'s rules for parentheses).
public struct SourceFileIndex: Sendable, Hashable, Encodable {
    public let imports: [ImportDecl]
    public let declarations: [Declaration]
    /// Lexer and index diagnostics together, in source order.
    public let diagnostics: [SourceDiagnostic]

    /// Indexes `source`.
    public init(parsing source: String) {
        self.init(tokens: Lexer.tokenize(source))
    }

    /// Indexes an already tokenized file, so a caller that also inspects tokens lexes once.
    public init(tokens stream: TokenStream) {
        let (declarations, imports, diagnostics) = stream.withCursor { cursor in
            var parser = DeclarationParser(cursor: cursor)
            let declarations = parser.parseMembers(depth: 0)
            if !parser.conditions.isEmpty {
                parser.diagnose(.unterminatedConditional, at: cursor.tokens[cursor.tokens.count - 1])
            }
            return (declarations, parser.imports, parser.diagnostics)
        }
        self.imports = imports
        self.declarations = declarations
        self.diagnostics = (stream.diagnostics + diagnostics).sorted {
            ($0.line, $0.column) < ($1.line, $1.column)
        }
    }

    /// The modules the file imports, each once, sorted.
    public var importedModules: [String] {
        Array(Set(imports.map(\.module))).sorted()
    }

    /// Every type declaration, nested ones included, in source order.
    public var allTypes: [TypeDecl] {
        var result: [TypeDecl] = []
        var pending = declarations.compactMap(\.type).reversed() as [TypeDecl]
        while let type = pending.popLast() {
            result.append(type)
            pending += type.nestedTypes.reversed()
        }
        return result
    }

    /// Type declarations (and extensions) called `name`, nested ones included.
    public func types(named name: String) -> [TypeDecl] {
        allTypes.filter { $0.name == name }
    }

    public var topLevelProperties: [PropertyDecl] { declarations.compactMap(\.property) }
    public var topLevelFunctions: [FunctionDecl] { declarations.compactMap(\.function) }
}
