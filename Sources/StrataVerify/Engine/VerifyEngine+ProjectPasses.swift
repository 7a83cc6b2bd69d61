import StrataCore
import StrataKnowledge
import SwiftScanner

/// The project passes: the project rules' reports on every file's facts, with the cross-layer
/// references located first when a running rule reads them.
extension VerifyEngine {
    /// Every project rule's report on `unlocated`, by rule, and the files' facts with their
    /// cross-layer references located when a running rule reads them.
    func projectReports(
        on unlocated: ProjectFacts, facts: [FileFacts], rules: ActiveRules, found: [SourceFileReference],
        checkedPaths: Set<String>, moduleLayers: ModuleLayers, configuration: ProjectConfiguration?,
        request: VerifyRequest, display: @escaping @Sendable (String) -> String
    ) -> (reports: [String: ProjectReport], files: [FileFacts]) {
        var facts = facts
        var earlyReports: [String: BackgroundWork<ProjectReport>] = [:]
        for active in rules.rules {
            guard let rule = active.rule as? any ProjectRule, !type(of: rule).readsTypeReferences else { continue }
            earlyReports[active.id] = BackgroundWork { rule.report(on: unlocated) }
        }
        // Cross-layer references are located when a running rule reads them, with the marks every
        // running rule asks for.
        let shippedRules = rules.rules.compactMap { $0.rule as? any Rule }
        let readsReferences = shippedRules.contains {
            ($0 as? any ProjectRule).map { type(of: $0).readsTypeReferences } ?? false
        }
        if readsReferences {
            let markedFiles = unlocated.reportedPaths == nil ? facts : Self.filesDeclaringNames(in: checkedPaths, facts)
            let marks = shippedRules.compactMap { $0.typeReferenceMarks(in: markedFiles) }
                .reduce(TypeReferenceMarks()) { $0.merged(with: $1) }
            let sources = Dictionary(found.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
            locateTypeReferences(
                in: &facts, checked: checkedPaths, moduleLayers: moduleLayers, marks: marks,
                customLayers: configuration?.customLayers ?? []
            ) { path in
                guard let reference = sources[path] else { return nil }
                let read =
                    request.unsavedFiles[path].map { .success(Array($0.utf8)) }
                    ?? FileReader.read(reference, displayPath: display(path))
                return try? read.get()
            }
            Self.markSuperseded(in: &facts, by: rules)
        }
        var project = unlocated
        project.files = facts
        var reports: [String: ProjectReport] = [:]
        for active in rules.rules {
            guard let rule = active.rule as? any ProjectRule else { continue }
            reports[active.id] = earlyReports[active.id]?.value ?? rule.report(on: project)
        }
        return (reports, facts)
    }

    /// The files declaring a type that one of the `checked` files names: references are located
    /// only in the checked files, so only those types' marks (a storage wrapper, say) matter.
    static func filesDeclaringNames(in checked: Set<String>, _ facts: [FileFacts]) -> [FileFacts] {
        var named = NameSet()
        for file in facts where checked.contains(file.path) {
            for name in file.identifiers { _ = named.insert(name) }
        }
        return facts.indices.filter { facts[$0].types.contains { named.contains($0.name) } }.map { facts[$0] }
    }

    /// Fills `typeReferences` of the checked files that name a type only a forbidden layer
    /// declares, with the marks the running rules ask for. Only those files are read a second
    /// time, in parallel.
    func locateTypeReferences(
        in facts: inout [FileFacts], checked: Set<String>, moduleLayers: ModuleLayers, marks: TypeReferenceMarks,
        customLayers: [CustomLayer], read: @escaping @Sendable (String) -> [UInt8]?
    ) {
        let symbols = SymbolTable(files: facts)
        let finder = CrossLayerReferences(
            knowledge: knowledge, moduleLayers: moduleLayers,
            customLayers: Dictionary(customLayers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
        let files = facts
        let lookupSuffixes = NameEndings(marks.lookupSuffixes)
        let wrappers = marks.storageWrappers
        let wrapperLayers = marks.storageWrapperLayers
        let keepsServices = marks.holders || marks.services
        // Per file: the names it may not use, with their layers, and which of them are storage
        // wrappers (held by view models, found wherever they are declared).
        let found = ParallelRunner.map(Array(facts.indices), progress: nil) {
            index -> (names: [String: String], wrappers: Set<String>) in
            let file = files[index]
            guard checked.contains(file.path) else { return ([:], []) }
            var names = finder.forbiddenNames(
                in: file, symbols: symbols, keepingImportedServices: keepsServices)
            var heldWrappers: Set<String> = []
            if let layer = file.layer, wrapperLayers.contains(layer) {
                let own = Set(file.typeNames)
                for name in file.identifiers where wrappers.contains(name) && !own.contains(name) && names[name] == nil
                {
                    names[name] = symbols.layer(of: name) ?? ""
                    heldWrappers.insert(name)
                }
            }
            return (names, heldWrappers)
        }
        let suspects = zip(facts.indices, found).filter { !$0.1.names.isEmpty }
            .map { (index: $0.0, names: $0.1.names, wrappers: $0.1.wrappers) }
        let jobs = suspects.map { suspect in
            (
                path: facts[suspect.index].path, layer: facts[suspect.index].layer, names: suspect.names,
                services: keepsServices
                    ? Set(suspect.names.keys.filter { symbols.isService($0) || suspect.wrappers.contains($0) })
                    : []
            )
        }
        let located = ParallelRunner.map(jobs, progress: nil) { job -> [TypeReference] in
            guard let bytes = read(job.path) else { return [] }
            let source = SourceText(bytes: bytes)
            let file = CheckedFile(
                path: job.path, layer: job.layer, source: source, index: SourceFileIndex(tokens: source.tokens))
            return CrossLayerReferences.locate(
                job.names, services: job.services, marksHolders: marks.holders, marksServices: marks.services,
                singletonMembers: marks.singletonMembers, lookupSuffixes: lookupSuffixes, in: file)
        }
        for (suspect, references) in zip(suspects, located) {
            let imported = finder.importedLayers(of: facts[suspect.index])
            facts[suspect.index].typeReferences = references.map {
                var reference = $0
                reference.isStorageWrapper = suspect.wrappers.contains(reference.name)
                // A wrapper is named for holding storage, whatever layer declares it or the file imports.
                reference.isInImportedLayer = !reference.isStorageWrapper && imported.contains(reference.layer)
                return reference
            }
        }
    }

    /// Marks each located reference with the rules whose finding another running rule's takes
    /// the place of (see `Rule.claims` and rules.json's `supersedes`).
    static func markSuperseded(in facts: inout [FileFacts], by rules: ActiveRules) {
        let claimants = rules.rules.compactMap { active -> (rule: any Rule, superseded: Set<String>)? in
            guard !active.supersedes.isEmpty, let rule = active.rule as? any Rule else { return nil }
            return (rule, active.supersedes)
        }
        guard !claimants.isEmpty else { return }
        for index in facts.indices where !facts[index].typeReferences.isEmpty {
            guard let layer = facts[index].layer else { continue }
            for (claimant, superseded) in claimants {
                for position in facts[index].typeReferences.indices
                where claimant.claims(facts[index].typeReferences[position], inFileOf: layer) {
                    facts[index].typeReferences[position].supersededRules.formUnion(superseded)
                }
            }
        }
    }
}
