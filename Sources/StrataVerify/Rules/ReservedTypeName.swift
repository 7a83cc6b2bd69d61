import StrataKnowledge

/// A type named like one Swift, Foundation, Observation, Combine or SwiftUI declares (`Task`,
/// `Date`, `List`) replaces the framework's type in its module and makes the name ambiguous in
/// every module that imports both, so the breakage shows up far from the declaration. The names
/// are `knowledge/naming.json`'s, the list `strata feature` refuses; the package's own support
/// types (its group in the list) are left to the package.
struct ReservedTypeName: FileRule {
    static let id = "reserved-type-name"
    static let placeholders: Set<String> = ["type", "module", "suggestion"]

    private struct Parameters: Decodable {
        var exemptGroups: [String]
    }

    private let naming: NamingKnowledge
    private let parameters: Parameters
    /// Every listed name, so the common case (a name no group lists) costs one hash lookup
    /// before `reservation(of:)` walks the groups.
    private let listedNames: Set<String>

    init(context: RuleContext) throws(KnowledgeError) {
        naming = context.knowledge.base.naming
        parameters = try context.parameters(Parameters.self)
        listedNames = Set(naming.groups.flatMap(\.names))
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for declaration in file.index.declarations {
            let declared: (name: String, line: Int, column: Int)
            if let type = declaration.type, type.kind != .extension {
                declared = (type.name, type.line, type.column)
            } else if let alias = declaration.typeAlias {
                declared = (alias.name, alias.line, alias.column)
            } else {
                continue
            }
            guard
                listedNames.contains(declared.name)
                    || naming.reservedPrefixes.contains(where: { declared.name.hasPrefix($0.prefix) }),
                let reservation = naming.reservation(of: declared.name), !isExempt(declared.name)
            else { continue }
            report.add(
                line: declared.line, column: declared.column,
                [
                    "type": declared.name, "module": reservation.module,
                    "suggestion": naming.suggestion(for: declared.name) ?? declared.name + "Item",
                ])
        }
    }

    private func isExempt(_ name: String) -> Bool {
        naming.groups.contains { parameters.exemptGroups.contains($0.id) && $0.names.contains(name) }
    }
}
