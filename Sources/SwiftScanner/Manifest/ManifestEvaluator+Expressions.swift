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
        let start = index
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            _ = scanExpression()
            return .unknown(.tooComplex(line: tokens[start].line))
        }
        var value = evaluatePostfix()
        while !endsStatement(at: index), current.kind == .operator {
            let line = current.line
            guard spells(current, "+") else {
                let failure = ManifestReadFailure.unsupportedExpression(text: excerpt(from: start), line: line)
                _ = scanExpression()
                return .unknown(failure)
            }
            advance()
            let operand = evaluatePostfix()
            value = combine(value, operand, line: line)
        }
        return value
    }

    private mutating func evaluatePostfix() -> ManifestValue {
        let start = index
        var operand = evaluatePrimary()
        while !isAtEnd {
            let token = current
            if token.kind == .period, isGlued(index) || token.isAtStartOfLine,
                peek().kind == .identifier || peek().kind == .keyword
            {
                let member = name(peek())
                advance()
                advance()
                if case .typeName = operand {
                    operand = .typeName(member)
                } else {
                    operand = .value(failed(operand, .unsupportedExpression(text: excerpt(from: start), line: token.line)))
                }
            } else if token.kind == .leftParen, isGlued(index) {
                let arguments = evaluateArguments(line: token.line)
                if case .typeName(let name) = operand, let arguments {
                    operand = .value(.call(name: name, arguments: arguments, line: token.line))
                } else {
                    operand = .value(failed(operand, .unsupportedExpression(text: excerpt(from: start), line: token.line)))
                }
            } else if token.kind == .leftBrace, !token.isAtStartOfLine {
                _ = evaluateClosure()
                operand = .value(failed(operand, .unsupportedExpression(text: excerpt(from: start), line: token.line)))
            } else if token.kind == .operator, isGlued(index), spells(token, "!") || spells(token, "?") {
                advance()
            } else {
                break
            }
        }
        switch operand {
        case .value(let value): return value
        case .typeName: return .opaque
        }
    }

    /// The failure already in `operand`, else `failure`: the first problem is the one to report.
    private func failed(_ operand: Operand, _ failure: ManifestReadFailure) -> ManifestValue {
        if case .value(.unknown(let earlier)) = operand { return .unknown(earlier) }
        return .unknown(failure)
    }

    private mutating func evaluatePrimary() -> Operand {
        let token = current
        switch token.kind {
        case .stringOpen:
            return .value(evaluateStringLiteral())
        case .integerLiteral, .floatLiteral:
            advance()
            return .value(.opaque)
        case .leftBracket:
            return .value(evaluateCollection())
        case .leftBrace:
            return .value(evaluateClosure())
        case .leftParen:
            let close = groupEnd(from: index)
            advance()
            let value = evaluateExpression()
            let closed = index == close
            if index <= close {
                index = close
                advance()
            }
            return .value(closed ? value : .unknown(.unsupportedExpression(text: "tuple", line: token.line)))
        case .period where peek().kind == .identifier || peek().kind == .keyword:
            advance()
            let member = name(current)
            advance()
            return .typeName(member)
        case .identifier:
            let name = self.name(token)
            advance()
            if let value = lookUp(name) { return .value(value) }
            if name.first?.isUppercase == true { return .typeName(name) }
            return .value(.unknown(.undefinedName(name: name, line: token.line)))
        case .keyword where [.true, .false, .nil].contains(token.keyword):
            advance()
            return .value(.opaque)
        case .comma, .rightParen, .rightBracket, .rightBrace, .semicolon, .endOfFile:
            return .value(.unknown(.unsupportedExpression(text: text(token), line: token.line)))
        default:
            advance()
            return .value(.unknown(.unsupportedExpression(text: text(token), line: token.line)))
        }
    }

    /// `(label: value, value)` at the current token; `nil` if an argument is malformed.
    mutating func evaluateArguments(line: Int) -> [ManifestArgument]? {
        let close = groupEnd(from: index)
        advance()
        var arguments: [ManifestArgument] = []
        var wellFormed = true
        while index < close {
            var label: String?
            if current.kind == .identifier || current.kind == .keyword, peek().kind == .colon {
                label = name(current)
                advance()
                advance()
            }
            arguments.append(ManifestArgument(label: label, value: evaluateExpression()))
            if current.kind == .comma {
                advance()
            } else if index != close {
                wellFormed = false
                break
            }
        }
        if index <= close {
            index = close
            advance()
        }
        return wellFormed ? arguments : nil
    }

    /// An array literal; a dictionary literal is opaque. `#if` inside makes it conditional.
    private mutating func evaluateCollection() -> ManifestValue {
        let line = current.line
        let close = groupEnd(from: index)
        advance()
        var elements: [ManifestValue] = []
        var isDictionary = false
        var failure: ManifestReadFailure?
        while index < close {
            if current.kind.isConditionalDirective {
                failure = .conditionallyDefined(name: "an array element", line: current.line)
                break
            }
            let element = evaluateExpression()
            if current.kind == .colon {
                isDictionary = true
                advance()
                _ = evaluateExpression()
            }
            elements.append(element)
            if current.kind == .comma {
                advance()
            } else if index != close {
                failure = .unsupportedExpression(text: excerpt(from: index), line: current.line)
                break
            }
        }
        if index <= close {
            index = close
            advance()
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
        let line = current.line
        advance()
        let saved = scopes
        scopes.append([:])
        let returned = runStatements()
        scopes.removeLast()
        if current.kind == .rightBrace { advance() }
        if current.kind == .leftParen, isGlued(index), peek().kind == .rightParen {
            advance()
            advance()
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
        let open = current
        let delimiter = text(open)
        let isRaw = delimiter.hasPrefix("#")
        let isMultiline = delimiter.hasSuffix("\"\"\"")
        var readable = !isMultiline
        var value = ""
        advance()
        var interpolationDepth = 0
        while !isAtEnd {
            let token = current
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
                    value += isRaw ? text(token) : Self.unescaped(text(token))
                } else if token.kind == .stringClose {
                    advance()
                    break
                } else {
                    break  // unterminated
                }
            }
            advance()
        }
        return readable ? .string(value) : .unknown(.unsupportedExpression(text: "string interpolation", line: open.line))
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
