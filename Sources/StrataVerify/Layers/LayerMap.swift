/// Decides which architectural layer a file belongs to.
///
/// `strata.json`'s layer globs are authoritative when present: a team that wrote them meant
/// them, and a file they leave out belongs to no layer. Without them, the layer is inferred
/// from folder and target names (`DemoDomain`, `Views`, `Tests`) using architecture.json's
/// patterns — the first folder from the root that matches decides, except that anything
/// under a test folder is a test.
public struct LayerMap: Sendable {
    public enum Source: Sendable, Hashable {
        case configured(glob: String)
        /// The folder (relative path) whose name matched the layer's pattern.
        case inferred(folder: String)
    }

    public struct Assignment: Sendable, Hashable {
        public var layer: String
        public var source: Source
    }

    /// One layer's folder-name patterns, in the order architecture.json lists them.
    public struct InferenceRule: Sendable {
        public var layer: String
        public var patterns: [Glob]

        public init(layer: String, patterns: [String]) {
            self.layer = layer
            self.patterns = patterns.map(Glob.init)
        }
    }

    private let configured: [(layer: String, globs: [Glob])]?
    private let inference: [InferenceRule]
    private let testLayer: String?

    /// `configured` lists layers and their globs in strata.json's order (the first matching
    /// layer wins), or is nil to infer. `testLayer` names the layer whose folders win wherever
    /// they appear in a path.
    public init(configured: [(layer: String, globs: [String])]?, inference: [InferenceRule], testLayer: String?) {
        self.configured = configured.map { layers in layers.map { (layer: $0.layer, globs: $0.globs.map(Glob.init)) } }
        self.inference = inference
        self.testLayer = testLayer
    }

    public var isConfigured: Bool { configured != nil }

    public func assignment(for relativePath: String) -> Assignment? {
        if let configured {
            for (layer, globs) in configured {
                if let glob = globs.first(where: { $0.matches(relativePath) }) {
                    return Assignment(layer: layer, source: .configured(glob: glob.pattern))
                }
            }
            return nil
        }
        return inferredAssignment(for: relativePath)
    }

    public func layer(for relativePath: String) -> String? { assignment(for: relativePath)?.layer }

    private func inferredAssignment(for relativePath: String) -> Assignment? {
        let folders = relativePath.split(separator: "/").dropLast().map(String.init)
        if let testLayer, let rule = inference.first(where: { $0.layer == testLayer }),
            let index = folders.firstIndex(where: { folder in rule.patterns.contains { $0.matches(folder) } })
        {
            return Assignment(layer: testLayer, source: .inferred(folder: folders[...index].joined(separator: "/")))
        }
        for (index, folder) in folders.enumerated() {
            if let rule = inference.first(where: { rule in rule.patterns.contains { $0.matches(folder) } }) {
                return Assignment(layer: rule.layer, source: .inferred(folder: folders[...index].joined(separator: "/")))
            }
        }
        return nil
    }

    /// Configured globs that match none of `relativePaths`: a typo in strata.json would
    /// otherwise silently leave a layer unchecked.
    public func unmatchedGlobs(in relativePaths: [String]) -> [(layer: String, glob: String)] {
        guard let configured else { return [] }
        return configured.flatMap { layer, globs in
            globs.filter { glob in !relativePaths.contains(where: glob.matches) }.map { (layer, $0.pattern) }
        }
    }

    /// The layer globs inference found for these files, for `strata init --adopt` to write down.
    public func inferredGlobs(for relativePaths: [String]) -> [String: [String]] {
        var globs: [String: Set<String>] = [:]
        for path in relativePaths {
            if let assignment = inferredAssignment(for: path), case .inferred(let folder) = assignment.source {
                globs[assignment.layer, default: []].insert(folder + "/**")
            }
        }
        return globs.mapValues { $0.sorted() }
    }
}
