import StrataCore
import SwiftScanner

/// Token-level reading of calls and member accesses, enough for rules that look for a named
/// call with given argument labels (`Color(red:green:blue:)`, `.subscribe(onNext:)`).
extension CheckedFile {
    /// For a `(` at `open`, the index of its matching `)` (or the last token) and the argument
    /// labels, `_` for an unlabelled argument: `f(1, to: x)` → `["_", "to"]`.
    func callArguments(openingAt open: Int) -> (labels: [String], close: Int) {
        var labels: [String] = []
        var depth = 0
        var index = open
        var expectArgument = true
        while index < tokens.endIndex, tokens[index].kind != .endOfFile {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
                depth -= 1
                if depth == 0 { return (labels, index) }
            case .comma where depth == 1:
                expectArgument = true
                index += 1
                continue
            default:
                break
            }
            if depth == 1, expectArgument, index != open {
                expectArgument = false
                let isLabel =
                    (token.kind == .identifier || token.kind == .keyword)
                    && index + 1 < tokens.endIndex && tokens[index + 1].kind == .colon
                labels.append(isLabel ? text(token) : "_")
            }
            index += 1
        }
        return (labels, tokens.endIndex - 1)
    }

    /// Whether the token at `index` is directly followed by `(` (a call, not a reference).
    func isCalled(_ index: Int) -> Bool {
        let next = index + 1
        return next < tokens.endIndex && tokens[next].kind == .leftParen && !tokens[next].hasLeadingTrivia
    }

    /// Whether the token at `index` is a member name after a `.` (`x.name`, `.name`).
    func isMemberName(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].kind == .period
    }

    /// For a member name after a `.`, the receiver token written before the dot, if any.
    func receiver(ofMember index: Int) -> Token? {
        guard index >= 2, tokens[index - 1].kind == .period else { return nil }
        let candidate = tokens[index - 2]
        guard candidate.kind == .identifier || candidate.kind == .keyword, !tokens[index - 1].hasLeadingTrivia else {
            return nil
        }
        return candidate
    }

    /// The innermost type declaration (extensions included) whose lines contain `line`.
    func enclosingType(ofLine line: Int) -> TypeDecl? {
        types.last { $0.startLine <= line && line <= $0.endLine }
    }

    /// The enclosing type's name, or the file's name when the code is at top level.
    func enclosingName(ofLine line: Int) -> String {
        enclosingType(ofLine: line)?.name ?? String(fileName.dropLast(".swift".count))
    }

    /// Whether a path folder of the file is named one of `folders`.
    func isInFolder(named folders: [String]) -> Bool {
        path.split(separator: "/").dropLast().contains { folders.contains(String($0)) }
    }
}

/// `name(label:label:)` parsed into its parts.
struct CallPattern: Sendable {
    var name: String
    var labels: [String]

    init(_ selector: String) {
        guard let open = selector.firstIndex(of: "(") else {
            name = selector
            labels = []
            return
        }
        name = String(selector[..<open])
        labels = selector[selector.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
    }

    /// Whether a call's labels start with the pattern's.
    func matches(labels actual: [String]) -> Bool {
        actual.starts(with: labels)
    }
}
