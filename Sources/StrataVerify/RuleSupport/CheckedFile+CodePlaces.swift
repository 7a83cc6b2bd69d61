import SwiftScanner

extension CheckedFile {
    /// Token index ranges of preview code: `#Preview { … }` (its arguments and body) and types
    /// or extensions conforming to `PreviewProvider`. Previews are development wiring, like a
    /// composition root: what they build is not a dependency of the code the app ships.
    func previewTokenRanges() -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for type in types where type.inheritance.contains(where: { TypeText.lastName(in: $0, is: "PreviewProvider") }) {
            let first = tokenIndex(line: type.startLine, column: 1)
            let last = tokenIndex(line: type.endLine + 1, column: 1) - 1
            if first <= last { ranges.append(first...last) }
        }
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .poundIdentifier, spells(tokens[index], "#Preview") else { continue }
            // Arguments in parentheses, then the trailing closure; its matching brace ends the preview.
            var depth = 0
            var end = index + 1
            var opened = false
            while end < tokens.count, tokens[end].kind != .endOfFile {
                switch tokens[end].kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .leftBrace:
                    depth += 1
                    opened = true
                case .rightBrace: depth -= 1
                default: break
                }
                if opened && depth == 0 { break }
                end += 1
            }
            ranges.append(index...min(end, tokens.count - 1))
            index = end
        }
        return ranges + previewHelperRanges(outside: ranges)
    }

    /// Token ranges of the file's private types that only its previews name (a `PreviewHelper`
    /// building a view model over a stub): a private type has no user outside its file, so the
    /// file shows that it exists for the previews.
    private func previewHelperRanges(outside previews: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        guard !previews.isEmpty else { return [] }
        let helpers = types.filter { type in
            type.kind != .extension && (type.modifiers.contains("private") || type.modifiers.contains("fileprivate"))
        }
        guard !helpers.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for helper in helpers {
            let first = tokenIndex(line: helper.startLine, column: 1)
            let last = tokenIndex(line: helper.endLine + 1, column: 1) - 1
            guard first <= last else { continue }
            var namedInPreview = false
            var namedElsewhere = false
            for (index, token) in tokens.enumerated()
            where token.kind == .identifier && !(first...last).contains(index) && spells(token, helper.name) {
                if previews.contains(where: { $0.contains(index) }) {
                    namedInPreview = true
                } else {
                    namedElsewhere = true
                }
            }
            if namedInPreview && !namedElsewhere { ranges.append(first...last) }
        }
        return ranges
    }

    /// Where a type's stored property or initializer parameter is written with one of `names`,
    /// as `line:name` → the holding type's name: the places a dependency is injected. Protocols
    /// and extensions hold none.
    func injectionPlaces(of names: Set<String>) -> [String: String] {
        var places: [String: String] = [:]
        func mark(_ written: String, from line: Int, column: Int, through lastLine: Int, holder: String) {
            var cursor = (line: line, column: column)
            for name in TypeText.names(in: written) where names.contains(name) {
                guard let token = token(named: name, from: cursor.line, column: cursor.column, through: lastLine)
                else { continue }
                places["\(token.line):\(name)"] = holder
                cursor = (token.line, token.column + 1)
            }
        }
        for type in types where type.kind != .extension && type.kind != .protocol {
            // A type nested in another (a view model's `Dependencies` struct, declared in its
            // extension) holds what it holds on behalf of the outermost type around it.
            let holder =
                types.filter { $0.line < type.line && $0.endLine >= type.endLine }.min { $0.line < $1.line }?.name
                ?? type.name
            for property in type.properties where !property.isComputed && !property.isStatic {
                guard let annotation = property.typeAnnotation else { continue }
                mark(annotation, from: property.line, column: property.column, through: type.endLine, holder: holder)
            }
            for initializer in type.initializers {
                for parameter in initializer.parameters {
                    mark(
                        parameter.type, from: initializer.line, column: initializer.column,
                        through: initializer.endLine, holder: holder)
                }
            }
        }
        return places
    }
}
