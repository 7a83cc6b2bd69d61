import StrataKnowledge
import SwiftScanner

/// Domain code imports only what the domain layer's closed import list allows (Foundation), so
/// business rules compile and test without UI, storage or reactive frameworks. Imports of the
/// project's own layer modules are layer-dependency's concern. What an Xcode target of the domain
/// layer links (a pod, a package product, a framework) is judged as an import: any of its files
/// can import it, and none may.
struct DomainPurity: FileRule, ProjectRule {
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
        for declaration in file.index.imports where forbids(declaration.module, policy: policy) {
            report.add(line: declaration.line, column: declaration.column, ["module": declaration.module])
        }
        reportCombineWithoutImport(file, policy: policy, into: &report)
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        guard let policy else { return }
        for target in project.xcodeTargets
        where !target.isTest && project.xcodeTargetLayers[target.module] == policy.id.rawValue {
            for linked in target.linked where forbids(linked.module, policy: policy) {
                report.add(
                    file: linked.file, line: linked.line, column: linked.column, lineText: linked.lineText,
                    ["module": "\(linked.module) (a \(linked.kind.rawValue) target \(target.name) links)"])
            }
        }
    }

    /// Whether domain code may not import `module`: a framework outside the layer's import policy.
    private func forbids(_ module: String, policy: ArchitectureLayer) -> Bool {
        guard context.layer(ofModule: module) == nil, !context.moduleLayers.isProjectModule(module) else {
            return false
        }
        let forbidden =
            policy.imports.mode == .closed
            ? !policy.imports.allowed.contains(module) : policy.imports.forbidden.contains(module)
        return forbidden || (context.forbiddenImports[policy.id.rawValue] ?? []).contains(module)
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
