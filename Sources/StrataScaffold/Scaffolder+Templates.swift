import Foundation
import StrataKnowledge

/// The templates a command renders: which make up a feature slice (see `Scaffolder`), and how a
/// slice renders one, once, per operation or per value type.
extension Scaffolder {
    func package(_ id: String) throws -> TemplatePackage {
        try TemplatePackage.load(id: id, from: library)
    }

    func declares(_ variable: String, template id: String) throws -> Bool {
        try package(id).metadata.variables.contains { $0.name == variable }
    }

    /// The inputs `strata feature` gives a template; one that needs any other input without a
    /// default (an adapter's `legacy`) belongs to another command.
    static let featureInputs: Set<String> = [
        "module", "feature", "entity", "shape", "fields", "operations", "operation", "valueType", "style",
    ]

    func featureTemplates(style: ViewModelStyleID) throws -> [TemplatePackage] {
        try library.templateIDs
            .filter {
                ![Self.registrationTemplateID, Self.packageTemplateID, Self.legacyBridgeTemplateID].contains($0)
            }
            .map(package)
            .filter { template in
                let variables = template.metadata.variables
                return variables.contains { $0.name == Self.featureVariable }
                    && template.metadata.styles.contains(style)
                    && variables.allSatisfy { Self.featureInputs.contains($0.name) || $0.defaultValue != nil }
            }
    }

    /// Renders a template the way a feature slice does: once, once per operation, or once per value
    /// type its fields name. A file that renders to nothing but whitespace is one the inputs do not
    /// call for (a form for a feature that cannot save), so it is left out rather than written empty.
    /// `stubs` are the value types that get a stub (a feature leaves out those the package declares
    /// already); without them, every value type the `fields` input names gets one.
    public func render(
        _ template: TemplatePackage, inputs: [String: String], style: ViewModelStyleID, stubs: [String]? = nil
    ) throws -> [RenderedFile] {
        try renderEach(template, inputs: inputs, style: style, stubs: stubs)
            .filter { !$0.contents.allSatisfy(\.isWhitespace) }
    }

    private func renderEach(
        _ template: TemplatePackage, inputs: [String: String], style: ViewModelStyleID, stubs: [String]?
    ) throws -> [RenderedFile] {
        let variables = template.metadata.variables
        if variables.contains(where: { $0.name == Self.perValueTypeVariable }) {
            let types = try stubs ?? FieldSpec.parse(inputs["fields"] ?? "").filter(\.isValueType).map(\.baseType)
            return try types.enumerated().filter { !types.prefix($0.offset).contains($0.element) }.flatMap { _, type in
                var perType = inputs
                perType[Self.perValueTypeVariable] = type
                return try template.render(inputs: perType, style: style)
            }
        }
        guard variables.contains(where: { $0.name == Self.perOperationVariable }) else {
            return try template.render(inputs: inputs, style: style)
        }
        let given =
            inputs[Self.operationsVariable] ?? variables.first { $0.name == Self.operationsVariable }?.defaultValue
        return try (FeatureRequest.operations(given) ?? []).flatMap { operation in
            var perOperation = inputs
            perOperation[Self.perOperationVariable] = operation
            return try template.render(inputs: perOperation, style: style)
        }
    }

    func layer(ofTemplate id: String) -> String {
        (try? package(id).metadata.layer.rawValue) ?? "unknown"
    }
}
