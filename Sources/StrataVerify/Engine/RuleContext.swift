import Foundation
import StrataKnowledge

/// What a rule may consult besides the file: the knowledge base, the rule's parameters and
/// the project's configuration.
public struct RuleContext: Sendable {
    public let knowledge: VerifyKnowledge
    public let entry: RuleEntry
    /// The configured view-model style, or the knowledge base's default one.
    public let style: StylePolicy
    /// Whether strata.json chose the style (some messages depend on it).
    public let styleIsConfigured: Bool
    /// strata.json's extra forbidden imports per layer.
    public let forbiddenImports: [String: [String]]
    /// Package.swift's targets and their layers, when the project has a readable manifest.
    public let targetLayers: [String: String]?

    public init(
        knowledge: VerifyKnowledge, entry: RuleEntry, style: StylePolicy, styleIsConfigured: Bool,
        forbiddenImports: [String: [String]], targetLayers: [String: String]?
    ) {
        self.knowledge = knowledge
        self.entry = entry
        self.style = style
        self.styleIsConfigured = styleIsConfigured
        self.forbiddenImports = forbiddenImports
        self.targetLayers = targetLayers
    }

    /// The layer a module belongs to when it is one of the project's layer modules: the
    /// manifest's target when there is one, else the module-name suffix — except for the
    /// frameworks the import policies name (`SwiftUI` and `CoreData` end like layer modules).
    public func layer(ofModule module: String) -> LayerPolicy? {
        if let targetLayers { return targetLayers[module].flatMap { knowledge.layer($0) } }
        if knowledge.frameworkModules.contains(module) { return nil }
        return knowledge.layer(ofModule: module)
    }

    /// Decodes the rule's `parameters` object into the rule's own type, strictly: a misspelt
    /// parameter in rules.json is an error, not a silently ignored setting.
    public func parameters<T: Decodable>(_ type: T.Type) throws(KnowledgeError) -> T {
        guard let value = entry.parameters else {
            throw .missingKey(file: "knowledge/rules.json", path: "$.rules[\"\(entry.id)\"]", line: 1, column: 1, key: "parameters")
        }
        do {
            return try StrictJSONDecoder(supportedSchemaVersions: nil)
                .decodeDocument(type, from: value, file: "knowledge/rules.json").value
        } catch {
            throw error.errors[0]
        }
    }
}
