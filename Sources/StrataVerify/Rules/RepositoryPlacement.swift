/// Domain owns repository protocols and data implements them: a protocol outside domain makes
/// domain depend outward, and an implementation outside data drags storage into other layers.
struct RepositoryPlacement: FileRule {
    static let id = "repository-placement"

    init(context: RuleContext) {}

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for type in file.types where type.kind != .extension {
            let isRepository = type.name.hasSuffix("Repository") && type.name != "Repository"
            guard isRepository || type.name.hasSuffix("RepositoryImpl") else { continue }
            let problem: String
            if type.kind == .protocol {
                guard isRepository, file.layer != "domain" else { continue }
                problem = "is a protocol in \(file.layer ?? "no layer"); declare repository protocols in domain"
            } else if file.layer != "data" {
                problem = "is an implementation in \(file.layer ?? "no layer"); move it to data"
            } else if !type.inheritance.contains(where: { (TypeText.names(in: $0).last ?? "").hasSuffix("Repository") }) {
                problem = "conforms to no repository protocol; implement the domain protocol it stands for"
            } else {
                continue
            }
            report.add(line: type.line, column: type.column, ["type": type.name, "problem": problem])
        }
    }
}
