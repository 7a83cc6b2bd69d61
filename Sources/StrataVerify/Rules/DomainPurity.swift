import StrataKnowledge
import SwiftScanner

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
        reportCombineWithoutImport(file, policy: policy, into: &report)
    }

    /// Foundation brings Combine along on Apple platforms, so an entity can be an
    /// `ObservableObject` with `@Published` properties without importing Combine: each such use
    /// is the Combine dependency the import would have shown.
    private func reportCombineWithoutImport(
        _ file: CheckedFile, policy: ArchitectureLayer, into report: inout RuleReport
    ) {
        let combine = "Combine"
        guard policy.imports.mode == .closed, !policy.imports.allowed.contains(combine),
            !file.index.imports.contains(where: { $0.module == combine })
        else { return }
        for type in file.types where type.kind != .protocol {
            let conformances = type.inheritance.map { TypeText.lastName(in: $0) ?? $0 }
            if conformances.contains("ObservableObject") {
                let token = file.token(
                    named: "ObservableObject", from: type.line, column: type.column, through: type.endLine)
                report.add(line: token?.line ?? type.line, column: token?.column ?? type.column, ["module": combine])
            }
            for property in type.properties {
                for attribute in property.attributes where attribute.name == "Published" {
                    report.add(line: attribute.line, column: attribute.column, ["module": combine])
                }
            }
        }
    }
}
