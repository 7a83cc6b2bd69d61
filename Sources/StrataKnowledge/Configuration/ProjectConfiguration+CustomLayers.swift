import StrataDiagnostics

/// Reading strata.json's `customLayers`, the layers a project adds to the knowledge base's:
/// every name a custom layer gives (its own, its dependencies) is checked where it is written.
extension ProjectConfiguration {
    mutating func readCustomLayers(
        from reader: inout TreeReader, shippedLayers: [String], errors: inout [ConfigurationError]
    ) {
        let members = reader.object("customLayers") ?? []
        let known = shippedLayers + members.map(\.key)
        for member in members {
            let path: JSONPath = ["customLayers", .key(member.key)]
            guard case .object(let object) = member.value.kind else {
                // The strict decoder has reported the wrong type.
                continue
            }
            if shippedLayers.contains(member.key) || member.key == ProjectConfiguration.testsLayer {
                errors.append(.invalidSetting(.customLayerShadowsLayer(member.key), file: file, at: member.keyPosition))
            } else if !CustomLayer.isValidID(member.key) {
                errors.append(.invalidSetting(.invalidCustomLayerName(member.key), file: file, at: member.keyPosition))
            }
            func strings(_ key: String) -> [(String, JSONValue)]? {
                object[key].flatMap { reader.strings($0.value, path: path.appending(key: key)) }
            }
            let dependencies = strings("dependsOn") ?? []
            for (name, value) in dependencies where !known.contains(name) {
                errors.append(
                    .invalidSetting(
                        .unknownLayer(name, suggestion: suggestion(for: name, among: known), known: known), file: file,
                        at: value.position))
            }
            customLayers.append(
                CustomLayer(
                    id: member.key, globs: checkedGlobs(strings("globs") ?? [], layer: member.key, errors: &errors),
                    dependsOn: dependencies.map(\.0), allowedImports: strings("allowedImports")?.map(\.0),
                    forbiddenImports: strings("forbiddenImports")?.map(\.0) ?? []))
        }
    }
}
