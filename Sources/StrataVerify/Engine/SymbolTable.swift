import StrataCore
import StrataKnowledge
import SwiftScanner

/// Every type and typealias the project declares outside its tests, with the layer of the
/// files declaring it: what lets a single-target app, which has no imports between layers, be
/// checked for a domain entity naming a data DTO or a view model holding a DI container.
/// Built from the facts of all files, so it costs declarations, not source.
public struct SymbolTable: Sendable {
    /// Name → the layer declaring it, "" for a file outside every layer; nil once several
    /// layers declare the name. (Not a set per name: there is one entry per project type.)
    private var layers: NameTable<String?>
    /// Protocols of repositories, data sources and gateways: where one is declared and who
    /// stores it are the findings of the rules about placement and injection, named once.
    private var storagePorts = NameSet()
    /// Protocols, classes and actors: what a view model holds as a service when another layer
    /// declares it. Structs, enums and persistence models (`@Model`, `NSManagedObject`) are data
    /// it shows, not services.
    private var services = NameSet()

    public init(files: [FileFacts]) {
        layers = NameTable(
            minimumCapacity: files.reduce(0) { $0 + ($1.isTest ? 0 : $1.types.count + $1.typeAliases.count) })
        for file in files where !file.isTest {
            let layer = file.layer ?? ""
            let nested = file.nestedTypeNames
            for name in file.typeNames where !nested.contains(name) { declare(name, in: layer) }
            for alias in file.typeAliases { declare(alias, in: layer) }
            for type in file.types {
                if type.kind == .protocol,
                    ["Repository", "DataSource", "DataStore", "Gateway"].contains(where: type.name.containsBytes)
                {
                    storagePorts.insert(type.name)
                }
                if Self.isService(type) { services.insert(type.name) }
            }
        }
    }

    /// One lookup per name (the table holds every type of the project): a new name takes the
    /// layer, a name declared in another layer loses it.
    private mutating func declare(_ name: String, in layer: String) {
        layers.update(name, default: layer) { Self.narrow(&$0, to: layer) }
    }

    private static func narrow(_ declaring: inout String?, to layer: String) {
        if declaring != layer { declaring = nil }
    }

    /// A protocol, or a class or actor that is no persistence model and is not identified,
    /// compared or encoded: a class that is (`MenuModel: Identifiable, Equatable`, a `Codable` DTO)
    /// describes data, as a struct does.
    static func isService(_ type: TypeFact) -> Bool {
        switch type.kind {
        case .protocol: true
        case .class, .actor:
            !type.attributes.contains("Model")
                && !type.inheritance.contains {
                    TypeText.lastName(in: $0, is: "NSManagedObject")
                        || TypeText.headName(in: $0).map(valueConformances.contains) == true
                }
        default: false
        }
    }

    /// What only a value is: identified, compared, hashed or encoded.
    private static let valueConformances: Set<String> = [
        "Identifiable", "Equatable", "Hashable", "Codable", "Decodable", "Encodable",
    ]

    public func isService(_ name: String) -> Bool { services.contains(name) }

    public func isStoragePort(_ name: String) -> Bool { storagePorts.contains(name) }

    /// The one layer declaring `name`; nil when the project does not declare it, or declares it
    /// in several layers or outside any (then a reference cannot be pinned to a layer).
    public func layer(of name: String) -> String? {
        guard let declaring = layers[name], let layer = declaring, !layer.isEmpty else { return nil }
        return layer
    }
}

/// A name in a file's code that resolves to a type only another layer declares.
public struct TypeReference: Sendable, Equatable {
    public var name: String
    /// The layer declaring the type.
    public var layer: String
    public var line: Int
    public var column: Int
    public var lineText: String
    /// The type whose stored property or initializer parameter is written with the name, when
    /// the name is a service (see `SymbolTable`) and a running rule asks for holders.
    public var holder: String? = nil
    /// Written as `Type.shared` (a member a running rule names, not called).
    public var isSingletonLookup = false
    /// A protocol, class or actor (see `SymbolTable.isService`), when a running rule asks for services.
    public var isService = false
    /// Declared in a layer whose module the file imports: the import is the finding, so this
    /// name is only a rule's that judges what a type holds.
    public var isInImportedLayer = false
    /// A type that talks to storage itself, named in a file of a layer a running rule asks about
    /// whatever layer declares it (see `TypeReferenceMarks.storageWrappers`).
    public var isStorageWrapper = false
    /// The receiver of a use-case factory call (`UseCases.loadOrdersUseCase()`), when a running
    /// rule asks for lookups.
    public var isUseCaseLookup = false
    /// The rules whose finding on this reference a running rule's takes the place of.
    public var supersededRules: Set<String> = []
}

/// Finds, for each file, the project types it names that its layer may not depend on. The
/// cheap part runs on facts (the file's set of capitalised names against the symbol table);
/// only files with such a name are read again to find where they are written.
struct CrossLayerReferences: Sendable {
    let knowledge: VerifyKnowledge
    let moduleLayers: ModuleLayers
    /// strata.json's custom layers by id: they take part in the graph as the shipped layers do.
    let customLayers: [String: CustomLayer]
    /// naming.json's reserved names, the generated package's own group aside: names a framework
    /// the file may import also declares (`Image`, `Identifiable`), so the app's type of that name
    /// may not be the one meant.
    private let frameworkNames: Set<String>
    /// The names of UI frameworks' groups (`SwiftUI`'s `Image`, `Color`), by module: a file that
    /// imports none of that module cannot mean the framework's type, so the app's type of that
    /// name (`typealias Image = UIImage` in data) is the one it names.
    private let uiFrameworkNames: [String: Set<String>]
    /// What architecture.json says each shipped layer may depend on, read once: every file asks,
    /// and a layer looked up there is a copy of its whole description.
    private let shippedLayers: [String: (dependsOn: Set<String>, importsClosed: Bool)]

    init(knowledge: VerifyKnowledge, moduleLayers: ModuleLayers, customLayers: [String: CustomLayer] = [:]) {
        self.knowledge = knowledge
        self.moduleLayers = moduleLayers
        self.customLayers = customLayers
        let groups = knowledge.base.naming.groups.filter { $0.id != "package" }
        frameworkNames = Set(groups.filter { !UIFrameworks.modules.contains($0.module) }.flatMap(\.names))
        uiFrameworkNames = Dictionary(
            groups.filter { UIFrameworks.modules.contains($0.module) }.map { ($0.module, Set($0.names)) },
            uniquingKeysWith: { $0.union($1) })
        shippedLayers = Dictionary(
            knowledge.layers.map { layer in
                (layer.id.rawValue, (Set(layer.dependsOn.map(\.rawValue)), layer.imports.mode == .closed))
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// The layers whose modules `file` imports.
    func importedLayers(of file: FileFacts) -> Set<String> {
        Set(file.imports.compactMap { moduleLayers.layerName(of: $0.module, customLayers: customLayers) })
    }

    /// Names in `file` declared only in a layer its own may not depend on, with that layer. A
    /// layer imported as a module is left to the import's own finding, except its services with
    /// `keepingImportedServices` (a view model holding one, a view driving one, is a finding of
    /// its own; see `TypeReference.isInImportedLayer`).
    func forbiddenNames(
        in file: FileFacts, symbols: SymbolTable, keepingImportedServices: Bool = false
    ) -> [String: String] {
        guard !file.isTest, let layerID = file.layer,
            shippedLayers[layerID] != nil || customLayers[layerID] != nil
        else { return [:] }
        // Asked only of names another layer declares, a few per file: a set of the file's own
        // names, built for every file, cost more than looking through them.
        let isOwnName = { (name: String) in
            file.typeNames.contains(name) || file.typeAliases.contains(name)
                || file.genericParameterNames.contains(name)
        }
        let importedLayers = importedLayers(of: file)
        // The UI frameworks' names the file can see, looked up per name: merging them into one set
        // per file copied hundreds of names for every file importing SwiftUI.
        let importedUIFrameworkNames = file.imports.compactMap { uiFrameworkNames[$0.module] }
        let isFrameworkName = { (name: String) in
            frameworkNames.contains(name) || importedUIFrameworkNames.contains { $0.contains(name) }
        }
        var result: [String: String] = [:]
        // The symbol table first: most names a file uses are not the project's types.
        for name in file.identifiers {
            guard let other = symbols.layer(of: name), other != layerID, !isOwnName(name),
                !symbols.isStoragePort(name), !isFrameworkName(name),
                !importedLayers.contains(other) || (keepingImportedServices && symbols.isService(name)),
                !mayDepend(layerID, on: other)
            else { continue }
            result[name] = other
        }
        return result
    }

    /// A custom layer may depend on what its `dependsOn` lists; a shipped layer on what architecture.json's
    /// `dependsOn` lists, and on a custom layer as it may import that layer's module: not when its import
    /// list is closed (domain), else yes. Names declared only in the tests, or in no layer Strata knows, pass.
    private func mayDepend(_ layerID: String, on other: String) -> Bool {
        if let custom = customLayers[layerID] { return custom.dependsOn.contains(other) }
        guard let layer = shippedLayers[layerID] else { return true }
        if LayerID(rawValue: other) != nil { return layer.dependsOn.contains(other) }
        guard customLayers[other] != nil else { return true }
        return !layer.importsClosed
    }

    /// Where the names are written as types: every identifier token spelling one, except member
    /// names after a dot (`.Foo` is a member of something else) and preview code. One reference
    /// per name and line; those of `services` in a stored property or initializer name their holder.
    static func locate(
        _ names: [String: String], services: Set<String> = [], marksHolders: Bool = true, marksServices: Bool = false,
        singletonMembers: [String] = [], lookupSuffixes: NameEndings = NameEndings([]), in file: CheckedFile
    ) -> [TypeReference] {
        let previews = file.previewTokenRanges()
        let injections = services.isEmpty || !marksHolders ? [:] : file.injectionPlaces(of: services)
        var seen: Set<String> = []
        var result: [TypeReference] = []
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier && !file.isMemberName(index) {
            let text = file.text(token)
            guard let layer = names[text], !previews.contains(where: { $0.contains(index) }),
                seen.insert("\(token.line):\(text)").inserted
            else { continue }
            result.append(
                TypeReference(
                    name: text, layer: layer, line: token.line, column: token.column,
                    lineText: file.lineText(line: token.line, column: token.column),
                    holder: injections["\(token.line):\(text)"],
                    isSingletonLookup: Self.isSingletonLookup(at: index, members: singletonMembers, in: file),
                    isService: marksServices && services.contains(text),
                    isUseCaseLookup: Self.isFactoryLookup(at: index, suffixes: lookupSuffixes, in: file)))
        }
        return result
    }

    /// Whether the type name at `index` receives a call of a member ending with one of `suffixes`
    /// (`UseCases.loadOrdersUseCase()`).
    private static func isFactoryLookup(at index: Int, suffixes: NameEndings, in file: CheckedFile) -> Bool {
        let tokens = file.tokens
        guard !suffixes.isEmpty, index + 3 < tokens.count, tokens[index + 1].kind == .period,
            tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .leftParen
        else { return false }
        let member = file.text(tokens[index + 2])
        let capitalized = member.prefix(1).uppercased() + member.dropFirst()
        return suffixes.endOf(capitalized)
    }

    /// Whether the type name at `index` is followed by `.shared` (or another of `members`) that
    /// is not called like a factory.
    private static func isSingletonLookup(at index: Int, members: [String], in file: CheckedFile) -> Bool {
        let tokens = file.tokens
        guard !members.isEmpty, index + 2 < tokens.count, tokens[index + 1].kind == .period,
            members.contains(where: { file.spells(tokens[index + 2], $0) })
        else { return false }
        return index + 3 >= tokens.count || tokens[index + 3].kind != .leftParen
    }
}
