import Foundation
import StrataKnowledge

/// `strata add <unit> <Name>`: one unit of a feature with its tests, planned and recorded like
/// a feature slice (so `strata remove feature` takes it out again) instead of a whole slice.
extension Scaffolder {
    /// The units `strata add` writes. Each is the template of the same id (`use-case` for
    /// `usecase`) plus, when the library has them, its `-impl` and `-tests` templates, so a
    /// team's own `<id>-tests` template joins the unit by its name alone.
    public enum Unit: String, CaseIterable, Sendable {
        case entity, usecase, repository, viewmodel, screen

        public var templateID: String { self == .usecase ? "use-case" : rawValue }

        /// Templates the unit does not build without, added with it when the library has them: a repository
        /// implementation works over its feature's data source.
        var companionTemplateIDs: [String] { self == .repository ? ["data-source", "data-source-tests"] : [] }
    }

    /// Plans one unit. A use case is named by its operation (one of the choices the use-case
    /// template declares for `operation`) and belongs to `feature`; every other unit is named
    /// after its feature, as the templates name them (`ProfileViewModel` for `Profile`).
    public func add(
        _ unit: Unit, named name: String, feature: String?, fields: [FieldSpec]?, operations: [String]?, module: String,
        style: ViewModelStyleID, packageRoot root: URL, force: Bool
    ) throws -> Outcome {
        let templates = try unitTemplates(unit)
        let owner: String
        var inputs: [String: String]
        if unit == .usecase {
            guard let feature else { throw ScaffoldError.missingFeature(unit: unit.rawValue) }
            try Self.validateTypeName(feature, kind: "feature")
            let choices =
                templates.lazy.compactMap { $0.metadata.variables.first { $0.name == Self.perOperationVariable } }
                .first?.choices ?? []
            guard choices.isEmpty || choices.contains(name) else {
                throw ScaffoldError.unknownOperation(name: name, choices: choices)
            }
            try Self.requireFeature(feature, in: root)
            try checkFeatureHasOperation(
                name, feature: feature, useCase: templates[0], choices: choices, module: module, style: style,
                root: root)
            owner = feature
            inputs = Self.featureInputs(
                named: feature, entity: Self.recordedEntity(of: feature, in: try Self.loadRecord(at: root)),
                fields: fields,
                operations: [name], module: module)
        } else {
            try Self.validateTypeName(name, kind: unit.rawValue)
            if let feature, feature != name {
                throw ScaffoldError.unitNamedAfterFeature(unit: unit.rawValue, name: name, feature: feature)
            }
            try Self.requireIDAndLoad(fields: fields, operations: operations)
            owner = name
            inputs = Self.featureInputs(
                named: name, entity: Self.recordedEntity(of: name, in: try Self.loadRecord(at: root)), fields: fields,
                operations: operations, module: module)
        }
        // A unit of a feature generated with --shape single speaks its one value, as the rest of the feature does.
        if try Self.hasSingleValueRepository(owner, in: Self.loadRecord(at: root), root: root) {
            inputs[Self.shapeVariable] = FeatureShape.single.rawValue
        }
        var files: [RenderedFile] = []
        for template in templates {
            guard template.metadata.styles.contains(style) else {
                throw ScaffoldError.unsupportedStyle(
                    template: template.metadata.id, style: style.rawValue,
                    supported: template.metadata.styles.map(\.rawValue))
            }
            files += try render(template, inputs: inputs, style: style)
        }
        try checkNames(
            files, chosen: [.init(kind: unit == .usecase ? "feature" : unit.rawValue, name: owner)], module: module,
            root: root)
        files += try missingSupportFiles(module: module, style: style, root: root)
        return try plan(files, feature: owner, insertions: [], root: root, force: force)
    }

    /// A feature generated with use cases has the operations its repository, mocks, view model and
    /// wiring were rendered for, read from which use-case files the record holds for it; a use case
    /// for any other operation would call a repository method that does not exist. A feature grown
    /// unit by unit has no such files, and then every operation is allowed.
    private func checkFeatureHasOperation(
        _ operation: String, feature: String, useCase: TemplatePackage, choices: [String], module: String,
        style: ViewModelStyleID, root: URL
    ) throws {
        let record = try Self.loadRecord(at: root)
        if FeatureShape.listOnlyOperations.contains(operation),
            try Self.hasSingleValueRepository(feature, in: record, root: root)
        {
            throw ScaffoldError.operationNotInFeatureShape(
                feature: feature, shape: FeatureShape.single.rawValue, operation: operation)
        }
        let recorded = Set(
            record.files.filter { $0.feature == feature && $0.template == useCase.metadata.id }.map(\.path))
        guard !recorded.isEmpty else { return }
        let generated = try choices.filter { choice in
            let inputs = Self.featureInputs(
                named: feature, entity: Self.recordedEntity(of: feature, in: record), fields: nil, operations: [choice],
                module: module)
            return try render(useCase, inputs: inputs, style: style).contains { recorded.contains($0.path) }
        }
        guard generated.contains(operation) else {
            throw ScaffoldError.operationMissingFromFeature(
                feature: feature, operation: operation, operations: generated)
        }
    }

    /// A use case calls its feature's repository, so the feature must be one Strata generated (whole or unit
    /// by unit) or one whose repository protocol the package declares by hand; otherwise it would not build.
    private static func requireFeature(_ feature: String, in root: URL) throws {
        let record = try loadRecord(at: root)
        guard !record.features.contains(feature) else { return }
        let repository = recordedEntity(of: feature, in: record) + "Repository"
        guard NameCollisions.existingDeclarations(in: root, excluding: [])[repository] == nil else { return }
        throw ScaffoldError.unknownFeature(name: feature, known: record.features)
    }

    private func unitTemplates(_ unit: Unit) throws -> [TemplatePackage] {
        let available = Set(library.templateIDs)
        guard available.contains(unit.templateID) else { throw ScaffoldError.unknownTemplate(id: unit.templateID) }
        return try
            ([unit.templateID, unit.templateID + "-impl", unit.templateID + "-tests"] + unit.companionTemplateIDs)
            .filter(available.contains).map(package)
    }
}
