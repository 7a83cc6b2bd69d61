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

    /// A type conforming to SwiftUI's `View`: spelled `SwiftUI.View`, or `View` in a file that imports
    /// SwiftUI. Other libraries name a protocol `View` too (ReactorKit's, adopted by UIKit view
    /// controllers and cells), so a class built on a UIKit or AppKit class is no SwiftUI view.
    static func isSwiftUIView(_ type: TypeDecl, in file: CheckedFile) -> Bool {
        if type.inheritance.contains(where: { $0.replacingOccurrences(of: " ", with: "") == "SwiftUI.View" }) {
            return true
        }
        guard type.inheritance.contains(where: { TypeText.lastName(in: $0, is: "View") }),
            file.index.imports.contains(where: { $0.module == "SwiftUI" })
        else { return false }
        guard type.kind == .class, let superclass = type.inheritance.first else { return true }
        return !NamingVocabulary.isPlatformName(superclass)
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for declaration in file.index.declarations {
            guard let type = declaration.type, type.kind == .struct || type.kind == .class,
                Self.isSwiftUIView(type, in: file),
                // A preview's host view (`PreviewWrapper`) is development wiring, as a preview double is.
                !NamingVocabulary.isDouble(type.name),
                !suffixes.contains(where: { type.name.hasSuffix($0) && type.name.count > $0.count })
            else { continue }
            report.add(
                line: type.line, column: type.column,
                ["type": type.name, "suggestion": type.name + (suffixes.last ?? "View")])
        }
    }
}
