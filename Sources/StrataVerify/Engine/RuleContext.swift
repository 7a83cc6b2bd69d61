import Foundation
import StrataKnowledge

/// What a rule may consult besides the file: the knowledge base, the rule's parameters and
/// the project's configuration.
public struct RuleContext: Sendable {
    public let knowledge: VerifyKnowledge
    public let entry: RuleDefinition
    /// The configured view-model style, or the knowledge base's default one.
    public let style: ViewModelStyle
    /// Whether strata.json chose the style (some messages depend on it).
    public let styleIsConfigured: Bool
    /// strata.json's extra forbidden imports per layer.
    public let forbiddenImports: [String: [String]]
    /// The layers of the project's modules (strata.json's `modules`, the manifests' targets).
    public let moduleLayers: ModuleLayers
    /// The name endings that mark repositories, use cases, data sources and view models.
    public let names: NamingVocabulary
    /// strata.json's custom layers by id.
    public let customLayers: [String: CustomLayer]

    public init(
        knowledge: VerifyKnowledge, entry: RuleDefinition, style: ViewModelStyle, styleIsConfigured: Bool,
        forbiddenImports: [String: [String]], moduleLayers: ModuleLayers, names: NamingVocabulary = .defaults,
        customLayers: [CustomLayer] = []
    ) {
        self.names = names
        self.customLayers = Dictionary(customLayers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.knowledge = knowledge
        self.entry = entry
        self.style = style
        self.styleIsConfigured = styleIsConfigured
        self.forbiddenImports = forbiddenImports
        self.moduleLayers = moduleLayers
    }

    /// The layer a module belongs to when it is one of the project's layer modules.
    public func layer(ofModule module: String) -> ArchitectureLayer? {
        moduleLayers.layer(of: module)
    }

    /// The layer, shipped or custom, a module is the project's module of (see ``ModuleLayers``).
    public func layerName(ofModule module: String) -> String? {
        moduleLayers.layerName(of: module, customLayers: customLayers)
    }

    /// The rule's `parameters`, decoded into the rule's own type, whose properties name the lists
    /// its detection needs. A list the type declares and rules.json lacks is a broken knowledge
    /// base, reported instead of silently matching nothing.
    public func parameters<Parameters: Decodable>(_ type: Parameters.Type) throws(KnowledgeError) -> Parameters {
        let location = JSONLocation(
            file: KnowledgeFile.rules.path, path: "$.rules[\"\(entry.id)\"].parameters", line: 1, column: 1)
        do {
            let data = try JSONEncoder().encode(entry.parameters ?? [:])
            return try JSONDecoder().decode(type, from: data)
        } catch DecodingError.keyNotFound(let key, _) {
            throw .json(.missingKey(key.stringValue), at: location)
        } catch {
            throw .json(.invalidValue("the rule's parameters do not fit it: \(error)"), at: location)
        }
    }
}
