import Foundation
import StrataKnowledge

extension Scaffolder {
    /// The template whose files are snippets for the manifest: the bridge target the adapters live in, and the
    /// legacy framework it depends on.
    public static let legacyBridgeTemplateID = "legacy-bridge"

    /// Plans `strata add adapter`: a repository implementation of an existing feature over a
    /// legacy service, with its tests, from every template that declares a `legacy` variable,
    /// in a bridge target the manifest gets with the first adapter (and the legacy framework's
    /// package with the first adapter that needs one).
    ///
    /// The feature's files stay as they are; the composition root keeps its default repository
    /// until the team passes the adapter in, which the outcome's note shows how to do.
    public func adapter(
        named name: String, feature: String, legacy: String, operations: String?, module: String,
        style: ViewModelStyleID,
        packageRoot root: URL, force: Bool
    ) throws -> Outcome {
        try Self.validateTypeName(name, kind: "adapter")
        let record = try Self.loadRecord(at: root)
        guard record.features.contains(feature) else {
            throw ScaffoldError.unknownFeature(name: feature, known: record.features)
        }
        let repository = try Self.repositoryProtocol(of: feature, in: record, root: root)
        if let repository, Self.loadsOneValue(repository) {
            throw ScaffoldError.adapterForSingleShape(feature: feature)
        }
        var inputs = [
            "module": module, "feature": feature, Self.entityVariable: Self.recordedEntity(of: feature, in: record),
            "name": name, Self.legacyVariable: legacy,
        ]
        inputs["operations"] = operations ?? repository.map(Self.declaredOperations)
        var files: [RenderedFile] = []
        for template in try adapterTemplates(style: style) {
            files += try render(template, inputs: inputs, style: style)
        }
        let bridge = try render(package(Self.legacyBridgeTemplateID), inputs: inputs, style: style)
        try checkNames(files, chosen: [.init(kind: "adapter", name: name)], module: module, root: root)
        var outcome = try plan(
            files, feature: feature, insertions: [], packageInsertions: bridge, root: root, force: force)
        outcome.notes.append(
            "pass the adapter where \(feature) is composed, wrapping the existing service (import \(module)LegacyBridge): "
                + "composition.\(feature.prefix(1).lowercased() + feature.dropFirst()) = "
                + "\(feature)Composition(repository: \(name)(service: <the service>, mapper: <its \(name).Mapper>))")
        return outcome
    }

    /// The entity a generated feature works with (`Order` in `Orders`), read from the name of the entity file the
    /// record holds for it, the one its error file is named after; the feature's own name when there is none.
    static func recordedEntity(of feature: String, in record: GenerationRecord) -> String {
        let names = Set(
            record.files.filter { $0.feature == feature && $0.path.hasPrefix("Sources/") }.map {
                URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent
            })
        return names.filter { names.contains($0 + "Error") }.min { $0.count < $1.count } ?? feature
    }

    /// The feature's repository protocol as generated, which the adapter implements. The record keeps neither
    /// shape nor operations, so this source is what tells them.
    static func repositoryProtocol(of feature: String, in record: GenerationRecord, root: URL) throws -> String? {
        guard let path = record.files.first(where: { $0.feature == feature && $0.template == "repository" })?.path
        else { return nil }
        return try read(path, in: root)
    }

    /// Whether the feature's repository protocol loads one value (`--shape single`) rather than a list.
    static func hasSingleValueRepository(_ feature: String, in record: GenerationRecord, root: URL) throws -> Bool {
        try repositoryProtocol(of: feature, in: record, root: root).map(loadsOneValue) ?? false
    }

    /// Whether the protocol loads one value (`--shape single`) rather than a list.
    static func loadsOneValue(_ repository: String) -> Bool {
        repository.contains("func load() async throws ->") && !repository.contains("func loadAll()")
    }

    /// The operations the protocol declares, by the requirement each one generates, in the order the
    /// operations are written, so an adapter given no `--operations` implements every requirement.
    static func declaredOperations(_ repository: String) -> String {
        let requirements = [
            ("load", "func loadAll()"), ("save", "func save("), ("delete", "func delete(id:"),
            ("observe", "func updates()"),
        ]
        return requirements.filter { repository.contains($0.1) }.map(\.0).joined(separator: ",")
    }

    private func adapterTemplates(style: ViewModelStyleID) throws -> [TemplatePackage] {
        try library.templateIDs.filter { $0 != Self.legacyBridgeTemplateID }.map(package).filter { template in
            template.metadata.variables.contains { $0.name == Self.legacyVariable }
                && template.metadata.styles.contains(style)
        }
    }
}
