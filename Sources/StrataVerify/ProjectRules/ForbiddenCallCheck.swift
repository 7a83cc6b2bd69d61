/// `forbidden-call`: a call of a function (`print(…)`) or of a member path written out in full
/// (`DispatchQueue.main.sync(…)`, `… .sync { }`), reported at its first name. The first name must
/// not itself be a member (`logger.print(…)` is the logger's own function), nor be declared (`func print(…)`).
struct ForbiddenCallCheck: FileCheck {
    /// Each call's names, `["DispatchQueue", "main", "sync"]`, with the text findings name it by.
    private let calls: [(names: [String], text: String)]

    init(calls: [String]) {
        self.calls = calls.map { ($0.split(separator: ".").map(String.init), $0) }
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier && !file.isMemberName(index) {
            for call in calls where matches(call.names, at: index, in: file) {
                report.add(at: token, ["layer": file.layer ?? "", "call": call.text])
            }
        }
    }

    /// Whether `names` are written from `start` on, dot-separated, then called with `(` or a trailing closure.
    private func matches(_ names: [String], at start: Int, in file: CheckedFile) -> Bool {
        let tokens = file.tokens
        // `func print(…)` declares a function of that name; it does not call one.
        if start > 0, file.spells(tokens[start - 1], "func") { return false }
        var index = start
        for (position, name) in names.enumerated() {
            if position > 0 {
                guard index + 2 < tokens.endIndex, tokens[index + 1].kind == .period else { return false }
                index += 2
            }
            guard file.spells(tokens[index], name) else { return false }
        }
        let next = index + 1
        guard next < tokens.endIndex else { return false }
        return file.isCalled(index) || tokens[next].kind == .leftBrace
    }
}
