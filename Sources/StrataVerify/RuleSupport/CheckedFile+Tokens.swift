import SwiftScanner

extension CheckedFile {
    /// The index of the first token at or after `line`:`column`.
    func tokenIndex(line: Int, column: Int) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let middle = (low + high) / 2
            let token = tokens[middle]
            if (token.line, token.column) < (line, column) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The text of the line a finding at `line`:`column` is on. Findings point at token starts,
    /// so the token there gives the byte offset without building the file's line table.
    func lineText(line: Int, column: Int) -> String {
        let index = tokenIndex(line: line, column: column)
        if index < tokens.count, tokens[index].line == line, tokens[index].column == column {
            return source.lineText(containingByte: tokens[index].range.lowerBound)
        }
        return source.lineText(line)
    }

    /// The first code token spelling `name` from `line`:`column` up to the end of `lastLine`:
    /// where a declaration's type, parameter or conformance is written.
    func token(named name: String, from line: Int, column: Int, through lastLine: Int) -> Token? {
        var index = tokenIndex(line: line, column: column)
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.line > lastLine || token.kind == .endOfFile { return nil }
            if !token.kind.isStringText, spells(token, name) { return token }
            index += 1
        }
        return nil
    }

    /// The type declarations whose names end with `suffix`, nested ones included, no extensions.
    func types(withSuffix suffix: String) -> [TypeDecl] {
        types.filter { $0.kind != .extension && $0.name.hasSuffix(suffix) }
    }
}
