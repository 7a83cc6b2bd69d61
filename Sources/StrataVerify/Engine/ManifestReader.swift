import Foundation
import SwiftScanner

/// Reads the project's Package.swift files (with the scanner's reader, never by running them) into
/// the facts the layering rules check: each target's layer and where each dependency is written.
/// A repository may hold one local package per module and none at its root; every manifest found
/// counts, so an import of a sibling package's module is known as the project's own.
enum ManifestReader {
    static let fileName = "Package.swift"

    /// Whether `path` is a package manifest (`Package.swift`, or a `Package@swift-5.9.swift`
    /// variant): build configuration, never a file of a layer.
    /// Modules only build manifests can import (SwiftPM's, Tuist's): a file importing one is a
    /// manifest whatever its name (`Project.swift`, `Tuist/ProjectDescriptionHelpers/…`), never app code.
    static let buildModules: Set<String> = ["PackageDescription", "ProjectDescription", "ProjectDescriptionHelpers"]

    static func isManifest(_ path: String) -> Bool {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        return name == fileName || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// The readable manifests among `paths` (relative to the project root; the root's own
    /// Package.swift is read whether or not it is listed), in path order. A target's layer is its
    /// folder's, else the one layer every one of its source files has (`fileLayers`, sorted by path).
    static func read(
        projectRoot: String, paths: [String], fileLayers: [(path: String, layer: String)], layerMap: LayerMap,
        knowledge: VerifyKnowledge
    ) -> [ManifestFacts] {
        // A `Package@swift-…` variant describes the same package for another toolchain: read once, as Package.swift.
        let manifests = Set(paths.filter { $0 == fileName || $0.hasSuffix("/" + fileName) }).union([fileName])
        return manifests.sorted().compactMap {
            read(
                manifest: $0, projectRoot: projectRoot, fileLayers: fileLayers, layerMap: layerMap, knowledge: knowledge
            )
        }
    }

    private static func read(
        manifest: String, projectRoot: String, fileLayers: [(path: String, layer: String)], layerMap: LayerMap,
        knowledge: VerifyKnowledge
    ) -> ManifestFacts? {
        let path = (projectRoot == "/" ? "" : projectRoot) + "/" + manifest
        guard let data = FileManager.default.contents(atPath: path), FileReader.isValidUTF8(Array(data)) else {
            return nil
        }
        let source = SourceText(bytes: Array(data))
        guard let targets = PackageManifestReader.read(tokens: source.tokens).targets else { return nil }
        let packageFolder = manifest.split(separator: "/").dropLast().joined(separator: "/")
        let prefix = packageFolder.isEmpty ? "" : packageFolder + "/"
        let locator = DependencyLocator(source: source)
        var layers: [String: String] = [:]
        var facts: [ManifestFacts.Target] = []
        for target in targets where target.kind != .plugin {
            let folder = prefix + (target.path ?? (target.kind == .test ? "Tests/" : "Sources/") + target.name)
            if target.kind != .test,
                let layer = moduleLayer(
                    of: target.name, folder: folder, fileLayers: fileLayers, layerMap: layerMap, knowledge: knowledge)
            {
                layers[target.name] = layer
            }
            let dependencies = target.dependencies.map { dependency in
                let position = locator.position(of: dependency.name, inTarget: target.name)
                let kind: DependencyDeclaration.Kind =
                    if case .product = dependency { .packageProduct } else { .target }
                return DependencyDeclaration(
                    module: dependency.name, file: manifest, line: position.line, column: position.column,
                    lineText: source.lineText(position.line), kind: kind)
            }
            facts.append(ManifestFacts.Target(name: target.name, folder: folder, dependencies: dependencies))
        }
        return ManifestFacts(path: manifest, targets: facts, layers: layers)
    }

    /// A target's layer is the one its layered files share. Files of several layers make a mixed
    /// module, judged file by file: an import of it names no single layer (a package named
    /// `Domain` that also keeps the API client and the database is imported by view models for
    /// its entities), unless its name is one of those layers. Only a target whose files are not
    /// known takes the layer of its folder, then of its name.
    private static func moduleLayer(
        of target: String, folder: String, fileLayers: [(path: String, layer: String)], layerMap: LayerMap,
        knowledge: VerifyKnowledge
    ) -> String? {
        let named = knowledge.layer(ofModule: target)?.id.rawValue
        let layersOfFiles = layers(under: folder, fileLayers: fileLayers)
        if layersOfFiles.count == 1 { return layersOfFiles.first }
        if layersOfFiles.count > 1 { return named.flatMap { layersOfFiles.contains($0) ? $0 : nil } }
        return layerMap.layer(for: folder + "/" + target + ".swift") ?? named
    }

    /// The layers of a folder's layered files (`fileLayers` is sorted by path).
    private static func layers(under folder: String, fileLayers: [(path: String, layer: String)]) -> Set<String> {
        let start = folder + "/"
        var low = 0
        var high = fileLayers.count
        while low < high {
            let middle = (low + high) / 2
            if fileLayers[middle].path < start { low = middle + 1 } else { high = middle }
        }
        var layers: Set<String> = []
        for file in fileLayers[low...] {
            guard file.path.hasPrefix(start) else { break }
            layers.insert(file.layer)
        }
        return layers
    }
}

/// Finds where a target's dependency is written: the string literal naming it after the
/// target's own `name:` literal, so a finding points at the exact entry to delete.
private struct DependencyLocator {
    let source: SourceText

    /// The position of the literal's text (after the opening quote would be wrong: findings
    /// point at the literal itself), falling back to the target's name, then line 1.
    func position(of dependency: String, inTarget target: String) -> (line: Int, column: Int) {
        let tokens = source.tokens
        let literals = tokens.indices.filter { tokens[$0].kind == .stringSegment }
        guard let nameLiteral = literals.first(where: { tokens.token(tokens[$0], is: target) && isTargetName($0) })
        else {
            return (1, 1)
        }
        let open = nameLiteral - 1
        for index in literals where index > nameLiteral {
            if isTargetName(index) { break }
            if tokens.token(tokens[index], is: dependency) {
                let quote = tokens[index - 1]
                return (quote.line, quote.column)
            }
        }
        return (tokens[open].line, tokens[open].column)
    }

    /// Whether the string segment at `index` is the `name:` of a target declaration
    /// (`.target(name: "X"`), not of the package, a product or a product dependency: a nested
    /// package is usually named like its one target.
    private func isTargetName(_ index: Int) -> Bool {
        let tokens = source.tokens
        guard index >= 5 else { return false }
        return tokens[index - 1].kind == .stringOpen && tokens[index - 2].kind == .colon
            && tokens.token(tokens[index - 3], is: "name") && tokens.token(tokens[index - 4], is: "(")
            && Self.targetCalls.contains { tokens.token(tokens[index - 5], is: $0) }
    }

    private static let targetCalls = [
        "target", "executableTarget", "testTarget", "plugin", "macro", "systemLibrary", "binaryTarget",
    ]
}
