import Foundation
import StrataKnowledge

extension Scaffolder {
    /// Plans `strata add adapter`: a repository implementation of an existing feature over a
    /// legacy service, with its tests, from every template that declares a `legacy` variable.
    ///
    /// The feature's files stay as they are; the composition root keeps its default repository
    /// until the team passes the adapter in, which the outcome's note shows how to do.
    public func adapter(
        named name: String, feature: String, legacy: String, operations: String?, module: String, style: TemplateStyle,
        packageRoot root: URL, force: Bool
    ) throws -> Outcome {
        try Self.validateTypeName(name, kind: "adapter")
        let record = try Self.loadRecord(at: root)
        guard record.features.contains(feature) else {
            throw ScaffoldError.unknownFeature(name: feature, known: record.features)
        }
        var inputs = ["module": module, "feature": feature, "name": name, Self.legacyVariable: legacy]
        inputs["operations"] = operations
        var files: [RenderedFile] = []
        for template in try adapterTemplates(style: style) {
            files += try render(template, inputs: inputs, style: style)
        }
        try checkNames(files, chosen: [.init(kind: "adapter", name: name)], module: module, root: root)
        var outcome = try plan(files, feature: feature, insertion: nil, root: root, force: force)
        outcome.notes.append(
            "pass the adapter where \(feature) is composed, wrapping the existing service: "
                + "\(feature)Composition(repository: \(name)(service: <the service>))")
        return outcome
    }

    private func adapterTemplates(style: TemplateStyle) throws -> [TemplatePackage] {
        try library.templateIDs.map(package).filter { template in
            template.metadata.variables.contains { $0.name == Self.legacyVariable } && template.metadata.styles.contains(style)
        }
    }
}
