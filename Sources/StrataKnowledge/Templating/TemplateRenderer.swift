/// Walks a parsed template with a context, innermost loop scope first, within the
/// ``TemplateLimits`` in effect: loops nested in loops can ask for exponential work.
struct TemplateRenderer {
    private let path: String
    private var scopes: [[String: TemplateValue]]
    private let limits = TemplateLimits.current
    private let clock = ContinuousClock()
    private let startedAt: ContinuousClock.Instant
    private var nodesVisited = 0

    init(path: String, context: [String: TemplateValue]) {
        self.path = path
        self.scopes = [context]
        self.startedAt = clock.now
    }

    mutating func render(_ nodes: [TemplateNode], into output: inout TracedText) throws(KnowledgeError) {
        for node in nodes {
            try checkLimits(before: node, output: output)
            switch node {
            case .text(let text, let line):
                output.append(text, from: line)
            case .output(let reference, let filters):
                var text = try self.text(of: reference)
                for filter in filters { text = filter.apply(to: text) }
                output.append(text, at: reference.position.line)
            case .each(let reference, let item, let body, let otherwise):
                let value = try resolve(reference)
                guard case .list(let elements) = value else {
                    throw error(.notAList(variable: reference.name, found: value.kindName), at: reference)
                }
                if elements.isEmpty { try render(otherwise, into: &output) }
                for (index, element) in elements.enumerated() {
                    scopes.append([
                        item: element, "@index": .string("\(index)"),
                        "@first": .bool(index == 0), "@last": .bool(index == elements.count - 1),
                    ])
                    defer { scopes.removeLast() }
                    try render(body, into: &output)
                }
            case .conditional(let condition, let negated, let body, let otherwise):
                let holds = try evaluate(condition) != negated
                try render(holds ? body : otherwise, into: &output)
            }
        }
    }

    /// Output size on every node; time and cancellation every few hundred nodes, as reading
    /// the clock costs more than visiting a node.
    private mutating func checkLimits(before node: TemplateNode, output: TracedText) throws(KnowledgeError) {
        if output.text.utf8.count > limits.maximumOutputBytes {
            throw error(.outputTooLarge(limitBytes: limits.maximumOutputBytes), at: node)
        }
        nodesVisited += 1
        guard nodesVisited % 256 == 0 else { return }
        if limits.cancellation?.isCancelled == true { throw error(.renderCancelled, at: node) }
        if clock.now - startedAt > limits.maximumDuration {
            throw error(.renderTooSlow(limit: limits.maximumDuration), at: node)
        }
    }

    private func error(_ problem: TemplateProblem, at node: TemplateNode) -> KnowledgeError {
        switch node {
        case .text(_, let line):
            .template(problem, at: FileLocation(file: path, line: line, column: 1))
        case .output(let reference, _), .each(let reference, _, _, _):
            error(problem, at: reference)
        case .conditional(let condition, _, _, _):
            error(problem, at: condition.reference)
        }
    }

    private func evaluate(_ condition: TemplateCondition) throws(KnowledgeError) -> Bool {
        switch condition {
        case .truthy(let reference):
            switch try resolve(reference) {
            case .bool(let flag): flag
            case .string(let text): !text.isEmpty
            case .list(let elements): !elements.isEmpty
            case .object: true
            }
        case .equals(let reference, let literal):
            try text(of: reference) == literal
        case .notEquals(let reference, let literal):
            try text(of: reference) != literal
        }
    }

    private func text(of reference: TemplateReference) throws(KnowledgeError) -> String {
        switch try resolve(reference) {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case let other: throw error(.notText(variable: reference.name, found: other.kindName), at: reference)
        }
    }

    private func resolve(_ reference: TemplateReference) throws(KnowledgeError) -> TemplateValue {
        let head = reference.components[0]
        guard var value = scopes.reversed().lazy.compactMap({ $0[head] }).first else {
            throw error(.unknownVariable(head), at: reference)
        }
        for (offset, property) in reference.components.enumerated().dropFirst() {
            guard case .object(let properties) = value, let next = properties[property] else {
                let owner = reference.components[..<offset].joined(separator: ".")
                throw error(.unknownFieldProperty(variable: owner, property: property), at: reference)
            }
            value = next
        }
        return value
    }

    private func error(_ problem: TemplateProblem, at reference: TemplateReference) -> KnowledgeError {
        .template(problem, at: FileLocation(file: path, position: reference.position))
    }
}
