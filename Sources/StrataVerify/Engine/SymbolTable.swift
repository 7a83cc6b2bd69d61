import StrataKnowledge
import SwiftScanner

/// Every type and typealias the project declares outside its tests, with the layer of the
/// files declaring it: what lets a single-target app, which has no imports between layers, be
/// checked for a domain entity naming a data DTO or a view model holding a DI container.
/// Built from the facts of all files, so it costs declarations, not source.
public struct SymbolTable: Sendable {
    /// Name → the layers declaring it; "" stands for a file outside every layer.
    private var layers: [String: Set<String>] = [:]
    /// Protocols of repositories, data sources and gateways: where one is declared and who
    /// stores it are repository-placement's and viewmodel-injects-use-cases' findings, named once.
    private var storagePorts: Set<String> = []

    public init(files: [FileFacts]) {
        for file in files where !file.isTest {
            for name in file.types.map(\.name) + file.typeAliases {
                layers[name, default: []].insert(file.layer ?? "")
            }
            for type in file.types
            where type.kind == .protocol
                && ["Repository", "DataSource", "DataStore", "Gateway"].contains(where: type.name.contains)
            {
                storagePorts.insert(type.name)
            }
        }
    }

    public func isStoragePort(_ name: String) -> Bool { storagePorts.contains(name) }

    /// The one layer declaring `name`; nil when the project does not declare it, or declares it
    /// in several layers or outside any (then a reference cannot be pinned to a layer).
    public func layer(of name: String) -> String? {
        guard let declaring = layers[name], declaring.count == 1, let layer = declaring.first, !layer.isEmpty else {
            return nil
        }
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
}

/// Finds, for each file, the project types it names that its layer may not depend on. The
/// cheap part runs on facts (the file's set of capitalised names against the symbol table);
/// only files with such a name are read again to find where they are written.
struct CrossLayerReferences: Sendable {
    let knowledge: VerifyKnowledge
    let moduleLayers: ModuleLayers
    /// strata.json's custom layers by id: they take part in the graph as the shipped layers do.
    let customLayers: [String: CustomLayer]

    /// Names in `file` declared only in a layer its own may not depend on, with that layer. A
    /// layer imported as a module is left to the import's own finding.
    func forbiddenNames(in file: FileFacts, symbols: SymbolTable) -> [String: String] {
        guard !file.isTest, let layerID = file.layer,
            knowledge.layer(layerID) != nil || customLayers[layerID] != nil
        else { return [:] }
        let ownNames = Set(file.types.map(\.name) + file.typeAliases)
        let importedLayers = Set(
            file.imports.compactMap { moduleLayers.layerName(of: $0.module, customLayers: customLayers) })
        var result: [String: String] = [:]
        for name in file.identifiers
        where !ownNames.contains(name) && !symbols.isStoragePort(name) && !isFrameworkName(name) {
            guard let other = symbols.layer(of: name), other != layerID, !importedLayers.contains(other),
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
        guard let layer = knowledge.layer(layerID) else { return true }
        if let otherID = LayerID(rawValue: other) { return layer.dependsOn.contains(otherID) }
        guard customLayers[other] != nil else { return true }
        return layer.imports.mode != .closed
    }

    /// A name a framework the file may import also declares (`Image`, `Identifiable`): naming.json's
    /// reserved names, the generated package's own group aside. The app's type of that name may
    /// not be the one meant.
    private func isFrameworkName(_ name: String) -> Bool {
        knowledge.base.naming.groups.contains { $0.id != "package" && $0.names.contains(name) }
    }

    /// Where the names are written as types: every identifier token spelling one, except member
    /// names after a dot (`.Foo` is a member of something else). One reference per name and line.
    static func locate(_ names: [String: String], in file: CheckedFile) -> [TypeReference] {
        var seen: Set<String> = []
        var result: [TypeReference] = []
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier && !file.isMemberName(index) {
            let text = file.text(token)
            guard let layer = names[text], seen.insert("\(token.line):\(text)").inserted else { continue }
            result.append(
                TypeReference(
                    name: text, layer: layer, line: token.line, column: token.column,
                    lineText: file.lineText(line: token.line, column: token.column)))
        }
        return result
    }
}
