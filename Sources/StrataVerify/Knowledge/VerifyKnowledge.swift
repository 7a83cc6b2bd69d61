import Foundation
import StrataKnowledge

/// The knowledge base as the verifier consults it: the rule catalog, the layer graph and
/// import policies, the view-model styles and the migration maps — all read from
/// knowledge/*.json, none typed in Swift. A class, because every rule holds it and copying
/// the knowledge base's many arrays per file would cost more than checking the file.
public final class VerifyKnowledge: Sendable {
    public let base: KnowledgeBase

    public init(base: KnowledgeBase) {
        self.base = base
    }

    /// Decodes every knowledge file of `library` strictly, reporting all problems at once.
    public static func load(from library: ResourceLibrary) throws(KnowledgeErrors) -> VerifyKnowledge {
        var errors: [KnowledgeError] = []
        func decode<T: Decodable>(_ type: T.Type, _ file: KnowledgeFile) -> T? {
            let resource: ResourceFile
            do {
                resource = try library.file(at: file.path)
            } catch {
                errors.append(error)
                return nil
            }
            do {
                return try StrictJSONDecoder().decodeReportingAll(type, from: Data(resource.text.utf8), file: resource.location)
            } catch {
                errors += error.errors
                return nil
            }
        }
        let architecture = decode(ArchitectureKnowledge.self, .architecture)
        let stateManagement = decode(StateManagementKnowledge.self, .stateManagement)
        let dependencyInjection = decode(DependencyInjectionKnowledge.self, .dependencyInjection)
        let testing = decode(TestingKnowledge.self, .testing)
        let theme = decode(ThemeKnowledge.self, .theme)
        let rules = decode(RuleCatalog.self, .rules)
        guard let architecture, let stateManagement, let dependencyInjection, let testing, let theme, let rules else {
            throw KnowledgeErrors(errors)
        }
        return VerifyKnowledge(base: KnowledgeBase(
            architecture: architecture, stateManagement: stateManagement, dependencyInjection: dependencyInjection,
            testing: testing, theme: theme, rules: rules))
    }

    public var rules: [RuleDefinition] { base.rules.rules }
    public var layers: [ArchitectureLayer] { base.architecture.layers }
    public var testFolders: [String] { base.architecture.inference.testFolders }
    public var styleIDs: [String] { base.stateManagement.styles.map(\.id.rawValue) }
    public var defaultStyle: String { base.stateManagement.defaultStyle.rawValue }

    public func rule(_ id: String) -> RuleDefinition? { base.rules.rule(id) }
    public func layer(_ id: String) -> ArchitectureLayer? { LayerID(rawValue: id).flatMap { base.architecture.layer($0) } }
    public func style(_ id: String) -> ViewModelStyle? { ViewModelStyleID(rawValue: id).flatMap { base.stateManagement.style($0) } }
    public func migrationMap(_ id: String) -> MigrationMap? { base.migrationMap(id) }

    /// Modules the layers' import policies name: frameworks, never the project's own modules.
    public var frameworkModules: Set<String> {
        Set(layers.flatMap { $0.imports.allowed + $0.imports.forbidden })
    }

    /// The layer whose module a module name is (`DemoData` → data), by module suffix.
    public func layer(ofModule module: String) -> ArchitectureLayer? {
        layers.first { !$0.moduleSuffix.isEmpty && module.hasSuffix($0.moduleSuffix) && module != $0.moduleSuffix }
            ?? layers.first { module == $0.moduleSuffix }
    }
}

extension ViewModelStyle {
    /// Attribute names as the declaration index spells them, without `@`.
    var requiredAttributeNames: [String] { requiredAttributes.map(Self.bare) }
    var forbiddenAttributeNames: [String] { forbiddenAttributes.map(Self.bare) }
    var viewOwnershipNames: [String] { viewOwnership.map(Self.bare) }

    static func bare(_ attribute: String) -> String {
        attribute.hasPrefix("@") ? String(attribute.dropFirst()) : attribute
    }
}
