/// Expressions: literals, arrays, calls such as `.target(name:dependencies:)`, variables,
/// `+`, and immediately invoked closures. Recursion is bounded by ``maximumDepth``.
extension ManifestEvaluator {
    /// What a primary expression turned out to be before postfix operations apply.
    private enum Operand {
        case value(ManifestValue)
        /// A capitalised name not bound to a variable (`Target`, `Package`), or an implicit
        /// member (`.target`): something that can be called or have members.
        case typeName(String)
    }

    mutating func evaluateExpression() -> ManifestValue {
        let start = cursor.index
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            _ = cursor.scanExpression()
            return .unknown(.tooComplex(line: cursor.tokens[start].line))
        }
        var value = evaluatePostfix()
        while !endsStatement(at: cursor.index), cursor.current.kind == .operator {
            let line = cursor.current.line
            guard cursor.spells(cursor.current, "+") else {
                let failure = ManifestReadFailure.unsupportedExpression(text: excerpt(from: start), line: line)
                _ = cursor.scanExpression()
                return .unknown(failure)
            }
            cursor.advance()
            let operand = evaluatePostfix()
            value = combine(value, operand, line: line)
        }
        return value
    }

    private mutating func evaluatePostfix() -> ManifestValue {
        let start = cursor.index
        var operand = evaluatePrimary()
        func unsupported(at token: Token) -> ManifestReadFailure {
            .unsupportedExpression(text: excerpt(from: start), line: token.line)
        }
        while !cursor.isAtEnd {
            let token = cursor.current
            if token.kind == .period, cursor.isGlued(cursor.index) || token.isAtStartOfLine,
                cursor.peek().kind == .identifier || cursor.peek().kind == .keyword
            {
                let member = cursor.name(cursor.peek())
                cursor.advance()
                cursor.advance()
                if case .typeName = operand {
                    operand = .typeName(member)
                } else {
                    operand = .value(failed(operand, unsupported(at: token)))
                }
            } else if token.kind == .leftParen, cursor.isGlued(cursor.index) {
                let arguments = evaluateArguments(line: token.line)
                if case .typeName(let name) = operand, let arguments {
                    operand = .value(.call(name: name, arguments: arguments, line: token.line))
                } else {
                    operand = .value(failed(operand, unsupported(at: token)))
                }
            } else if token.kind == .leftBrace, !token.isAtStartOfLine {
                _ = evaluateClosure()
                operand = .value(failed(operand, unsupported(at: token)))
            } else if token.kind == .operator, cursor.isGlued(cursor.index),
                cursor.spells(token, "!") || cursor.spells(token, "?")
            {
                cursor.advance()
            } else {
                break
            }
        }
        switch operand {
        case .value(let value): return value
        case .typeName(let name): return .member(name)
        }
    }

    /// The failure already in `operand`, else `failure`: the first problem is the one to report.
    private func failed(_ operand: Operand, _ failure: ManifestReadFailure) -> ManifestValue {
        if case .value(.unknown(let earlier)) = operand { return .unknown(earlier) }
        return .unknown(failure)
    }

    private mutating func evaluatePrimary() -> Operand {
        let token = cursor.current
        switch token.kind {
        case .stringOpen:
            return .value(evaluateStringLiteral())
        case .integerLiteral, .floatLiteral:
            cursor.advance()
            return .value(.opaque)
        case .leftBracket:
            return .value(evaluateCollection())
        case .leftBrace:
            return .value(evaluateClosure())
        case .leftParen:
            let close = cursor.groupEnd(from: cursor.index)
            cursor.advance()
            let value = evaluateExpression()
            let closed = cursor.index == close
            if cursor.index <= close {
                cursor.index = close
                cursor.advance()
            }
            return .value(closed ? value : .unknown(.unsupportedExpression(text: "tuple", line: token.line)))
        case .period where cursor.peek().kind == .identifier || cursor.peek().kind == .keyword:
            cursor.advance()
            let member = cursor.name(cursor.current)
            cursor.advance()
            return .typeName(member)
        case .identifier:
            let name = cursor.name(token)
            cursor.advance()
            if let value = lookUp(name) { return .value(value) }
            if name.first?.isUppercase == true { return .typeName(name) }
            return .value(.unknown(.undefinedName(name: name, line: token.line)))
        case .keyword where [.true, .false, .nil].contains(token.keyword):
            cursor.advance()
            return .value(.opaque)
        case .comma, .rightParen, .rightBracket, .rightBrace, .semicolon, .endOfFile:
            return .value(.unknown(.unsupportedExpression(text: cursor.text(token), line: token.line)))
        default:
            cursor.advance()
            return .value(.unknown(.unsupportedExpression(text: cursor.text(token), line: token.line)))
        }
    }

    /// `(label: value, value)` at the current token; `nil` if an argument is malformed.
    mutating func evaluateArguments(line: Int) -> [ManifestArgument]? {
        let close = cursor.groupEnd(from: cursor.index)
        cursor.advance()
        var arguments: [ManifestArgument] = []
        var wellFormed = true
        while cursor.index < close {
            var label: String?
            if cursor.current.kind == .identifier || cursor.current.kind == .keyword, cursor.peek().kind == .colon {
                label = cursor.name(cursor.current)
                cursor.advance()
                cursor.advance()
            }
            arguments.append(ManifestArgument(label: label, value: evaluateExpression()))
            if cursor.current.kind == .comma {
                cursor.advance()
            } else if cursor.index != close {
                wellFormed = false
                break
            }
        }
        if cursor.index <= close {
            cursor.index = close
            cursor.advance()
        }
        return wellFormed ? arguments : nil
    }

    /// An array literal; a dictionary literal is opaque. `#if` inside makes it conditional.
    private mutating func evaluateCollection() -> ManifestValue {
        let line = cursor.current.line
        let close = cursor.groupEnd(from: cursor.index)
        cursor.advance()
        var elements: [ManifestValue] = []
        var isDictionary = false
        var failure: ManifestReadFailure?
        while cursor.index < close {
            if cursor.current.kind.isConditionalDirective {
                failure = .conditionallyDefined(name: "an array element", line: cursor.current.line)
                break
            }
            let element = evaluateExpression()
            if cursor.current.kind == .colon {
                isDictionary = true
                cursor.advance()
                _ = evaluateExpression()
            }
            elements.append(element)
            if cursor.current.kind == .comma {
                cursor.advance()
            } else if cursor.index != close {
                failure = .unsupportedExpression(text: excerpt(from: cursor.index), line: cursor.current.line)
                break
            }
        }
        if cursor.index <= close {
            cursor.index = close
            cursor.advance()
        }
        if let failure { return .unknown(failure) }
        if isDictionary { return .opaque }
        guard elements.count <= Self.maximumWeight else { return .unknown(.tooComplex(line: line)) }
        return .array(elements)
    }

    /// A closure. Invoked on the spot (`{ … }()`), it runs and gives its `return` value;
    /// otherwise its effects are undone and whatever it changed becomes unknown, since it
    /// may run later.
    private mutating func evaluateClosure() -> ManifestValue {
        let line = cursor.current.line
        cursor.advance()
        let saved = scopes
        scopes.append([:])
        let returned = runStatements()
        scopes.removeLast()
        if cursor.current.kind == .rightBrace { cursor.advance() }
        if cursor.current.kind == .leftParen, cursor.isGlued(cursor.index), cursor.peek().kind == .rightParen {
            cursor.advance()
            cursor.advance()
            return returned ?? .unknown(.unsupportedExpression(text: "closure without `return`", line: line))
        }
        let changed = scopes.indices.flatMap { level in
            scopes[level].keys.filter { saved[level][$0] != scopes[level][$0] }
        }
        scopes = saved
        for name in changed {
            assign(name, .unknown(.mutatedOutsideReadableForms(name: name, line: line)), line: line)
        }
        return .unknown(.unsupportedExpression(text: "closure", line: line))
    }

    /// A string literal without interpolation (escapes resolved); anything else is unknown.
    private mutating func evaluateStringLiteral() -> ManifestValue {
        let open = cursor.current
        let delimiter = cursor.text(open)
        let isRaw = delimiter.hasPrefix("#")
        let isMultiline = delimiter.hasSuffix("\"\"\"")
        var readable = !isMultiline
        var value = ""
        cursor.advance()
        var interpolationDepth = 0
        while !cursor.isAtEnd {
            let token = cursor.current
            if token.isAtStartOfLine && !isMultiline {
                break  // a single-line string cut off by a line break
            }
            if token.kind == .interpolationOpen {
                interpolationDepth += 1
                readable = false
            } else if token.kind == .interpolationClose {
                interpolationDepth -= 1
            } else if interpolationDepth == 0 {
                if token.kind == .stringSegment {
                    value += isRaw ? cursor.text(token) : Self.unescaped(cursor.text(token))
                } else if token.kind == .stringClose {
                    cursor.advance()
                    break
                } else {
                    break  // unterminated
                }
            }
            cursor.advance()
        }
        guard readable else { return .unknown(.unsupportedExpression(text: "string interpolation", line: open.line)) }
        return .string(value)
    }

    /// Resolves `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'` and `\u{…}`.
    static func unescaped(_ literal: String) -> String {
        var result = ""
        var scalars = literal.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escaped = scalars.next() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch escaped {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "u":
                var hex = ""
                while let digit = scalars.next(), digit != "}" {
                    if digit != "{" { hex.unicodeScalars.append(digit) }
                }
                if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                    result.unicodeScalars.append(decoded)
                }
            default: result.unicodeScalars.append(escaped)
            }
        }
        return result
    }
}
