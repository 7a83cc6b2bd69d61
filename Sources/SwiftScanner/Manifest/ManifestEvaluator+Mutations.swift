/// Statements that change variables: the understood forms, and the detection of others.
extension ManifestEvaluator {
    private static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "replaceSubrange", "sort", "reverse", "swapAt",
    ]
    private static let targetFields: Set<String> = ["targets", "dependencies", "name", "path", "type"]

    /// Runs `x = e`, `x += e`, `x.append(e)`, `x.append(contentsOf: e)` on a known
    /// variable, or the same on `package.targets`. Returns false, consuming nothing, for
    /// any other statement.
    mutating func runMutation() -> Bool {
        let start = cursor.index
        let nameToken = cursor.current
        let name = cursor.name(nameToken)
        guard let existing = lookUp(name) else { return false }
        cursor.advance()
        var member: String?
        if case .call("Package", _, _) = existing, cursor.current.kind == .period, cursor.isGlued(cursor.index),
            cursor.peek().kind == .identifier
        {
            member = cursor.text(cursor.peek())
            cursor.advance()
            cursor.advance()
        }
        let old = member.map { existing.argument($0) ?? .array([]) } ?? existing
        guard let updated = runUpdate(of: old, line: nameToken.line) else {
            cursor.index = start
            return false
        }
        switch member {
        case nil:
            assign(name, updated, line: nameToken.line)
        case "targets":
            assign(name, replacingArgument("targets", of: existing, with: updated), line: nameToken.line)
        default:
            break  // other Package properties do not affect targets
        }
        return true
    }

    /// The new value after `= e`, `+= e` or `.append(…)` at the current token, or `nil`
    /// if no such operation is here.
    private mutating func runUpdate(of old: ManifestValue, line: Int) -> ManifestValue? {
        if cursor.current.kind == .equal {
            cursor.advance()
            return finishedExpressionValue()
        }
        if cursor.current.kind == .operator, cursor.spells(cursor.current, "+=") {
            cursor.advance()
            return combine(old, finishedExpressionValue(), line: line)
        }
        guard cursor.current.kind == .period, cursor.isGlued(cursor.index), cursor.spells(cursor.peek(), "append"),
            cursor.tokens[Swift.min(cursor.index + 2, cursor.tokens.count - 1)].kind == .leftParen
        else { return nil }
        cursor.advance()
        cursor.advance()
        let arguments = evaluateArguments(line: line)
        guard endsStatement(at: cursor.index) else {
            cursor.skipStatement()
            return .unknown(.mutatedOutsideReadableForms(name: "append", line: line))
        }
        guard case .some(let arguments) = arguments, arguments.count == 1 else {
            return .unknown(.unsupportedExpression(text: "append(…)", line: line))
        }
        switch arguments[0].label {
        case nil: return combine(old, .array([arguments[0].value]), line: line)
        case "contentsOf": return combine(old, arguments[0].value, line: line)
        default: return .unknown(.unsupportedExpression(text: "append(…)", line: line))
        }
    }

    private mutating func finishedExpressionValue() -> ManifestValue {
        let start = cursor.index
        let value = evaluateExpression()
        guard endsStatement(at: cursor.index) else {
            let failure = ManifestReadFailure.unsupportedExpression(
                text: excerpt(from: start), line: cursor.tokens[start].line)
            cursor.skipStatement()
            return .unknown(failure)
        }
        return value
    }

    /// `lhs + rhs` for arrays and strings.
    func combine(_ lhs: ManifestValue, _ rhs: ManifestValue, line: Int) -> ManifestValue {
        switch (lhs, rhs) {
        case (.unknown, _): return lhs
        case (_, .unknown): return rhs
        case (.array(let left), .array(let right)):
            guard left.count + right.count <= Self.maximumWeight else { return .unknown(.tooComplex(line: line)) }
            return .array(left + right)
        case (.string(let left), .string(let right)):
            guard left.utf8.count + right.utf8.count <= Self.maximumWeight else {
                return .unknown(.tooComplex(line: line))
            }
            return .string(left + right)
        default:
            return .unknown(.unexpectedValue(expected: "two arrays or two strings around `+`", line: line))
        }
    }

    private func replacingArgument(
        _ label: String, of call: ManifestValue, with value: ManifestValue
    ) -> ManifestValue {
        guard case .call(let name, var arguments, let line) = call else { return call }
        let argument = ManifestArgument(label: label, value: value)
        if let position = arguments.firstIndex(where: { $0.label == label }) {
            arguments[position] = argument
        } else {
            arguments.append(argument)
        }
        return .call(name: name, arguments: arguments, line: line)
    }

    /// Skips a statement the evaluator does not run. If it could change a target list or
    /// a known variable, every known variable it mentions becomes unknown.
    mutating func skipUnknownStatement() {
        let start = cursor.index
        cursor.skipStatement()
        if cursor.index == start { cursor.advance() }
        let end = cursor.index
        guard (start..<end).contains(where: { mutates(at: $0) }) else { return }
        for position in start..<end where cursor.tokens[position].kind == .identifier {
            let name = cursor.name(cursor.tokens[position])
            if lookUp(name) != nil {
                assign(
                    name, .unknown(.mutatedOutsideReadableForms(name: name, line: cursor.tokens[position].line)),
                    line: cursor.tokens[position].line)
            }
        }
    }

    /// Whether the identifier at `position` is a target field or known variable that is
    /// assigned to or changed by a mutating method there.
    private func mutates(at position: Int) -> Bool {
        let token = cursor.tokens[position]
        guard token.kind == .identifier, position + 2 < cursor.tokens.count else { return false }
        let next = cursor.tokens[position + 1]
        let changes: Bool
        switch next.kind {
        case .equal:
            changes = true
        case .operator:
            let spelling = cursor.text(next)
            changes = spelling.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(spelling)
        case .period:
            changes = Self.mutatingMethods.contains(cursor.text(cursor.tokens[position + 2]))
        default:
            changes = false
        }
        guard changes else { return false }
        let name = cursor.name(token)
        return Self.targetFields.contains(name) || lookUp(name) != nil
    }
}
