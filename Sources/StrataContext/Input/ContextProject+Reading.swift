import Foundation
import StrataKnowledge
import StrataVerify

extension ContextProject {
    public static let configurationFile = "strata.json"

    /// Reads strata.json the way `strata verify` does (same keys, same errors), keeping what
    /// the context needs: module, style, layer globs in the file's order and test globs.
    /// A missing style means the knowledge base's default.
    public static func read(
        strataJSON text: String, file: String, knowledge: ContextKnowledge, commands: Commands
    ) throws(ContextError) -> ContextProject {
        let vocabulary = VerifyConfiguration.Vocabulary(
            layers: knowledge.layers.map(\.id), rules: knowledge.rules.map(\.id) + [UnusedSuppressions.id],
            styles: knowledge.styles.map(\.id))
        let configuration: VerifyConfiguration
        do {
            configuration = try VerifyConfiguration.load(Data(text.utf8), file: file, vocabulary: vocabulary)
        } catch {
            throw .invalidConfiguration(error)
        }
        guard let module = configuration.module, !module.isEmpty else {
            throw .invalidInput(.missingKey(file: file, path: "$", line: 1, column: 1, key: "module"))
        }
        let layers = configuration.layers ?? []
        return ContextProject(
            module: module, style: configuration.style ?? knowledge.defaultStyle,
            layers: layers.filter { $0.layer != LayerMap.testsLayer }.map { LayerPaths(layer: $0.layer, globs: $0.globs) },
            tests: layers.first { $0.layer == LayerMap.testsLayer }?.globs ?? [], commands: commands)
    }
}
