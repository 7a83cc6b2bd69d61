import StrataKnowledge
import SwiftScanner

/// Every view model follows the project's one view-model style — the attributes and
/// conformances state_management.json requires and forbids for it — so screens, tests and
/// reviewers can rely on one shape.
///
/// What a view model inherits counts as Swift reads it: an attribute or conformance its base
/// class or a protocol in its declaration supplies (`class OrdersViewModel: BaseViewModel<State>`
/// under a `@MainActor @Observable` base) is the view model's too. Such view models are judged
/// over the project's type graph, the rest file by file.
struct ViewModelStyleConsistency: FileRule, ProjectRule {
    static let id = "viewmodel-style"
    static let placeholders: Set<String> = ["type", "style", "problem"]

    private let style: ViewModelStyle
    /// The endings that name view models: the style's, and when it is one of the naming
    /// vocabulary's view-model endings, its synonyms too (a ReactorKit `*Reactor` is the screen's
    /// view model).
    private let viewModelSuffixes: [String]

    private let layers: Set<String>
    /// What view models are held to: the configured style's requirements, or with no style in strata.json only
    /// what every style asks of a view model (`@MainActor`). The default style's other requirements describe
    /// code the team never chose to write, such as `@Observable` on an app's RxSwift view models.
    private let requirements: Requirements

    init(context: RuleContext) {
        let style = context.style
        self.style = style
        layers = Set(context.entry.layers.map(\.rawValue))
        requirements =
            context.styleIsConfigured
            ? Requirements(style)
            : context.knowledge.styleIDs.compactMap(context.knowledge.style).map(Requirements.init)
                .reduce(Requirements(style)) { $0.shared(with: $1) }
        viewModelSuffixes =
            context.names.viewModel.contains(style.typeSuffix)
            ? [style.typeSuffix] + context.names.viewModel.filter { $0 != style.typeSuffix } : [style.typeSuffix]
    }

    /// A kind of type the style constrains: the view model itself or one of its components.
    private struct Shape {
        var suffix: String
        var exactName: Bool
        var kind: String?
        var requiredAttributes: [String]
        var requiredConformances: [String]
        var forbiddenAttributes: [String]
        var forbiddenConformances: [String]
        var requiredMethods: [String]

        func describes(_ type: TypeDecl) -> Bool {
            guard type.kind != .extension, type.kind != .protocol else { return false }
            if let kind, type.kind.rawValue != kind { return false }
            return exactName ? type.name == suffix : type.name.hasSuffix(suffix) && type.name != suffix
        }
    }

    /// A style's demands of a view model, and those several styles share.
    private struct Requirements {
        var attributes: [String]
        var conformances: [String]
        var forbiddenAttributes: [String]
        var forbiddenConformances: [String]
        var methods: [String]
        var components: [ViewModelStyle.Component]

        init(_ style: ViewModelStyle) {
            attributes = style.requiredAttributeNames
            conformances = style.requiredConformances
            forbiddenAttributes = style.forbiddenAttributeNames
            forbiddenConformances = style.forbiddenConformances
            methods = style.requiredMethods
            components = style.components
        }

        func shared(with other: Requirements) -> Requirements {
            var shared = self
            shared.attributes = attributes.filter(other.attributes.contains)
            shared.conformances = conformances.filter(other.conformances.contains)
            shared.forbiddenAttributes = forbiddenAttributes.filter(other.forbiddenAttributes.contains)
            shared.forbiddenConformances = forbiddenConformances.filter(other.forbiddenConformances.contains)
            shared.methods = methods.filter(other.methods.contains)
            shared.components = components.filter { component in
                other.components.contains { $0.namePattern == component.namePattern }
            }
            return shared
        }
    }

    private var shapes: [Shape] {
        let main = viewModelSuffixes.map { suffix in
            Shape(
                suffix: suffix, exactName: false, kind: nil, requiredAttributes: requirements.attributes,
                requiredConformances: requirements.conformances, forbiddenAttributes: requirements.forbiddenAttributes,
                forbiddenConformances: requirements.forbiddenConformances, requiredMethods: requirements.methods)
        }
        let components = requirements.components.map { component in
            let isPattern = component.namePattern.contains("{{feature}}")
            return Shape(
                suffix: component.namePattern.replacingOccurrences(of: "{{feature}}", with: ""), exactName: !isPattern,
                kind: component.declaration.split(separator: " ").map(String.init)
                    .first { ["class", "struct", "enum", "actor"].contains($0) },
                requiredAttributes: component.requiredAttributes.map(ViewModelStyle.bare),
                requiredConformances: component.requiredConformances, forbiddenAttributes: [],
                forbiddenConformances: [],
                requiredMethods: [])
        }
        return main + components
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        let shapes = self.shapes
        for type in file.types {
            guard let shape = shapes.first(where: { $0.describes(type) }) else { continue }
            if viewModelSuffixes.contains(shape.suffix), !shape.exactName, Self.isValueOrDouble(type, in: file) {
                continue
            }
            func add(line: Int, column: Int, _ problem: String) {
                report.add(
                    line: line, column: column, ["type": type.name, "style": style.id.rawValue, "problem": problem])
            }
            let conformances = type.inheritance.map { TypeText.lastName(in: $0) ?? $0 }
            // What a view model inherits is read over the whole project (see `check(_ project:)`).
            if !isJudgedOverTheProject(type, by: shape) {
                for attribute in shape.requiredAttributes where !type.hasAttribute(attribute) {
                    add(line: type.line, column: type.column, "lacks @\(attribute)")
                }
                for conformance in shape.requiredConformances where !conformances.contains(conformance) {
                    add(line: type.line, column: type.column, "lacks a conformance to \(conformance)")
                }
            }
            for method in shape.requiredMethods where !type.functions.contains(where: { $0.selector == method }) {
                add(line: type.line, column: type.column, "lacks the method \(method)")
            }
            for attribute in type.attributes where shape.forbiddenAttributes.contains(lastComponent(attribute.name)) {
                add(line: attribute.line, column: attribute.column, "uses @\(attribute.name), which the style forbids")
            }
            for property in type.properties {
                for attribute in property.attributes
                where shape.forbiddenAttributes.contains(lastComponent(attribute.name)) {
                    add(
                        line: attribute.line, column: attribute.column,
                        "uses @\(attribute.name), which the style forbids")
                }
            }
            for conformance in shape.forbiddenConformances where conformances.contains(conformance) {
                let token = file.token(named: conformance, from: type.line, column: type.column, through: type.endLine)
                add(
                    line: token?.line ?? type.line, column: token?.column ?? type.column,
                    "conforms to \(conformance), which the style forbids")
            }
        }
    }

    /// A view-model class (not a store component): whether it lacks a required attribute or
    /// conformance depends on what it inherits, and whether it is a row's value on what its file
    /// names. Structs stay judged by their file, where a row value is told from a view model.
    private func isJudgedOverTheProject(_ type: TypeDecl, by shape: Shape) -> Bool {
        !shape.exactName && viewModelSuffixes.contains(shape.suffix) && [.class, .actor].contains(type.kind)
    }

    /// The required attributes and conformances of view-model classes: satisfied by the type itself
    /// or by anything its chain of base classes and protocols reaches in the project.
    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        let main = shapes.filter { !$0.exactName && viewModelSuffixes.contains($0.suffix) }
        // The view models judged here, in the reported files; the project's graph is built only
        // when there is one.
        var judged: [(file: FileFacts, type: TypeFact, shape: Shape)] = []
        for file in project.files where !file.isTest && project.reports(file.path) {
            guard let layer = file.layer, layers.contains(layer) else { continue }
            for type in file.types where [.class, .actor].contains(type.kind) && !NamingVocabulary.isDouble(type.name) {
                // Named like a view model, or implementing a protocol named like one (`HomeViewModelImpl:
                // HomeViewModel`).
                let isNamed = { (name: String, shape: Shape) in name.hasSuffix(shape.suffix) && name != shape.suffix }
                guard
                    let shape = main.first(where: { isNamed(type.name, $0) })
                        ?? main.first(where: { shape in
                            type.inheritance.contains { TypeText.headName(in: $0).map { isNamed($0, shape) } ?? false }
                        })
                else { continue }
                judged.append((file, type, shape))
            }
        }
        guard !judged.isEmpty else { return }
        let graph = TypeGraph(files: project.files)
        var attributes: [String: Set<String>] = [:]
        var withBehaviour: Set<String> = []
        var services: Set<String> = []
        var classes: Set<String> = []
        for file in project.files where !file.isTest {
            for type in file.types {
                attributes[type.name, default: []].formUnion(type.attributes)
                if SymbolTable.isService(type) { services.insert(type.name) }
                if type.kind == .class { classes.insert(type.name) }
            }
            withBehaviour.formUnion(file.typesWithBehaviour)
        }
        for (file, type, shape) in judged {
            let ancestors = graph.ancestors(of: type)
            let inherited = ancestors.reduce(into: Set(type.attributes)) { $0.formUnion(attributes[$1] ?? []) }
            let conformances = Set(ancestors.map { TypeText.lastName(in: $0) ?? $0 })
            guard
                !Self.isRowValue(
                    type, in: file, conformances: conformances, attributes: inherited, withBehaviour: withBehaviour,
                    services: services, classes: classes)
            else { continue }
            var problems = shape.requiredAttributes.filter { !inherited.contains($0) }.map { "lacks @\($0)" }
            problems += shape.requiredConformances.filter { !conformances.contains($0) }.map {
                "lacks a conformance to \($0)"
            }
            for problem in problems {
                report.add(
                    file: file.path, line: type.line, column: type.column, lineText: type.lineText,
                    ["type": type.name, "style": style.id.rawValue, "problem": problem])
            }
        }
    }

    /// A class is a row's value when it only holds data: no base class of the project's, no
    /// behaviour of its own or from the protocols it conforms to, nothing observable, no framework
    /// beyond Foundation, and no service of the project named in its file other than what it
    /// conforms to (a coordinator's delegate, a service, makes it a screen's view model).
    private static func isRowValue(
        _ type: TypeFact, in file: FileFacts, conformances: Set<String>, attributes: Set<String>,
        withBehaviour: Set<String>, services: Set<String>, classes: Set<String>
    ) -> Bool {
        conformances.isDisjoint(with: classes) && !withBehaviour.contains(type.name)
            && conformances.isDisjoint(with: withBehaviour)
            && !conformances.contains("ObservableObject") && !attributes.contains("Observable")
            && file.imports.allSatisfy { $0.module == "Foundation" }
            && file.identifiers.allSatisfy { name in
                !services.contains(name) || name == type.name || conformances.contains(name)
            }
    }

    /// Not a screen's view model although named like one: a row or item value (a struct that
    /// declares no method, in itself or an extension in its file, only data for a cell to show),
    /// or a test or preview double.
    /// A class's value is told over the project (see `isRowValue`).
    private static func isValueOrDouble(_ type: TypeDecl, in file: CheckedFile) -> Bool {
        let declaresMethods = file.types.contains {
            ($0 == type || ($0.kind == .extension && $0.name == type.name)) && !$0.functions.isEmpty
        }
        return (type.kind == .struct && !declaresMethods) || NamingVocabulary.isDouble(type.name)
    }

    private func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
