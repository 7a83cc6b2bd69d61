import StrataKnowledge
import SwiftScanner

/// The type names the templates in effect declare themselves, at any depth: support types
/// (`LoadState`), types nested in generated ones (a view model's `Action`, a draft's `Field` and
/// `Problem`), types local to a function and generic parameters (`Value`). A feature, entity or
/// value type of the same name is shadowed inside the type declaring it, where generated code
/// names the user's type, so the build breaks far from the cause. Read from the templates'
/// source rather than kept in a list, so a template that gains a nested type, or a team's own
/// template, is covered without anyone remembering to add it.
enum TemplateDeclaredNames {
    /// Each name, with the template file that declares it first (`Templates/viewmodel/Action.swift.tmpl`).
    static func scan(_ library: ResourceLibrary) -> [String: String] {
        let sources = library.files(under: "Templates/").filter { $0.path.hasSuffix(".swift.tmpl") }
        return scanned.value(for: sources) {
            var declared: [String: String] = [:]
            for file in sources {
                for name in names(declaredIn: file.text) where declared[name] == nil {
                    declared[name] = file.path
                }
            }
            return declared
        }
    }

    /// Every scaffold checks the names it would declare against these, and lexing every template for each one
    /// would cost more than the scaffold; they are read once per set of templates.
    private static let scanned = ContentMemo<[String: String], Never>(capacity: 32)

    private static let declaringKeywords: Set<Keyword> = [
        .struct, .enum, .class, .actor, .protocol, .typealias, .associatedtype, .func,
    ]

    /// Names following a declaring keyword, and the generic parameters after them, read from a
    /// template's text: a name the template builds from its inputs (`{{feature}}ViewModel`, or
    /// `Mock{{feature}}` whose `Mock` runs into the placeholder) is the user's, not the template's.
    static func names(declaredIn template: String) -> [String] {
        let stream = Lexer.tokenize(template)
        let tokens = stream.codeTokens
        var names: [String] = []
        for index in tokens.indices.dropLast() {
            guard let keyword = tokens[index].keyword, declaringKeywords.contains(keyword),
                tokens[index].kind == .keyword || keyword == .actor
            else { continue }
            let nameToken = tokens[index + 1]
            guard nameToken.kind == .identifier, !runsIntoPlaceholder(after: index + 1, in: tokens) else { continue }
            let name = stream.text(of: nameToken)
            if keyword != .func, isTypeName(name) { names.append(name) }
            names += genericParameters(after: index + 1, in: tokens, stream: stream)
        }
        return names
    }

    /// `Mock{{feature}}`: the identifier touches a `{{` with nothing between.
    private static func runsIntoPlaceholder(after index: Int, in tokens: [Token]) -> Bool {
        guard index + 2 < tokens.count, !tokens[index].hasTrailingTrivia else { return false }
        let next = tokens[index + 1]
        return next.kind == .leftBrace && !next.hasLeadingTrivia && tokens[index + 2].kind == .leftBrace
    }

    /// `<Value: Equatable & Sendable, Failure>` after a declared name: the identifiers opening
    /// each parameter at the clause's own depth.
    private static func genericParameters(after index: Int, in tokens: [Token], stream: TokenStream) -> [String] {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .operator,
            stream.text(of: tokens[index + 1]) == "<"
        else { return [] }
        var parameters: [String] = []
        var depth = 1
        var expectingParameter = true
        var position = index + 2
        while position < tokens.count, depth > 0 {
            let token = tokens[position]
            let text = stream.text(of: token)
            if token.kind == .operator {
                depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
            } else if depth == 1, token.kind == .comma {
                expectingParameter = true
            } else if depth == 1, expectingParameter, token.kind == .identifier {
                if isTypeName(text) { parameters.append(text) }
                expectingParameter = false
            } else {
                expectingParameter = false
            }
            position += 1
        }
        return parameters
    }

    private static func isTypeName(_ name: String) -> Bool {
        name.first.map { $0.isUppercase && $0.isASCII } ?? false
    }
}
