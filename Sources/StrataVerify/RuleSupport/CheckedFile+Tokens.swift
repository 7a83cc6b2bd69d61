import SwiftScanner

extension CheckedFile {
    /// The index of the first token at or after `line`:`column`.
    func tokenIndex(line: Int, column: Int) -> Int {
        let tokens = self.tokens.tokens
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let middle = (low + high) / 2
            let token = tokens[middle]
            if (token.line, token.column) < (line, column) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first code token spelling `name` from `line`:`column` up to the end of `lastLine`:
    /// where a declaration's type, parameter or conformance is written.
    func token(named name: String, from line: Int, column: Int, through lastLine: Int) -> Token? {
        let tokens = self.tokens
        var index = tokenIndex(line: line, column: column)
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.line > lastLine || token.kind == .endOfFile { return nil }
            if !token.kind.isStringText, tokens.token(token, is: name) { return token }
            index += 1
        }
        return nil
    }

    /// Tokens that are code (not string text), in the lines `lines`.
    func codeTokenIndices(in lines: ClosedRange<Int>) -> [Int] {
        var index = tokenIndex(line: lines.lowerBound, column: 1)
        var result: [Int] = []
        let tokens = self.tokens
        while index < tokens.endIndex, tokens[index].line <= lines.upperBound, tokens[index].kind != .endOfFile {
            if !tokens[index].kind.isStringText { result.append(index) }
            index += 1
        }
        return result
    }

    func text(_ token: Token) -> String { tokens.text(of: token) }

    /// The type declarations whose names end with `suffix`, nested ones included, no extensions.
    func types(withSuffix suffix: String) -> [TypeDecl] {
        index.allTypes.filter { $0.kind != .extension && $0.name.hasSuffix(suffix) }
    }
}
