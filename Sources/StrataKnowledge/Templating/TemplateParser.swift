import Foundation

/// Turns tokens into the node tree, checking that sections nest and every tag is well formed.
struct TemplateParser {
    private enum SectionKind: String {
        case each, `if`, unless
    }

    private struct OpenSection {
        let kind: SectionKind
        let position: SourcePosition
        let header: Header
        var body: [TemplateNode] = []
        var otherwise: [TemplateNode] = []
        var seenElse = false
    }

    private enum Header {
        case each(TemplateReference, item: String)
        case condition(TemplateCondition)
    }

    private let path: String
    private var root: [TemplateNode] = []
    private var stack: [OpenSection] = []

    static func parse(_ tokens: [TemplateToken], path: String) throws(KnowledgeError) -> [TemplateNode] {
        var parser = TemplateParser(path: path)
        for token in tokens {
            switch token {
            case .text(let text, _) where text.isEmpty:
                continue
            case .text(let text, let line):
                parser.append(.text(text, line: line))
            case .tag(let content, let position):
                try parser.handleTag(content, at: position)
            }
        }
        if let unclosed = parser.stack.last {
            throw parser.error(.unclosedSection(unclosed.kind.rawValue), at: unclosed.position)
        }
        return parser.root
    }

    private init(path: String) {
        self.path = path
    }

    private mutating func handleTag(_ rawContent: String, at position: SourcePosition) throws(KnowledgeError) {
        let content = rawContent.trimmingSpacesAndTabs
        if content.isEmpty { throw error(.emptyTag, at: position) }
        if content.hasPrefix("!") { return }
        if content == "else" { return try handleElse(at: position) }
        let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if content.hasPrefix("/") {
            let name = String(content.dropFirst()).trimmingSpacesAndTabs
            guard let kind = SectionKind(rawValue: name) else { throw malformed(rawContent, at: position) }
            return try close(kind, at: position)
        }
        if content.hasPrefix("#"), stack.count >= TemplateLimits.maximumNesting {
            throw error(.nestingTooDeep(limit: TemplateLimits.maximumNesting), at: position)
        }
        switch words.first {
        case "#each":
            guard words.count == 4, words[2] == "as", isIdentifier(words[3]),
                let list = reference(words[1], at: position)
            else { throw malformed(rawContent, at: position) }
            stack.append(OpenSection(kind: .each, position: position, header: .each(list, item: words[3])))
        case "#if", "#unless":
            let expression = String(content.dropFirst(words[0].count))
            guard let condition = condition(expression, at: position) else { throw malformed(rawContent, at: position) }
            let kind: SectionKind = words[0] == "#if" ? .if : .unless
            stack.append(OpenSection(kind: kind, position: position, header: .condition(condition)))
        default:
            if content.hasPrefix("#") { throw malformed(rawContent, at: position) }
            append(try output(content, rawContent: rawContent, at: position))
        }
    }

    private mutating func handleElse(at position: SourcePosition) throws(KnowledgeError) {
        guard var section = stack.popLast() else { throw error(.elseOutsideSection, at: position) }
        if section.seenElse { throw error(.duplicateElse(section.kind.rawValue), at: position) }
        section.seenElse = true
        stack.append(section)
    }

    private mutating func close(_ kind: SectionKind, at position: SourcePosition) throws(KnowledgeError) {
        guard let section = stack.popLast() else { throw error(.unexpectedClosingTag(kind.rawValue), at: position) }
        guard section.kind == kind else {
            throw error(.mismatchedSection(opened: section.kind.rawValue, closed: kind.rawValue), at: position)
        }
        switch section.header {
        case .each(let list, let item):
            append(.each(list, item: item, body: section.body, otherwise: section.otherwise))
        case .condition(let condition):
            append(.conditional(condition, negated: kind == .unless, body: section.body, otherwise: section.otherwise))
        }
    }

    private mutating func append(_ node: TemplateNode) {
        guard var section = stack.popLast() else { return root.append(node) }
        if section.seenElse {
            section.otherwise.append(node)
        } else {
            section.body.append(node)
        }
        stack.append(section)
    }

    // MARK: Tag content

    /// `name`, `name | filter | filter`.
    private func output(_ content: String, rawContent: String, at position: SourcePosition) throws(KnowledgeError)
        -> TemplateNode
    {
        let parts = content.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingSpacesAndTabs }
        guard let variable = reference(parts[0], at: position) else { throw malformed(rawContent, at: position) }
        var filters: [TemplateFilter] = []
        for name in parts.dropFirst() {
            guard !name.isEmpty else { throw malformed(rawContent, at: position) }
            guard let filter = TemplateFilter(rawValue: name) else { throw error(.unknownFilter(name), at: position) }
            filters.append(filter)
        }
        return .output(variable, filters: filters)
    }

    /// `flag`, `name == "literal"`, `name != "literal"`.
    private func condition(_ expression: String, at position: SourcePosition) -> TemplateCondition? {
        // Operators are looked for before the literal, so `a != "x==y"` splits at `!=`.
        let beforeLiteral = expression[..<(expression.firstIndex(of: "\"") ?? expression.endIndex)]
        for (symbol, isEquality) in [("==", true), ("!=", false)] {
            guard let range = beforeLiteral.range(of: symbol) else { continue }
            let lhs = expression[..<range.lowerBound].trimmingSpacesAndTabs
            let rhs = expression[range.upperBound...].trimmingSpacesAndTabs
            guard let variable = reference(lhs, at: position), let literal = stringLiteral(rhs) else { return nil }
            return isEquality ? .equals(variable, literal) : .notEquals(variable, literal)
        }
        return reference(expression.trimmingSpacesAndTabs, at: position).map(TemplateCondition.truthy)
    }

    private func stringLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains("\"") ? nil : String(inner)
    }

    /// `name`, `name.property…`, or one of the loop variables `@index`, `@first`, `@last`.
    private func reference(_ text: String, at position: SourcePosition) -> TemplateReference? {
        if ["@index", "@first", "@last"].contains(text) {
            return TemplateReference(components: [text], position: position)
        }
        let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.allSatisfy(isIdentifier) else { return nil }
        return TemplateReference(components: components, position: position)
    }

    private func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private func malformed(_ content: String, at position: SourcePosition) -> KnowledgeError {
        error(.malformedTag(content), at: position)
    }

    private func error(_ problem: TemplateProblem, at position: SourcePosition) -> KnowledgeError {
        .template(problem, at: FileLocation(file: path, position: position))
    }
}
