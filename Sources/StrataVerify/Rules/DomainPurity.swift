import StrataKnowledge

/// Domain code imports only what the domain layer's closed import list allows (Foundation), so
/// business rules compile and test without UI, storage or reactive frameworks. Imports of the
/// project's own layer modules are layer-dependency's concern.
struct DomainPurity: FileRule {
    static let id = "domain-purity"
    static let placeholders: Set<String> = ["module"]

    private let context: RuleContext
    private let policy: ArchitectureLayer?

    init(context: RuleContext) {
        self.context = context
        policy = context.knowledge.layer("domain")
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        guard let policy else { return }
        let extra = context.forbiddenImports[policy.id.rawValue] ?? []
        for declaration in file.index.imports where context.layer(ofModule: declaration.module) == nil {
            let module = declaration.module
            let forbidden =
                policy.imports.mode == .closed
                ? !policy.imports.allowed.contains(module)
                : policy.imports.forbidden.contains(module)
            if forbidden || extra.contains(module) {
                report.add(line: declaration.line, column: declaration.column, ["module": module])
            }
        }
    }
}
