import StrataKnowledge

/// What `strata feature` and the MCP tool `scaffold_feature` ask the scaffolder for, parsed once from
/// the text a person or an agent typed. Both front ends build it here, so they accept the same input and
/// refuse it with the same one-line errors; the scaffolder then works with names, a shape, fields and
/// operations, never with the strings they came from.
public struct FeatureRequest: Sendable, Equatable {
    /// The feature's type name (`Orders`); it names the folders, view model, screens and composition.
    public let name: String
    /// The entity's type name (`Order`): the feature's unless another was given.
    public let entity: String
    public let shape: FeatureShape
    /// The entity's fields; nil when none were given, and then the templates' default applies.
    public let fields: [FieldSpec]?
    /// The operations as given, in their order; nil when none were given, and then the shape's default applies.
    public let operations: [String]?

    /// Parses what `--entity`, `--shape`, `--fields` and `--operations` (or the tool's arguments of the
    /// same names) hold. Checks only the text: which operations exist is the templates' to say.
    public init(
        name: String, entity: String? = nil, shape: String? = nil, fields: String? = nil, operations: String? = nil
    ) throws {
        try Scaffolder.validateTypeName(name, kind: "feature")
        if let entity { try Scaffolder.validateTypeName(entity, kind: "entity") }
        self.name = name
        self.entity = entity ?? name
        self.shape = try FeatureShape(option: shape)
        self.fields = try Self.fields(fields)
        self.operations = Self.operations(operations)
    }

    /// A `--fields` list as fields; nil when not given.
    public static func fields(_ text: String?) throws(KnowledgeError) -> [FieldSpec]? {
        guard let text else { return nil }
        return try FieldSpec.parse(text)
    }

    /// An `--operations` list as names, blanks left out; nil when not given.
    public static func operations(_ text: String?) -> [String]? {
        text.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    }

    /// The value types the fields name (`OrderStatus`), each of which gets a stub in the domain.
    var valueTypes: [String] { (fields ?? []).filter(\.isValueType).map(\.baseType) }
}

extension Scaffolder {
    /// What a feature's templates get as input, in the string form template variables take; computed
    /// variables come on top.
    public static func featureInputs(
        named name: String, entity: String? = nil, fields: [FieldSpec]?, operations: [String]?, module: String
    ) -> [String: String] {
        var inputs = ["module": module, featureVariable: name, entityVariable: entity ?? name]
        inputs["fields"] = fields.map(Self.written)
        inputs[operationsVariable] = operations?.joined(separator: ",")
        return inputs
    }

    /// Fields as `--fields` writes them, which is how templates read them back.
    static func written(_ fields: [FieldSpec]) -> String {
        fields.map { "\($0.name):\($0.type)" }.joined(separator: ",")
    }

    /// Entities are Identifiable and every screen starts by loading, so fields need an id and
    /// operations need load.
    static func requireIDAndLoad(fields: [FieldSpec]?, operations: [String]?) throws {
        if let fields, !fields.contains(where: { $0.name == "id" }) {
            throw ScaffoldError.missingIDField(fields: written(fields))
        }
        if let operations, !operations.contains("load") {
            throw ScaffoldError.missingLoadOperation(operations: operations.joined(separator: ","))
        }
    }
}
