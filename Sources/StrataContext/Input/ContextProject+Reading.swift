import Foundation
import StrataKnowledge

extension ContextProject {
    /// Reads strata.json the way `strata verify` does (same keys, same errors), keeping what
    /// the context needs: module (empty when there is none), style, layer globs in the file's order, test globs and the
    /// sources the project is migrating from. A missing style means the knowledge base's
    /// default; each `migratingFrom` source must have a map toward the project's style.
    public static func read(
        strataJSON text: String, file: String, knowledge: ContextKnowledge, commands: Commands
    ) throws(ContextError) -> ContextProject {
        try read(strataJSON: Data(text.utf8), file: file, knowledge: knowledge, commands: commands)
    }

    /// The file's bytes as they are on disk, so text that is not UTF-8 is an error located in the file.
    public static func read(
        strataJSON data: Data, file: String, knowledge: ContextKnowledge, commands: Commands
    ) throws(ContextError) -> ContextProject {
        let vocabulary = ProjectConfiguration.Vocabulary(
            layers: knowledge.layers.map(\.id),
            rules: knowledge.rules.map(\.id) + [ProjectConfiguration.unusedSuppressionRule],
            styles: knowledge.styles.map(\.id), migrationSources: knowledge.migrationSources)
        let configuration: ProjectConfiguration
        do {
            configuration = try ProjectConfiguration.load(data, file: file, vocabulary: vocabulary)
        } catch {
            throw .invalidConfiguration(error)
        }
        // Adopt writes no module where the targets share no prefix: the layers are then folders, named by them.
        let module = configuration.module ?? ""
        let style = configuration.style ?? knowledge.defaultStyle
        for (index, source) in configuration.migratingFrom.enumerated() {
            let targets = knowledge.migrations.filter { $0.source == source }.flatMap(\.styles)
            guard targets.contains(style) else {
                let path = JSONPath(["migratingFrom", .index(index)])
                let position = (try? JSONParser.parse(data, file: file))?.closestPosition(to: path)
                throw .invalidInput(
                    .json(
                        .invalidValue(
                            "the \(style) style has no migration from \(source); it leads to "
                                + Set(targets).sorted().joined(separator: " or ")),
                        at: JSONLocation(
                            file: file, path: path.description, position: position ?? SourcePosition(line: 1, column: 1)
                        )))
            }
        }
        let layers = configuration.layers ?? []
        var project = ContextProject(
            module: module, style: style,
            layers: layers.filter { $0.layer != ProjectConfiguration.testsLayer }.map {
                LayerPaths(layer: $0.layer, globs: $0.globs)
            },
            tests: layers.first { $0.layer == ProjectConfiguration.testsLayer }?.globs ?? [], commands: commands)
        project.migratingFrom = configuration.migratingFrom
        project.customLayers = configuration.customLayers
        project.modules = configuration.moduleLayers
        return project
    }
}
