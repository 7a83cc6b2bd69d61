import StrataKnowledge

extension ContextProject {
    public static let configurationFile = "strata.json"

    /// Reads strata.json against the knowledge base's styles and layers.
    public static func read(
        strataJSON text: String, file: String, knowledge: ContextKnowledge, commands: Commands
    ) throws(ContextError) -> ContextProject {
        try read(
            strataJSON: text, file: file, styles: knowledge.styles.map(\.id), defaultStyle: knowledge.defaultStyle,
            layers: knowledge.layers.map(\.id), migrations: knowledge.migrations, commands: commands)
    }

    /// Reads the keys the context needs from strata.json — `module`, `style`, `layers`,
    /// `tests`, `migratingFrom` — and leaves the keys only the verifier uses (rule severities,
    /// excludes) to it. Layers keep the file's order; a missing style means the knowledge base's
    /// default. Each `migratingFrom` source must have a map toward the style among `migrations`.
    public static func read(
        strataJSON text: String, file: String, styles: [String], defaultStyle: String, layers known: [String],
        migrations: [ContextKnowledge.Migration] = [], commands: Commands
    ) throws(ContextError) -> ContextProject {
        do {
            let root = try JSONParser.parse(text, file: file)
            var project = try parse(root, file: file, styles: styles, defaultStyle: defaultStyle, known: known, commands: commands)
            project.migratingFrom = try migrationSources(in: root, file: file, style: project.style, migrations: migrations)
            return project
        } catch {
            throw .invalidInput(error)
        }
    }

    private static func migrationSources(
        in root: JSONValue, file: String, style: String, migrations: [ContextKnowledge.Migration]
    ) throws(KnowledgeError) -> [String] {
        guard let value = root["migratingFrom"] else { return [] }
        guard case .array(let elements) = value.kind else {
            throw .typeMismatch(
                file: file, path: "$.migratingFrom", line: value.position.line, column: value.position.column,
                expected: "array of strings", found: value.typeName)
        }
        let known = Array(Set(migrations.map(\.source))).sorted()
        var sources: [String] = []
        for (index, element) in elements.enumerated() {
            let reason: String?
            if case .string(let source) = element.kind, known.contains(source) {
                let targets = migrations.filter { $0.source == source }.flatMap(\.styles)
                reason = targets.contains(style) ? nil
                    : "the \(style) style has no migration from \(source); it leads to \(Set(targets).sorted().joined(separator: " or "))"
                sources.append(source)
            } else {
                reason = "must be one of \(known.joined(separator: ", "))"
            }
            if let reason {
                throw .invalidValue(
                    file: file, path: "$.migratingFrom[\(index)]", line: element.position.line,
                    column: element.position.column, reason: reason)
            }
        }
        return sources
    }

    private static func parse(
        _ root: JSONValue, file: String, styles: [String], defaultStyle: String, known: [String], commands: Commands
    ) throws(KnowledgeError) -> ContextProject {
        func fail(_ value: JSONValue, _ key: String, _ reason: String) -> KnowledgeError {
            .invalidValue(file: file, path: "$.\(key)", line: value.position.line, column: value.position.column, reason: reason)
        }
        func strings(_ value: JSONValue, _ key: String) throws(KnowledgeError) -> [String] {
            guard case .array(let elements) = value.kind else {
                throw .typeMismatch(
                    file: file, path: "$.\(key)", line: value.position.line, column: value.position.column,
                    expected: "array of strings", found: value.typeName)
            }
            var globs: [String] = []
            for element in elements {
                guard case .string(let glob) = element.kind, !glob.isEmpty else {
                    throw fail(element, key, "each entry must be a non-empty glob such as \"Sources/DemoDomain/**\"")
                }
                globs.append(glob)
            }
            return globs
        }
        guard let moduleValue = root["module"] else {
            throw KnowledgeError.missingKey(file: file, path: "$", line: root.position.line, column: root.position.column, key: "module")
        }
        guard case .string(let module) = moduleValue.kind, !module.isEmpty else {
            throw fail(moduleValue, "module", "must be the package name, e.g. \"Demo\"")
        }
        var style = defaultStyle
        if let styleValue = root["style"] {
            guard case .string(let named) = styleValue.kind, styles.contains(named) else {
                throw fail(styleValue, "style", "must be one of \(styles.joined(separator: ", "))")
            }
            style = named
        }
        var layerPaths: [LayerPaths] = []
        if let layersValue = root["layers"] {
            guard case .object(let object) = layersValue.kind else {
                throw fail(layersValue, "layers", "must map layer ids to glob lists")
            }
            for member in object.members {
                guard known.contains(member.key) else {
                    throw KnowledgeError.invalidValue(
                        file: file, path: "$.layers", line: member.keyPosition.line, column: member.keyPosition.column,
                        reason: "unknown layer '\(member.key)'; use one of \(known.joined(separator: ", "))")
                }
                layerPaths.append(LayerPaths(layer: member.key, globs: try strings(member.value, "layers.\(member.key)")))
            }
        }
        let tests = try root["tests"].map { value throws(KnowledgeError) in try strings(value, "tests") } ?? []
        return ContextProject(module: module, style: style, layers: layerPaths, tests: tests, commands: commands)
    }
}
