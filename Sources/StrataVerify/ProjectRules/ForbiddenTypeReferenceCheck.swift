/// `forbidden-type-reference`: one of the type names written in code — not in a comment or a
/// string, and not as a member after a dot (`settings.UserDefaults` is something else's member).
struct ForbiddenTypeReferenceCheck: FileCheck {
    let types: Set<String>

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier && !file.isMemberName(index) {
            let name = file.text(token)
            if types.contains(name) { report.add(at: token, ["layer": file.layer ?? "", "type": name]) }
        }
    }
}
