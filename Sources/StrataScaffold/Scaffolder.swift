import Foundation
import StrataCore
import StrataKnowledge

/// Plans `strata new`, `strata feature`, `strata add` and `strata remove feature` from the
/// templates in effect. Nothing here writes: the plan goes to `PlanWriter` (or is printed
/// for `--dry-run`), so every command can be previewed and fails before touching the disk.
///
/// Which templates make up a feature is read from the templates themselves: every template
/// that declares a `feature` variable, and needs no input beyond what `strata feature` gives,
/// belongs to a feature slice (so a team's own template joins `strata feature` by declaring
/// one), and one that also declares `operation` is rendered once per operation. Files of
/// templates without a `feature` variable belong to the package, not to a feature, wherever
/// they are added from.
public struct Scaffolder: Sendable {
    public static let packageTemplateID = "package"
    public static let registrationTemplateID = "composition-registration"
    /// A template declaring this variable is rendered once per item of `operationsVariable`.
    public static let perOperationVariable = "operation"
    public static let operationsVariable = "operations"
    /// The variable whose declaration makes a template part of every feature slice.
    public static let featureVariable = "feature"
    /// A template declaring this variable is rendered once per value type the fields name (`OrderStatus`).
    public static let perValueTypeVariable = "valueType"
    /// The entity's type name, which is the feature's unless `--entity` names another.
    public static let entityVariable = "entity"
    /// How the feature's screens present the entity (`FeatureShape`).
    public static let shapeVariable = "shape"
    /// Declaring it is what makes a template part of `strata add adapter`.
    public static let legacyVariable = "legacy"
    /// Variables every template may read without declaring them.
    public static let suppliedVariables = TemplatePackage.suppliedVariables

    public let library: ResourceLibrary

    public init(library: ResourceLibrary) {
        self.library = library
    }

    /// What a command will do, plus anything the user must do by hand.
    public struct Outcome: Sendable {
        public var plan: ScaffoldPlan
        /// Messages such as "the composition root's marker is gone; paste this snippet".
        public var notes: [String]
        /// The files as the templates produced them, with the template lines behind each
        /// line, so tools can trace a line of generated code back to its template.
        public var rendered: [RenderedFile] = []
        /// The registration snippets inserted into the composition root, each above its marker.
        public var registrations: [RenderedFile] = []
    }

    // MARK: Commands

    public func newPackage(named name: String, style: ViewModelStyleID, in parent: URL, force: Bool) throws -> Outcome {
        try Self.validateTypeName(name, kind: "package")
        let root = parent.appendingPathComponent(name)
        let files = try package(Self.packageTemplateID).render(inputs: ["module": name], style: style)
        return try plan(files, feature: nil, insertions: [], root: root, force: force)
    }

    /// Plans the feature `request` asks for. Its operations are checked against the ones the templates offer
    /// before anything else, so the advice that follows (add load) is not built around a typo.
    public func feature(
        _ request: FeatureRequest, module: String, style: ViewModelStyleID, packageRoot root: URL, force: Bool
    ) throws -> Outcome {
        let templates = try featureTemplates(style: style)
        try Self.rejectUnknownOperations(request.operations, offeredBy: templates)
        try Self.requireIDAndLoad(fields: request.fields, operations: request.operations)
        let operations = try request.shape.operations(given: request.operations)
        var inputs = Self.featureInputs(
            named: request.name, entity: request.entity, fields: request.fields, operations: operations,
            module: module)
        inputs[Self.shapeVariable] = request.shape.rawValue
        let declared = Set(try Self.declaredValueTypes(request, root: root))
        let stubs = request.valueTypes.filter { !declared.contains($0) }
        var files: [RenderedFile] = []
        for template in templates {
            files += try render(template, inputs: inputs, style: style, stubs: stubs)
        }
        let registrations = try package(Self.registrationTemplateID).render(inputs: inputs, style: style)
        var chosen: [NameCollisions.ChosenName] = [.init(kind: "feature", name: request.name)]
        if request.entity != request.name { chosen.append(.init(kind: "entity", name: request.entity)) }
        chosen += request.valueTypes.map { .init(kind: "field type", name: $0) }
        try checkNames(files, chosen: chosen, module: module, root: root)
        try NameCollisions.checkFields(request.fields?.map(\.name) ?? [], in: files)
        files += try missingSupportFiles(module: module, style: style, root: root)
        return try plan(files, feature: request.name, insertions: registrations, root: root, force: force)
    }

    /// The value types the fields name that the package already declares (another feature's stub, or the
    /// team's own type), leaving out the files this feature was generated with, so running it again
    /// rewrites its own stubs. Those keep their declaration and get no stub.
    static func declaredValueTypes(_ request: FeatureRequest, root: URL) throws -> [String] {
        let valueTypes = request.valueTypes
        guard !valueTypes.isEmpty else { return [] }
        let own = Set(try loadRecord(at: root).files.filter { $0.feature == request.name }.map(\.path))
        let existing = NameCollisions.existingDeclarations(in: root, excluding: own)
        return valueTypes.filter { existing[$0] != nil }
    }

    /// Deletes the feature's files nobody has edited since generation, keeps (and names) the
    /// edited ones, and takes its registration back out of the composition root.
    public func removeFeature(named name: String, packageRoot root: URL) throws -> (
        outcome: Outcome, keptEdited: [String]
    ) {
        var record = try Self.loadRecord(at: root)
        guard record.features.contains(name) else {
            throw ScaffoldError.unknownFeature(name: name, known: record.features)
        }
        for entry in record.files where entry.feature == name { try checkFeatureFile(entry) }
        var changes: [PlannedChange] = []
        var kept: [String] = []
        // Each template's layer read once, not once per file: loading a template parses its whole package.
        var layers: [String: String] = [:]
        for entry in record.files where entry.feature == name {
            guard let current = try Self.read(entry.path, in: root) else { continue }
            if SHA256.hexDigest(of: Array(current.utf8)) == entry.sha256 {
                let layer = layers[entry.template] ?? layer(ofTemplate: entry.template)
                layers[entry.template] = layer
                changes.append(
                    PlannedChange(
                        path: entry.path, action: .delete, layer: layer, contents: nil,
                        previousContents: current))
            } else {
                kept.append(entry.path)
            }
        }
        var notes: [String] = []
        // A feature inserts more than one snippet into the same file, so each removal starts from the last.
        var modified: [String: (original: String, current: String)] = [:]
        for insertion in record.insertions where insertion.feature == name {
            guard let original = try modified[insertion.path]?.original ?? Self.read(insertion.path, in: root)
            else { continue }
            let current = modified[insertion.path]?.current ?? original
            if let updated = CompositionRoot.removing(insertion.text, from: current) {
                modified[insertion.path] = (original, updated)
            } else {
                notes.append(
                    "\(insertion.path) no longer holds the registration Strata added; remove it by hand:\n\(insertion.text)"
                )
            }
        }
        for (path, file) in modified.sorted(by: { $0.key < $1.key }) {
            changes.append(
                PlannedChange(
                    path: path, action: .modify, layer: "composition", contents: file.current,
                    previousContents: file.original))
        }
        record.forget(feature: name)
        changes.append(try recordChange(record, root: root))
        return (Outcome(plan: ScaffoldPlan(packageRoot: root.path, changes: changes), notes: notes), kept.sorted())
    }

    // MARK: Planning

    /// Refuses names that collide with framework, package or module names (see `NameCollisions`).
    func checkNames(_ files: [RenderedFile], chosen: [NameCollisions.ChosenName], module: String, root: URL) throws {
        try NameCollisions(library: library, module: module).check(files, chosen: chosen, packageRoot: root)
    }

    func plan(
        _ renderedFiles: [RenderedFile], feature: String?, insertions: [RenderedFile],
        packageInsertions: [RenderedFile] = [], root: URL, force: Bool
    ) throws -> Outcome {
        let files = renderedFiles.map(ImportSorter.sortingImports)
        // Hashed once here, for the generation record and, travelling with each change, the writer's journal.
        let digests = files.map { SHA256.hexDigest(of: Array($0.contents.utf8)) }
        var record = try Self.loadRecord(at: root)
        var changes: [PlannedChange] = []
        var conflicts: [String] = []
        for (file, digest) in zip(files, digests) {
            try Self.checkInsidePackage(file.path)
            let existing = try Self.read(file.path, in: root)
            let action: PlannedChange.Action
            switch existing {
            case nil: action = .create
            case file.contents?: action = .unchanged
            case let text? where record.withoutInsertions(text, at: file.path) == file.contents:
                // The file as generated plus registrations Strata itself added since.
                changes.append(
                    PlannedChange(
                        path: file.path, action: .unchanged, layer: file.layer, contents: text, previousContents: text))
                continue
            default:
                conflicts.append(file.path)
                action = .modify
            }
            changes.append(
                PlannedChange(
                    path: file.path, action: action, layer: file.layer, contents: file.contents,
                    previousContents: existing, contentsSHA256: digest))
        }
        if !conflicts.isEmpty, !force { throw ScaffoldError.conflicts(paths: conflicts.sorted()) }
        // Each template once, not once per file it rendered: loading one parses every file of its package.
        let featureTemplateIDs =
            feature == nil ? [] : try Set(files.map(\.templateID)).filter { try declares("feature", template: $0) }
        record.record(
            zip(files, digests).map { file, digest in
                GenerationRecord.File(
                    path: file.path, template: file.templateID, templateVersion: file.templateVersion,
                    feature: featureTemplateIDs.contains(file.templateID) ? feature : nil, sha256: digest)
            }, insertions: [])

        var notes: [String] = []
        // The package's snippets (an adapter's bridge target in the manifest) and a feature's (its registration in
        // the composition root) go into different files, so each set is planned from the file as it is.
        var registrations = [try Self.registering(nil, snippets: packageInsertions, record: record, root: root)]
        if let feature {
            registrations.append(try Self.registering(feature, snippets: insertions, record: record, root: root))
        }
        for registration in registrations {
            changes += registration.changes
            record.record([], insertions: registration.recorded)
            notes += registration.notes
        }
        changes.append(try recordChange(record, root: root))
        return Outcome(
            plan: ScaffoldPlan(packageRoot: root.path, changes: changes), notes: notes, rendered: files,
            registrations: packageInsertions + insertions)
    }

    private func recordChange(_ record: GenerationRecord, root: URL) throws -> PlannedChange {
        let existing = try Self.read(GenerationRecord.path, in: root)
        let contents = record.files.isEmpty && record.insertions.isEmpty && existing == nil ? nil : record.encoded()
        let action: PlannedChange.Action =
            contents == existing ? .unchanged : existing == nil ? .create : contents == nil ? .delete : .modify
        return PlannedChange(
            path: GenerationRecord.path, action: action, layer: "package", contents: contents,
            previousContents: existing)
    }

    // MARK: Helpers

    /// An operation no template offers is named before anything else is checked, so the
    /// advice that follows (add load) is not built around a typo.
    static func rejectUnknownOperations(_ operations: [String]?, offeredBy templates: [TemplatePackage]) throws {
        guard let operations else { return }
        let choices =
            templates.lazy.compactMap { $0.metadata.variables.first { $0.name == operationsVariable }?.choices }
            .first { !$0.isEmpty } ?? []
        if !choices.isEmpty, let unknown = operations.first(where: { !choices.contains($0) }) {
            throw ScaffoldError.unknownOperation(name: unknown, choices: choices)
        }
    }

    public static func validateTypeName(_ name: String, kind: String) throws {
        try SwiftIdentifier.validate(name)
        guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first) else {
            throw ScaffoldError.notATypeName(name: name, kind: kind)
        }
    }

    /// A template's output path must name a file of the package, and not one in `.git`.
    public static func checkInsidePackage(_ path: String) throws {
        if ContainedPath.spellingProblem(of: path) != nil { throw ScaffoldError.outsidePackage(path: path) }
    }

    /// Why a recorded path does not lead to a file of the package, or nil when it does.
    private static func escape(of path: String, from root: ContainedPath) -> String? {
        do {
            try root.check(path)
            return nil
        } catch {
            guard case .unsafePath(let part, let reason) = error else { return error.description }
            return part == path ? reason : "\(part): \(reason)"
        }
    }

    /// A registration snippet ends with its marker line so it reads naturally; what gets
    /// inserted is everything above that line.
    public static func linesBeforeMarker(_ text: String) -> String {
        let marker = CompositionRoot.marker(endingSnippet: text) ?? CompositionRoot.marker
        guard let marker = text.range(of: marker, options: .backwards) else { return text }
        let lineStart = text[..<marker.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return String(text[..<lineStart])
    }

    /// The file at `path` in the package, nil when there is none (or no package yet). Any other
    /// reason it cannot be read is an error, so a write never replaces what it could not see.
    static func read(_ path: String, in root: URL) throws -> String? {
        guard FileManager.default.fileExists(atPath: root.path) else { return nil }
        return try ContainedPath(root: root).read(path)
    }

    /// The record, checked: every path in it must name a file inside the package, since
    /// `strata remove` deletes what it lists.
    public static func loadRecord(at root: URL) throws -> GenerationRecord {
        let url = root.appendingPathComponent(GenerationRecord.path)
        let text: String?
        do {
            text = try read(GenerationRecord.path, in: root)
        } catch let error as ScaffoldError {
            guard case .unreadableFile(_, let cause) = error else { throw error }
            throw ScaffoldError.unreadableRecord(path: url.path, reason: cause)
        }
        guard let text else { return GenerationRecord() }
        let record: GenerationRecord
        do {
            record = try StrictJSONDecoder().decode(GenerationRecord.self, from: Data(text.utf8), file: url.path)
        } catch {
            throw ScaffoldError.unreadableRecord(path: url.path, reason: error.description)
        }
        let contained = try ContainedPath(root: root)
        for path in record.files.map(\.path) + record.insertions.map(\.path) {
            if let problem = Self.escape(of: path, from: contained) {
                throw ScaffoldError.recordEntryOutside(entry: path, reason: problem)
            }
        }
        return record
    }
}
