import StrataKnowledge

/// A deliberately small Swift tokenizer: enough to check that the knowledge base's detect
/// patterns and the finding markers in rule examples agree. Comments and string contents are
/// skipped so they can never match.
struct SwiftToken: Equatable {
    enum Kind: Equatable { case identifier, punctuation, literal }

    let kind: Kind
    let text: String
    /// Character offset of the token's first character.
    let offset: Int
}

func swiftTokens(_ source: String) -> [SwiftToken] {
    let characters = Array(source)
    var tokens: [SwiftToken] = []
    var index = 0
    while index < characters.count {
        let character = characters[index]
        let start = index
        if character.isWhitespace {
            index += 1
        } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
            while index < characters.count, characters[index] != "\n" { index += 1 }
        } else if character == "\"" {
            index += 1
            while index < characters.count, characters[index] != "\"" {
                index += characters[index] == "\\" ? 2 : 1
            }
            index += 1
            tokens.append(
                SwiftToken(
                    kind: .literal, text: String(characters[start..<min(index, characters.count)]), offset: start))
        } else if character.isLetter || character == "_" || character.isNumber {
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            {
                index += 1
            }
            let kind: SwiftToken.Kind = character.isNumber ? .literal : .identifier
            tokens.append(SwiftToken(kind: kind, text: String(characters[start..<index]), offset: start))
        } else {
            index += 1
            tokens.append(SwiftToken(kind: .punctuation, text: String(character), offset: start))
        }
    }
    return tokens
}

/// Finds the offsets where a `DetectPattern` matches, at the position the rule examples mark:
/// the module name, type name or member name, or the `@` of an attribute.
enum DetectMatcher {
    private static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]

    static func offsets(of pattern: DetectPattern, in tokens: [SwiftToken]) -> [Int] {
        var offsets: [Int] = []
        var inDeclarationHeader = false
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1].text : ""
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.kind == .identifier, declarationKeywords.contains(token.text) { inDeclarationHeader = true }
            if token.text == "{" { inDeclarationHeader = false }
            switch pattern.kind {
            case .import:
                if token.text == "import", let next, next.text == pattern.name { offsets.append(next.offset) }
            case .identifier:
                if token.text == pattern.name, previous != ".", previous != "@" { offsets.append(token.offset) }
            case .typeReference:
                if token.text == pattern.name, previous != ".", next?.text == "<",
                    pattern.typeArguments.map({ genericArgumentCount(tokens: tokens, openAngle: index + 1) == $0 })
                        ?? true
                {
                    offsets.append(token.offset)
                }
            case .conformance:
                if inDeclarationHeader, token.text == pattern.name, previous == ":" || previous == "," {
                    offsets.append(token.offset)
                }
            case .attribute:
                if token.text == "@", let next, next.text == pattern.name { offsets.append(token.offset) }
            case .memberCall:
                if token.text == ".", let next, next.text == pattern.name,
                    pattern.receiver.map({ $0 == previous }) ?? true,
                    labelsMatch(pattern.labels, tokens: tokens, openParenthesis: index + 2)
                {
                    offsets.append(next.offset)
                }
            }
        }
        return offsets
    }

    /// The number of arguments of the generic clause opening at `openAngle`: top-level commas plus one.
    private static func genericArgumentCount(tokens: [SwiftToken], openAngle: Int) -> Int {
        var depth = 0
        var count = 1
        for token in tokens[openAngle...] {
            if "<([".contains(token.text) { depth += 1 }
            if ">)]".contains(token.text) { depth -= 1 }
            if depth == 0 { break }
            if token.text == ",", depth == 1 { count += 1 }
        }
        return count
    }

    /// Whether the call whose `(` should be at `openParenthesis` starts with `labels`.
    private static func labelsMatch(_ labels: [String]?, tokens: [SwiftToken], openParenthesis: Int) -> Bool {
        guard let labels, !labels.isEmpty else { return true }
        guard openParenthesis < tokens.count, tokens[openParenthesis].text == "(" else { return false }
        var callLabels: [String] = []
        var depth = 0
        var segmentStart = openParenthesis + 1
        for index in (openParenthesis + 1)..<tokens.count {
            let text = tokens[index].text
            if index == segmentStart {
                let isLabel =
                    tokens[index].kind == .identifier && index + 1 < tokens.count && tokens[index + 1].text == ":"
                callLabels.append(isLabel ? text : "_")
            }
            if "([{".contains(text) { depth += 1 }
            if ")]}".contains(text) {
                if depth == 0 { break }
                depth -= 1
            }
            if text == ",", depth == 0 { segmentStart = index + 1 }
        }
        return callLabels.starts(with: labels)
    }
}
