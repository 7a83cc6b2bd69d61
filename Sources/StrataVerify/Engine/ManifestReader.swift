import Foundation
import SwiftScanner

/// Reads the project's Package.swift (with the scanner's reader, never by running it) into the
/// facts layer-dependency checks: each target's layer and where each dependency is written.
enum ManifestReader {
    static let fileName = "Package.swift"

    static func read(projectRoot: String, layerMap: LayerMap, knowledge: VerifyKnowledge) -> ManifestFacts? {
        let path = (projectRoot == "/" ? "" : projectRoot) + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path), FileReader.isValidUTF8(Array(data)) else {
            return nil
        }
        let source = SourceText(bytes: Array(data))
        guard let targets = PackageManifestReader.read(tokens: source.tokens).targets else { return nil }
        let locator = DependencyLocator(source: source)
        var layers: [String: String] = [:]
        var facts: [ManifestFacts.Target] = []
        for target in targets where target.kind != .plugin {
            let folder = target.path ?? (target.kind == .test ? "Tests/" : "Sources/") + target.name
            if let layer = layerMap.layer(for: folder + "/" + target.name + ".swift")
                ?? knowledge.layer(ofModule: target.name)?.id.rawValue,
                target.kind != .test
            {
                layers[target.name] = layer
            }
            let dependencies = target.dependencies.map { dependency in
                let position = locator.position(of: dependency.name, inTarget: target.name)
                let isProduct = if case .product = dependency { true } else { false }
                return ManifestFacts.Dependency(
                    name: dependency.name, isProduct: isProduct, line: position.line, column: position.column,
                    lineText: source.lineText(position.line))
            }
            facts.append(ManifestFacts.Target(name: target.name, folder: folder, dependencies: dependencies))
        }
        return ManifestFacts(path: fileName, targets: facts, layers: layers)
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
        guard let nameLiteral = literals.first(where: { tokens.token(tokens[$0], is: target) && isNameArgument($0) })
        else {
            return (1, 1)
        }
        let open = nameLiteral - 1
        for index in literals where index > nameLiteral {
            if isNameArgument(index) { break }
            if tokens.token(tokens[index], is: dependency) {
                let quote = tokens[index - 1]
                return (quote.line, quote.column)
            }
        }
        return (tokens[open].line, tokens[open].column)
    }

    /// Whether the string segment at `index` is the value of a `name:` argument.
    private func isNameArgument(_ index: Int) -> Bool {
        let tokens = source.tokens
        guard index >= 3 else { return false }
        return tokens[index - 1].kind == .stringOpen && tokens[index - 2].kind == .colon
            && tokens.token(tokens[index - 3], is: "name")
            && !(index >= 5 && tokens.token(tokens[index - 5], is: "product"))
    }
}
