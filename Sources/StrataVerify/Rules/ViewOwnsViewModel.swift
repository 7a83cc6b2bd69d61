import StrataKnowledge
import SwiftScanner

/// A screen owns its view model through the style's ownership wrapper (@State for observable,
/// @StateObject for combine); a plain property is rebuilt whenever the parent re-renders, and
/// an ObservableObject in one never updates the view.
///
/// Any SwiftUI view, screen or row, is judged for two mistakes whatever its name: an
/// `ObservableObject` view model (named like one, found through the project's declarations) in a plain property,
/// which the view never observes; and a view model the view builds itself (`= ProfileViewModel()`,
/// or in its init from anything but a parameter) held in `@ObservedObject`, which does not own
/// it, so each re-render of the parent builds a new one.
struct ViewOwnsViewModel: FileRule, ProjectRule {
    static let id = "view-owns-viewmodel"
    static let placeholders: Set<String> = ["type", "name", "problem", "ownership"]

    private let style: ViewModelStyle
    private let viewModelSuffixes: [String]
    private let layers: Set<String>

    init(context: RuleContext) {
        style = context.style
        viewModelSuffixes = [context.style.typeSuffix] + context.names.viewModel
        layers = Set(context.entry.layers.map(\.rawValue))
    }

    /// Wrappers reading a value an ancestor put into the environment: the ancestor owns it, and
    /// the view observes it.
    private static let environmentReaders = ["EnvironmentObject", "Environment"]

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        let ownership = style.viewOwnership.joined(separator: " or ")
        for type in file.types where type.kind != .extension && type.name.hasSuffix("Screen") {
            for property in type.properties where !property.isComputed && !property.isStatic {
                guard let typeName = heldType(property.typeAnnotation, initializer: property.initializerText),
                    typeName.hasSuffix(style.typeSuffix),
                    !style.viewOwnershipNames.contains(where: property.hasAttribute),
                    !Self.environmentReaders.contains(where: property.hasAttribute)
                else { continue }
                report.add(
                    line: property.line, column: property.column,
                    [
                        "type": type.name, "name": property.name, "problem": "in a plain property",
                        "ownership": ownership,
                    ])
            }
        }
        for type in file.types where type.kind != .extension && Self.isSwiftUIView(type) {
            for property in type.properties where property.hasAttribute("ObservedObject") {
                let written = property.typeAnnotation ?? property.initializerText ?? ""
                // `ProfileViewModel.Output` is the view model's observed state as much as the view model.
                let words = written.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                guard words.contains(where: isViewModelName), builds(property, in: type, file) else { continue }
                report.add(
                    line: property.line, column: property.column,
                    [
                        "type": type.name, "name": property.name,
                        "problem": "in @ObservedObject although it builds it itself", "ownership": "@StateObject",
                    ])
            }
        }
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        // A partial run judges only the files it reports; the observable types are the whole project's.
        let judged = project.files.filter { file in
            !file.isTest && !file.plainViewProperties.isEmpty && project.reports(file.path)
                && file.layer.map(layers.contains) == true
        }
        guard !judged.isEmpty else { return }
        let observable = Self.observableObjects(in: project)
        for file in judged {
            // A model or entity that happens to be observable is data the row shows, not its view model.
            for property in file.plainViewProperties
            where property.typeNames.contains(where: { observable.contains($0) && isViewModelName($0) }) {
                // A screen's plain view model is the file check's finding.
                let isScreenFinding =
                    property.holder.hasSuffix("Screen") && property.typeNames.first?.hasSuffix(style.typeSuffix) == true
                guard !isScreenFinding else { continue }
                report.add(
                    file: file.path, line: property.line, column: property.column, lineText: property.lineText,
                    [
                        "type": property.holder, "name": property.name,
                        "problem": "in a plain property, so it never observes it",
                        "ownership": "@StateObject or @ObservedObject",
                    ])
            }
        }
    }

    /// Classes conforming to `ObservableObject`, directly or through a protocol that refines
    /// it, and those protocols.
    private static func observableObjects(in project: ProjectFacts) -> Set<String> {
        func conforms(_ type: TypeFact, to names: Set<String>) -> Bool {
            type.inheritance.contains { TypeText.lastName(in: $0).map(names.contains) == true }
        }
        // Only types that inherit anything can conform: the two passes read those, not every type.
        var protocols: Set<String> = []
        var classes: [TypeFact] = []
        for file in project.files where !file.isTest {
            for type in file.types where !type.inheritance.isEmpty {
                switch type.kind {
                case .protocol where conforms(type, to: ["ObservableObject"]): protocols.insert(type.name)
                case .class: classes.append(type)
                default: break
                }
            }
        }
        let observable = protocols.union(["ObservableObject"])
        return protocols.union(classes.filter { conforms($0, to: observable) }.map(\.name))
    }

    private static func isSwiftUIView(_ type: TypeDecl) -> Bool {
        type.inheritance.contains { TypeText.lastName(in: $0, is: "View") }
    }

    /// `ProfileViewModel`, or its protocol `ProfileViewModelProtocol`/`ProfileViewModelType`.
    private func isViewModelName(_ name: String) -> Bool {
        // The Composable Architecture's `ViewStore` projects a store the parent owns; building
        // one in init is that library's documented use, not state the view should own.
        guard name != "ViewStore" else { return false }
        let stem = ["Protocol", "Type"].first(where: name.hasSuffix).map { String(name.dropLast($0.count)) } ?? name
        return viewModelSuffixes.contains { stem.hasSuffix($0) && stem.count > $0.count }
    }

    /// Whether the view creates the value: a call as its initial value, or an assignment in one
    /// of the view's initializers from anything but one of that initializer's parameters.
    private func builds(_ property: PropertyDecl, in type: TypeDecl, _ file: CheckedFile) -> Bool {
        if let initial = property.initializerText { return initial.contains("(") }
        let tokens = file.tokens
        for initializer in type.initializers {
            let parameters = Set(initializer.parameters.map(\.name))
            var index = file.tokenIndex(line: initializer.line, column: initializer.column)
            while index + 1 < tokens.count, tokens[index].line <= initializer.endLine {
                defer { index += 1 }
                guard tokens[index + 1].kind == .equal, tokens[index].kind == .identifier,
                    file.spells(tokens[index], property.name) || file.spells(tokens[index], "_" + property.name)
                else { continue }
                // The value's tokens, up to the next line that starts a statement.
                var value: [Token] = []
                var cursor = index + 2
                while cursor < tokens.count, tokens[cursor].line <= initializer.endLine,
                    value.isEmpty || !tokens[cursor].isAtStartOfLine
                {
                    value.append(tokens[cursor])
                    cursor += 1
                }
                let texts = value.map(file.text)
                let inner =
                    texts.starts(with: ["ObservedObject", "(", "wrappedValue", ":"]) ? texts.dropFirst(4) : texts[...]
                let passed = inner.first.map(parameters.contains) == true && inner.dropFirst().allSatisfy { $0 == ")" }
                if !passed, inner.contains("(") { return true }
            }
        }
        return false
    }

    /// The declared type, or the type an initializer call such as `ProfileViewModel(…)` creates.
    private func heldType(_ annotation: String?, initializer: String?) -> String? {
        if let annotation { return TypeText.names(in: annotation).first }
        guard let initializer, let name = TypeText.names(in: initializer).first, initializer.contains(name + "(") else {
            return nil
        }
        return name
    }
}
