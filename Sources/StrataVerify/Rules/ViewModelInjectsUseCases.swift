import StrataKnowledge

/// View models depend on use-case protocols, never on repositories, data sources or system
/// stores: business rules then live once, in use cases, and each dependency is one small
/// protocol a test can mock.
///
/// A service the name does not give away (`APIClientProtocol`, `FavoritesStore`) is found by the
/// layer declaring it: a protocol, class or actor of data held by a view model is reported here,
/// and the rules this one supersedes in rules.json leave it, so it is named once.
struct ViewModelInjectsUseCases: FileRule, ProjectRule {
    static let id = "viewmodel-injects-use-cases"
    static let readsTypeReferences = true
    static let placeholders: Set<String> = ["type", "name"]

    private struct Parameters: Decodable {
        var forbiddenTypeSuffixes: [String]
        var forbiddenTypes: [String]
        /// Frameworks whose import makes a file's services storage wrappers.
        var storageFrameworks: [String]
    }

    private let parameters: Parameters
    /// The rule's suffixes and strata.json's names for repositories and data sources.
    private let forbiddenTypeSuffixes: NameEndings
    /// View models, and in the store style the feature handlers that hold its use cases.
    private let typeSuffixes: [String]
    private let layers: Set<String>
    private let names: NamingVocabulary

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = try context.parameters(Parameters.self)
        // strata.json's names for repositories and data sources (`…RepositoryProtocol`, `…Gateway`)
        // are as forbidden as the rule's own suffixes.
        forbiddenTypeSuffixes = NameEndings(
            parameters.forbiddenTypeSuffixes + context.names.repository + context.names.dataSource)
        let handlerSuffixes = context.style.components
            .filter { $0.role == "handler" }
            .map { $0.namePattern.replacingOccurrences(of: "{{feature}}", with: "") }
        typeSuffixes = [context.style.typeSuffix] + handlerSuffixes + context.names.viewModel
        layers = Set(context.entry.layers.map(\.rawValue))
        names = context.names
    }

    /// Holders of services are marked, and storage wrappers looked for in view models' files.
    func typeReferenceMarks(in files: [FileFacts]) -> TypeReferenceMarks? {
        TypeReferenceMarks(holders: true, storageWrappers: storageWrappers(in: files), storageWrapperLayers: layers)
    }

    /// A data service a view model holds is this rule's finding.
    func claims(_ reference: TypeReference, inFileOf layer: String) -> Bool {
        layers.contains(layer) && isHeldService(reference)
    }

    /// Whether a cross-layer reference is a data service a view model holds. A use case is what
    /// this rule asks for, whichever layer declares it (a network module implementing the use
    /// cases): where it is declared is layer-dependency's finding, not this one.
    private func isHeldService(_ reference: TypeReference) -> Bool {
        guard reference.layer == "data" || reference.isStorageWrapper, let holder = reference.holder,
            !names.isUseCase(reference.name)
        else {
            return false
        }
        return typeSuffixes.contains(where: holder.hasSuffix)
    }

    /// Classes, actors and protocols declared in a file that talks to storage itself (names one of
    /// the rule's forbiddenTypes, `UserDefaults`, `URLSession`…, or imports one of its
    /// storageFrameworks, `Network`, `CoreData`…), whatever layer the file is in: a view model
    /// holding such a wrapper holds the storage API. Use cases, view models and persistence models
    /// (`@Model`, `NSManagedObject`: data a view model shows) are never wrappers.
    private func storageWrappers(in files: [FileFacts]) -> Set<String> {
        let apis = Set(parameters.forbiddenTypes)
        // Every name of every file is asked: one whose length no API has is not hashed.
        let apiLengths = NameLengths(apis)
        let mentionsAPI = { (name: String) in apiLengths.mayContain(byteCount: name.utf8.count) && apis.contains(name) }
        let frameworks = Set(parameters.storageFrameworks)
        let names = NamingVocabulary.defaults
        var wrappers: Set<String> = []
        for file in files where !file.isTest {
            guard
                file.identifiers.contains(where: mentionsAPI)
                    || file.imports.contains(where: { frameworks.contains($0.module) })
            else { continue }
            for type in file.types
            where SymbolTable.isService(type) && !names.isUseCase(type.name) && !names.isViewModel(type.name)
                && !NamingVocabulary.isDouble(type.name)
            {
                wrappers.insert(type.name)
            }
        }
        return wrappers
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        for file in project.files where !file.isTest {
            guard let layer = file.layer, layers.contains(layer) else { continue }
            // Names the file check already reports by their ending are not reported twice.
            for reference in file.typeReferences
            where isHeldService(reference) && offending(in: reference.name).isEmpty {
                report.add(
                    file: file.path, line: reference.line, column: reference.column, lineText: reference.lineText,
                    ["type": reference.holder ?? "", "name": reference.name])
            }
        }
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        let types = file.index.allTypes.filter { type in
            type.kind != .extension && type.kind != .protocol && typeSuffixes.contains(where: type.name.hasSuffix)
        }
        for type in types {
            for property in type.properties where !property.isComputed && !property.isStatic {
                guard let annotation = property.typeAnnotation else {
                    // `@Dependency(\.ordersRepository) var ordersRepository`: the type is only in the
                    // key path, and the property is named after it.
                    let capitalized = property.name.prefix(1).uppercased() + property.name.dropFirst()
                    if !property.attributes.isEmpty, !offending(in: capitalized).isEmpty {
                        report.add(
                            line: property.line, column: property.column, ["type": type.name, "name": capitalized])
                    }
                    continue
                }
                var cursor = (line: property.line, column: property.column)
                for name in offending(in: annotation) {
                    guard
                        let token = file.token(
                            named: name, from: cursor.line, column: cursor.column, through: type.endLine)
                    else { continue }
                    report.add(at: token, ["type": type.name, "name": name])
                    cursor = (token.line, token.column + 1)
                }
            }
            for initializer in type.initializers {
                var cursor = (line: initializer.line, column: initializer.column)
                for parameter in initializer.parameters {
                    for name in offending(in: parameter.type) {
                        guard
                            let token = file.token(
                                named: name, from: cursor.line, column: cursor.column, through: initializer.endLine)
                        else { continue }
                        report.add(at: token, ["type": type.name, "name": name])
                        cursor = (token.line, token.column + 1)
                    }
                }
            }
        }
    }

    private func offending(in written: String) -> [String] {
        TypeText.names(in: written).filter {
            TypeText.matches($0, suffixes: forbiddenTypeSuffixes, names: parameters.forbiddenTypes)
        }
    }
}
