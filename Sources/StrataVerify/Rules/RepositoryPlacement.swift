import StrataKnowledge
import SwiftScanner

/// Domain owns repository protocols and data implements them: a protocol outside domain makes
/// domain depend outward, and an implementation outside data drags storage into other layers.
struct RepositoryPlacement: FileRule {
    static let id = "repository-placement"
    static let placeholders: Set<String> = ["type", "problem"]

    private let names: NamingVocabulary

    init(context: RuleContext) {
        names = context.names
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        // A test or preview double stands in for a repository wherever a preview needs one.
        for type in file.types
        where type.kind != .extension && names.isRepository(type.name) && !NamingVocabulary.isDouble(type.name) {
            let problem: String
            if type.kind == .protocol {
                guard file.layer != "domain", !isDataMixin(type, in: file) else { continue }
                problem = "is a protocol in \(file.layer ?? "no layer"); declare repository protocols in domain"
            } else if file.layer != "data" {
                problem = "is an implementation in \(file.layer ?? "no layer"); move it to data"
            } else if !conformances(of: type, in: file).contains(where: names.isRepository) {
                problem = "conforms to no repository protocol; implement the domain protocol it stands for"
            } else {
                continue
            }
            report.add(line: type.line, column: type.column, ["type": type.name, "problem": problem])
        }
    }

    /// A protocol in data whose behaviour a constrained extension beside it supplies
    /// (`extension CoreDataRepository where EntityType: NSManagedObject { func all() … }`): a
    /// mixin gateways adopt to share storage code, data's implementation detail rather than a
    /// port domain should own.
    private func isDataMixin(_ type: TypeDecl, in file: CheckedFile) -> Bool {
        file.layer == "data"
            && file.types.contains { $0.kind == .extension && $0.name == type.name && $0.whereClause != nil }
    }

    /// What the type conforms to, in its declaration or in an extension of it in the same file.
    private func conformances(of type: TypeDecl, in file: CheckedFile) -> [String] {
        file.types.filter { $0 == type || ($0.kind == .extension && $0.name == type.name) }
            .flatMap(\.inheritance).map { TypeText.lastName(in: $0) ?? $0 }
    }
}
