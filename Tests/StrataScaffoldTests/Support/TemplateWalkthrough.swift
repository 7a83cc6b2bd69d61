import Foundation
import StrataKnowledge
import Testing

/// Renders a package the way `strata new` and `strata feature` are specified to, straight from the
/// shipped templates with the template engine, so the golden fixtures pin down what the templates
/// produce independently of the scaffolder's file handling.
struct TemplateWalkthrough {
    struct Feature {
        let name: String
        let fields: String
        /// `nil` takes each template's default.
        let operations: String?
    }

    /// The templates `strata feature` renders, in the order it renders them.
    static let featureTemplateIDs = [
        "entity", "repository", "use-case", "repository-impl", "viewmodel", "screen", "feature-composition",
        "mocks", "use-case-tests", "repository-tests", "viewmodel-tests",
    ]

    /// A template declaring this variable is rendered once per operation.
    static let perOperationVariable = "operation"

    private let library: ResourceLibrary
    private let module: String
    private let style: String
    /// Generated text by package-relative path.
    private(set) var files: [String: String] = [:]

    init(library: ResourceLibrary, module: String, style: String) throws {
        self.library = library
        self.module = module
        self.style = style
        try render("package", inputs: [:])
    }

    mutating func add(_ feature: Feature) throws {
        var inputs = ["feature": feature.name, "fields": feature.fields]
        inputs["operations"] = feature.operations
        for id in Self.featureTemplateIDs {
            try render(id, inputs: inputs)
        }
        try register(feature, inputs: inputs)
    }

    /// Replaces the composition root's marker line with the registration snippet, which ends with
    /// that same marker, so the next feature registers below this one.
    private mutating func register(_ feature: Feature, inputs: [String: String]) throws {
        let package = try TemplatePackage.load(id: "composition-registration", from: library)
        let context = try self.context(for: package.metadata, inputs: inputs)
        for file in package.metadata.files {
            let path = try file.output.render(context)
            let snippet = try package.templates[file.template]!.render(context)
            let snippetLines = snippet.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let marker = try #require(snippetLines.last)
            var lines = try #require(files[path]).split(separator: "\n", omittingEmptySubsequences: false)
            let markerIndex = try #require(lines.firstIndex(of: marker), "no marker line in \(path)")
            lines.replaceSubrange(markerIndex...markerIndex, with: snippetLines)
            files[path] = lines.joined(separator: "\n")
        }
    }

    private mutating func render(_ id: String, inputs: [String: String]) throws {
        let package = try TemplatePackage.load(id: id, from: library)
        let context = try self.context(for: package.metadata, inputs: inputs)
        let perOperation = package.metadata.variables.contains { $0.name == Self.perOperationVariable }
        let contexts: [[String: TemplateValue]]
        if perOperation, case .list(let operations) = context["operations"] {
            contexts = operations.map { context.merging([Self.perOperationVariable: $0]) { _, new in new } }
        } else {
            contexts = [context]
        }
        for context in contexts {
            for file in package.metadata.files where file.styles.map(\.rawValue).contains(style) {
                files[try file.output.render(context)] = try package.templates[file.template]!.render(context)
            }
        }
    }

    /// Declared variables from the inputs or their defaults, plus the computed ones the spec promises.
    private func context(for metadata: TemplateMetadata, inputs: [String: String]) throws -> [String: TemplateValue] {
        var values = inputs
        values["module"] = module
        values["style"] = style
        var context: [String: TemplateValue] = [:]
        for variable in metadata.variables where variable.name != Self.perOperationVariable {
            let input = try #require(values[variable.name] ?? variable.defaultValue, "\(metadata.id) needs \(variable.name)")
            context[variable.name] = try variable.type.value(forInput: input, variable: variable.name)
        }
        if let feature = inputs["feature"] {
            context["entity"] = .string(feature)
            let fields = try TemplateVariableType.fields.value(forInput: inputs["fields"] ?? "", variable: "fields")
            if case .list(let objects) = fields {
                context["idField"] = objects.first(where: isIDField)
            }
        }
        return context
    }

    private func isIDField(_ value: TemplateValue) -> Bool {
        guard case .object(let properties) = value else { return false }
        return properties["name"] == "id"
    }
}
