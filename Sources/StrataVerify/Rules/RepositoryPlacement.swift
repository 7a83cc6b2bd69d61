import StrataKnowledge
import SwiftScanner

/// Domain owns repository protocols and data implements them: a protocol outside domain makes
/// domain depend outward, and an implementation outside data drags storage into other layers.
///
/// An implementation in data implements a port whatever the port is called (`GetTodosSource`, a
/// data source's protocol, a misspelt `…RepsitoryInterface`), declared in its file or another: it
/// is judged over the project's declarations. Implementing a use case, or only protocols the
/// project does not declare, is implementing no port.
struct RepositoryPlacement: FileRule, ProjectRule {
    static let id = "repository-placement"
    static let placeholders: Set<String> = ["type", "problem"]
    static let readsTypeReferences = false

    private let names: NamingVocabulary

    init(context: RuleContext) {
        names = context.names
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        var implementations: [(file: FileFacts, type: TypeFact)] = []
        for file in project.files where !file.isTest && file.layer == "data" && project.reports(file.path) {
            for type in file.types
            where [.class, .struct, .actor, .enum].contains(type.kind) && names.isRepository(type.name)
                && !NamingVocabulary.isDouble(type.name)
            {
                implementations.append((file, type))
            }
        }
        guard !implementations.isEmpty else { return }
        let graph = TypeGraph(files: project.files)
        var protocols: Set<String> = []
        for file in project.files where !file.isTest {
            for type in file.types where type.kind == .protocol { protocols.insert(type.name) }
        }
        for (file, type) in implementations {
            let implementsPort = graph.ancestors(of: type).contains { name in
                names.isRepository(name) || (protocols.contains(name) && !names.isUseCase(name))
            }
            guard !implementsPort else { continue }
            report.add(
                file: file.path, line: type.line, column: type.column, lineText: type.lineText,
                [
                    "type": type.name,
                    "problem": "conforms to no repository protocol; implement the domain protocol it stands for",
                ])
        }
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
            } else {
                // Whether it implements a port is read over the project (see `check(_ project:)`).
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
}
