import StrataKnowledge
import SwiftScanner

/// The UI layer's views are told apart by name: a screen (`XScreen`) owns its view model, and every other view is
/// a component (`XView`) that receives values, bindings or closures. A view named neither way (`ProfileForm`,
/// `OrderRow`) reads as something else, and the next view copied from it spreads the third convention. Only
/// top-level types are judged: a view nested in another is that view's private part, named by its owner.
struct UIViewNaming: FileRule {
    static let id = "ui-view-naming"
    static let placeholders: Set<String> = ["type", "suggestion"]

    private struct Parameters: Decodable {
        var suffixes: [String]
    }

    private let suffixes: [String]

    init(context: RuleContext) throws(KnowledgeError) {
        suffixes = try context.parameters(Parameters.self).suffixes
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for declaration in file.index.declarations {
            guard let type = declaration.type, type.kind == .struct || type.kind == .class,
                type.inheritance.contains(where: { TypeText.lastName(in: $0, is: "View") }),
                !suffixes.contains(where: { type.name.hasSuffix($0) && type.name.count > $0.count })
            else { continue }
            report.add(
                line: type.line, column: type.column,
                ["type": type.name, "suggestion": type.name + (suffixes.last ?? "View")])
        }
    }
}
