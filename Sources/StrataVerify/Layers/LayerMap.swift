import StrataCore
import StrataKnowledge

/// Decides which architectural layer a file belongs to.
///
/// `strata.json`'s layer globs are authoritative when present: a team that wrote them meant
/// them, and a file they leave out belongs to no layer. When several globs match, the most
/// specific one (most literal characters) wins, ties going to the layer listed first — so a
/// single file can be carved out of a folder assigned to another layer. strata.json's custom
/// layers' globs compete with them the same way, or, without `layers`, come before inference.
///
/// Without globs, the layer is inferred in architecture.json's order: test folders first (a test
/// of the domain is a test, not domain code), then a `Sources/<Module>` target whose name ends
/// with a layer's module suffix, then the file name's pattern (except one inner layer's name in
/// the other inner layer's folder), then folder names from the deepest folder up. Folder names are read in context: a folder named like the app (`App`,
/// `Weather App`) that holds other layers' folders, or sits inside one, is not the composition
/// root; a folder named for a role of the inner layers (`Repositories`, `Entities`, `Models`)
/// inside another layer's folder takes that layer; and inside a target named for one inner
/// layer, a folder named for the other is that layer's.
public struct LayerMap: Sendable {
    /// The pseudo-layer of test code, which strata.json's `tests` globs fill.
    public static let testsLayer = ProjectConfiguration.testsLayer

    public enum Source: Sendable, Hashable {
        case configured(glob: String)
        case testFolder(folder: String)
        case target(folder: String)
        case fileName(pattern: String)
        case folder(folder: String)
    }

    public struct Assignment: Sendable, Hashable {
        public var layer: String
        public var source: Source
    }

    /// One layer's inference data from architecture.json.
    public struct InferenceRule: Sendable {
        public var layer: String
        /// The module name's suffix after the package name (`Domain` for `{{module}}Domain`).
        public var moduleSuffix: String
        public var folders: [Glob]
        public var files: [Glob]

        public init(layer: String, moduleSuffix: String, folders: [String], files: [String]) {
            self.layer = layer
            self.moduleSuffix = moduleSuffix
            self.folders = folders.map(Glob.init)
            self.files = files.map(Glob.init)
        }
    }

    private typealias ConfiguredGlob = (layer: String, glob: Glob, specificity: Int)

    private let configured: [ConfiguredGlob]?
    /// strata.json's custom layers' globs: among the configured ones when there are any, else
    /// ahead of inference, which knows only the knowledge base's layers.
    private let custom: [ConfiguredGlob]
    /// `configured ?? custom` compiled once, so a path is looked up in time linear in its own
    /// components, however many globs an adopted configuration holds.
    private let globIndex: GlobIndex
    private let inference: [InferenceRule]
    private let testFolders: [Glob]
    /// Folders named like the app that hold other layers' folders (see `knowing(projectPaths:)`).
    private var appFolders: Set<String> = []

    /// `configured` lists layers and their globs in strata.json's order, or is nil to infer;
    /// `custom` lists the custom layers' globs.
    public init(
        configured: [(layer: String, globs: [String])]?, custom: [(layer: String, globs: [String])] = [],
        inference: [InferenceRule], testFolders: [String]
    ) {
        func withSpecificity(_ layers: [(layer: String, globs: [String])]) -> [ConfiguredGlob] {
            layers.flatMap { layer, globs in
                globs.map { (layer: layer, glob: Glob($0), specificity: Glob.literalCharacterCount(of: $0)) }
            }
        }
        self.configured = configured.map { withSpecificity($0 + custom) }
        self.custom = configured == nil ? withSpecificity(custom) : []
        globIndex = GlobIndex((self.configured ?? self.custom).map(\.glob))
        self.inference = inference
        self.testFolders = testFolders.map(Glob.init)
    }

    public func assignment(for relativePath: String) -> Assignment? {
        let configured = mostSpecific(among: globIndex.matchingGlobs(Glob.components(of: relativePath)))
        return self.configured == nil ? configured ?? inferredAssignment(for: relativePath) : configured
    }

    /// The most specific of the matching globs (positions in `configured ?? custom`, ascending),
    /// ties going to the one listed first.
    private func mostSpecific(among matching: [Int]) -> Assignment? {
        let globs = configured ?? custom
        var best: ConfiguredGlob?
        for position in matching where globs[position].specificity > best?.specificity ?? -1 {
            best = globs[position]
        }
        return best.map { Assignment(layer: $0.layer, source: .configured(glob: $0.glob.pattern)) }
    }

    public func layer(for relativePath: String) -> String? { assignment(for: relativePath)?.layer }

    /// Whether inference placed the file by a file name that names an app (`*App.swift`, the
    /// composition root's entry point) rather than by its folders.
    public func isPlacedByAnAppName(_ relativePath: String) -> Bool {
        guard case .fileName(let pattern) = assignment(for: relativePath)?.source else { return false }
        return Self.namesAnApp(pattern.replacing(".swift", with: "").filter { $0 != "*" })
    }

    /// The folder named like the app (`App`, `ShopApp`) that made the file composition, when one
    /// did: such a folder is often the app target's whole source tree, not only its wiring.
    public func appFolderPlacing(_ relativePath: String) -> String? {
        let folder: String
        switch assignment(for: relativePath)?.source {
        case .folder(let named), .target(let named): folder = named
        default: return nil
        }
        guard layer(for: relativePath) == Self.compositionLayer,
            let name = folder.split(separator: "/").last, Self.namesAnApp(String(name))
        else { return nil }
        return folder
    }

    /// The layer the file's folders (and targets, and test folders) give it, its name aside.
    public func layerByFolders(for relativePath: String) -> String? {
        guard configured == nil else { return layer(for: relativePath) }
        let facts = folderFacts(Self.split(relativePath).folder)
        return (facts.decisive ?? facts.fallback)?.layer
    }

    private func inferredAssignment(for relativePath: String) -> Assignment? {
        let (folder, name) = Self.split(relativePath)
        return inferredAssignment(name: name, folderFacts: folderFacts(folder))
    }

    /// What a file's folders say, before its own name is considered.
    private struct FolderFacts {
        /// A test folder or a layer target: these outrank the file name.
        var decisive: Assignment?
        /// The deepest folder matching a layer's folder patterns: outranked by the file name.
        var fallback: Assignment?
    }

    /// Split at the last slash byte, as the file system does (and without reading the path as
    /// characters, which every file of the project paid for).
    private static func split(_ path: String) -> (folder: Substring, name: Substring) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path[...]) }
        return (path[..<slash], path[path.utf8.index(after: slash)...])
    }

    private func folderFacts(_ folderPath: Substring) -> FolderFacts {
        let folders = folderPath.split(separator: "/").map(String.init)
        func path(through index: Int) -> String { folders[...index].joined(separator: "/") }
        if let index = folders.firstIndex(where: { folder in testFolders.contains { $0.matches(folder) } }) {
            return FolderFacts(
                decisive: Assignment(layer: Self.testsLayer, source: .testFolder(folder: path(through: index))))
        }
        var target: (index: Int, layer: String)?
        if let sources = folders.firstIndex(of: "Sources"), sources + 1 < folders.endIndex {
            let name = folders[sources + 1]
            if let rule = inference.first(where: { !$0.moduleSuffix.isEmpty && name.hasSuffix($0.moduleSuffix) }) {
                target = (sources + 1, rule.layer)
            }
        }
        let matches = folders.indices.map { index in
            index <= target?.index ?? -1 ? nil : folderMatch(Self.withoutFrameworkNames(folders[index]))
        }
        var found: (index: Int, layer: String, namesLayer: Bool)?
        for index in folders.indices.reversed() {
            guard let match = matches[index] else { continue }
            if match.layer == Self.compositionLayer {
                // A folder named like the app holding the layers' folders is the whole app, and
                // one inside another layer's folder is a feature of that name: neither is the
                // composition root. A folder named for wiring (`DI`, `Composition`) is, wherever.
                let insideLayer = matches[..<index].contains { $0 != nil && $0?.layer != Self.compositionLayer }
                if (insideLayer && Self.namesAnApp(folders[index])) || appFolders.contains(path(through: index)) {
                    continue
                }
            }
            found = (index, match.layer, match.namesLayer)
            // Repositories, entities and models are roles more than one layer has folders for
            // (repository protocols in domain, implementations and records in data, display
            // models in ui): the nearest folder of another layer around such a folder decides.
            // Shared folders (`Extensions`, `Helpers`) inside a layer's folder are that layer's
            // helpers: only at the top of the app are they everyone's. Such folders nest
            // (`Data/Models/Extensions`): the nearest folder that is neither decides. A folder
            // naming the role's own layer (`Domain` around `Entities`) confirms it, whatever an
            // outer folder (`ShopUI`, the app's) names.
            var inner = (index: index, match: match)
            while (!inner.match.namesLayer && Self.innerLayers.contains(inner.match.layer))
                || inner.match.layer == Self.sharedLayer,
                let outer = matches[..<inner.index].lastIndex(where: {
                    $0.map { $0.layer != Self.compositionLayer } ?? false
                }), let around = matches[outer]
            {
                if around.layer == inner.match.layer {
                    if around.namesLayer { break }
                } else {
                    found = (outer, around.layer, around.namesLayer)
                }
                inner = (outer, around)
            }
            // Role folders inside a wiring folder (`DI/Components`) are the wiring's.
            if !match.namesLayer, match.layer != Self.compositionLayer,
                let outer = matches[..<index].lastIndex(where: { $0?.layer == Self.compositionLayer }),
                !Self.namesAnApp(folders[outer]), let around = matches[outer]
            {
                found = (outer, around.layer, around.namesLayer)
            }
            break
        }
        if let target {
            // Inside a target named for one inner layer, a folder named for the other (a data
            // source folder in a `Domain` package) is that layer's; the target decides the rest.
            if let found, found.namesLayer, found.layer != target.layer,
                Self.innerLayers.contains(found.layer), Self.innerLayers.contains(target.layer)
            {
                return FolderFacts(
                    decisive: Assignment(layer: found.layer, source: .folder(folder: path(through: found.index))))
            }
            return FolderFacts(
                decisive: Assignment(layer: target.layer, source: .target(folder: path(through: target.index))))
        }
        return FolderFacts(
            fallback: found.map { Assignment(layer: $0.layer, source: .folder(folder: path(through: $0.index))) })
    }

    /// The layer a folder's name matches, and whether by a pattern naming the layer (`*Domain*`)
    /// rather than one of its roles (`Repositories`, `Views`).
    ///
    /// A role folder's name is read as one word however it is written (`Data Sources`,
    /// `use_cases`), and it is a role before it is a layer: `DataSources` inside `Domain` holds
    /// the use cases' ports even though `*Data*` matches it too.
    ///
    /// Case says nothing either (`domain/models`, `data/`): a folder whose whole name, as one
    /// word, is a pattern's word in another case matches it, though a word is never looked for
    /// inside another name (`build` is no `*UI*` folder).
    private func folderMatch(_ name: String) -> (layer: String, namesLayer: Bool)? {
        let word = String(name.filter { !" _-".contains($0) })
        let lowered = word.lowercased()
        func sameWord(_ pattern: Glob) -> Bool {
            pattern.pattern.filter { $0 != "*" }.lowercased() == lowered
        }
        for rule in inference {
            if rule.folders.contains(where: { !$0.pattern.contains("*") && ($0.matches(word) || sameWord($0)) }) {
                return (rule.layer, false)
            }
        }
        for rule in inference {
            if let pattern = rule.folders.first(where: { $0.matches(name) || sameWord($0) }) {
                return (rule.layer, pattern.pattern.contains("*"))
            }
        }
        return nil
    }

    /// Whether a composition folder's name is an app's (`App`, `WeatherApp`, `Application`),
    /// which a feature inside a layer may also be called, rather than the wiring's (`DI`).
    private static func namesAnApp(_ folder: String) -> Bool {
        let word = folder.filter { !" _-".contains($0) }.lowercased()
        return word.hasSuffix("app") || word == "application"
    }

    /// The layer of the app's entry point and wiring, whose folder names (`App`, `*App`) also
    /// name whole apps.
    static let compositionLayer = "composition"
    /// The layer of code every layer may use.
    static let sharedLayer = "shared"
    /// The layers whose role folders (`Repositories`, `Entities`) are shared.
    private static let innerLayers: Set<String> = ["domain", "data"]

    /// This map, knowing the project's other files: a folder named like the app (`Weather App`,
    /// `App`) that holds another layer's folder is the whole app, not its composition root.
    /// Inference only; configured globs need nothing more.
    public func knowing(projectPaths: [String]) -> LayerMap {
        guard configured == nil else { return self }
        var copy = self
        var seen: Set<Substring> = []
        for path in projectPaths {
            let folder = Self.split(path).folder
            guard seen.insert(folder).inserted else { continue }
            let folders = folder.split(separator: "/").map(String.init)
            let beforeTests = folders.prefix { name in !testFolders.contains { $0.matches(name) } }
            let layers = beforeTests.map { folderMatch(Self.withoutFrameworkNames($0))?.layer }
            for (index, layer) in layers.enumerated() where layer == Self.compositionLayer {
                if layers[(index + 1)...].contains(where: { $0 != nil && $0 != Self.compositionLayer }) {
                    copy.appFolders.insert(folders[...index].joined(separator: "/"))
                }
            }
        }
        return copy
    }

    /// An app folder named after its UI framework (`TodoSwiftUI`, `SwiftUI-MVVM-Demo`, `swiftUI`)
    /// holds the whole app, not its ui layer: the framework's name, in whatever case it is
    /// written, is left out before matching `*UI*`.
    private static func withoutFrameworkNames(_ folder: String) -> String {
        var characters = Array(folder)
        for name in ["swiftui", "uikit"].map(Array.init) {
            var start = 0
            while start + name.count <= characters.count {
                let window = characters[start..<(start + name.count)]
                if zip(window, name).allSatisfy({ $0.lowercased() == String($1) }) {
                    characters.removeSubrange(start..<(start + name.count))
                } else {
                    start += 1
                }
            }
        }
        return String(characters)
    }

    private func inferredAssignment(name: Substring, folderFacts: FolderFacts) -> Assignment? {
        if let decisive = folderFacts.decisive { return decisive }
        for rule in inference {
            if let pattern = rule.files.first(where: { $0.matches(String(name)) }) {
                // A name names a role, and a role of one inner layer does not move a file out of a
                // folder of the other (a use case a network module implements, a `…DTO` in a
                // domain entity folder), as a use case declared in a data folder stays data.
                if let folder = folderFacts.fallback, folder.layer != rule.layer,
                    Self.innerLayers.contains(folder.layer), Self.innerLayers.contains(rule.layer)
                {
                    return folder
                }
                return Assignment(layer: rule.layer, source: .fileName(pattern: pattern.pattern))
            }
        }
        return folderFacts.fallback
    }

    /// For each path, whether a folder on it is a test folder (`Tests`, `*Tests`, …), whatever
    /// strata.json says: rules about tests look for them there. Each folder is matched once.
    public func testFolderFlags(for relativePaths: [String]) -> [Bool] {
        var cache: [Substring: Bool] = [:]
        return relativePaths.map { path in
            let folder = Self.split(path).folder
            if let known = cache[folder] { return known }
            let isTest = folder.split(separator: "/").contains { name in
                testFolders.contains { $0.matches(String(name)) }
            }
            cache[folder] = isTest
            return isTest
        }
    }

    /// The layers of many files at once (see ``lookUp(_:)``).
    public func layers(for relativePaths: [String]) -> [String?] {
        lookUp(relativePaths).layers
    }

    /// Configured globs that match none of `relativePaths`: a typo in strata.json would
    /// otherwise silently leave a layer unchecked.
    public func unmatchedGlobs(in relativePaths: [String]) -> [(layer: String, glob: String)] {
        lookUp(relativePaths).unmatchedGlobs
    }

    /// The layers of many files at once, and the configured globs none of them matched, from one
    /// pass: each path is split once and looked up in the glob index. Inference reads each folder
    /// once, however many files it holds — a large project's files share a few hundred folders.
    public func lookUp(_ relativePaths: [String]) -> (
        layers: [String?], unmatchedGlobs: [(layer: String, glob: String)]
    ) {
        let globs = configured ?? custom
        var isMatched = [Bool](repeating: false, count: globs.count)
        var cache: [Substring: FolderFacts] = [:]
        let layers = relativePaths.map { path -> String? in
            // Without globs nothing can match, and the path need not be split.
            let matching = globs.isEmpty ? [] : globIndex.matchingGlobs(Glob.components(of: path))
            for position in matching { isMatched[position] = true }
            if let assignment = mostSpecific(among: matching) { return assignment.layer }
            guard configured == nil else { return nil }
            let (folder, name) = Self.split(path)
            let facts = cache[folder] ?? folderFacts(folder)
            cache[folder] = facts
            return inferredAssignment(name: name, folderFacts: facts)?.layer
        }
        let unmatched = zip(globs, isMatched).filter { !$1 }.map { ($0.0.layer, $0.0.glob.pattern) }
        return (layers, unmatched)
    }

    /// The layer globs inference found for these files, for `strata init --adopt` to write down:
    /// a folder glob where a folder decided, `<folder>/<pattern>` where a file name did.
    public func inferredGlobs(for relativePaths: [String]) -> [String: [String]] {
        var globs: [String: Set<String>] = [:]
        for path in relativePaths {
            guard let assignment = inferredAssignment(for: path) else { continue }
            let glob: String
            switch assignment.source {
            case .testFolder(let folder), .target(let folder), .folder(let folder):
                glob = Self.escapingComponents(of: folder) + "/**"
            case .fileName(let pattern):
                let folder = Self.escapingComponents(of: path.split(separator: "/").dropLast().joined(separator: "/"))
                glob = folder.isEmpty ? pattern : folder + "/" + pattern
            case .configured(let pattern):
                glob = pattern
            }
            globs[assignment.layer, default: []].insert(glob)
        }
        return globs.mapValues { $0.sorted() }
    }

    /// A folder path as a glob naming exactly it: glob characters in its names escaped.
    private static func escapingComponents(of folder: String) -> String {
        folder.split(separator: "/", omittingEmptySubsequences: false).map { Glob.escaping($0) }
            .joined(separator: "/")
    }
}
