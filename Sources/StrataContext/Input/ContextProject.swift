import StrataDiagnostics
import StrataKnowledge

/// What `strata context` needs from the project: its `strata.json` (module, style, layer
/// paths) and the exact commands of the `strata` that generates the bundle.
public struct ContextProject: Sendable, Equatable {
    /// The package name its layer modules share (`Shop` of `ShopDomain`); empty for an app adopted without one,
    /// whose layers are folders of one module and are named by those folders.
    public var module: String
    /// What the bundle calls the project: the module, else (set by the caller) its folder's name.
    public var name: String
    public var style: String
    /// Layer ids and their globs, in strata.json's order.
    public var layers: [LayerPaths]
    public var tests: [String]
    /// What the project is moving away from (strata.json's `migratingFrom`): the bundle then
    /// carries the migration maps that lead from it to the project's style.
    public var migratingFrom: [String]
    public var commands: Commands
    /// strata.json's custom layers: described beside the shipped ones, as verify holds code to them.
    public var customLayers: [CustomLayer] = []
    /// `.strata/rules.json`'s rules, listed after the shipped ones, as verify runs them beside those.
    public var projectRules: [ProjectRule] = []
    /// strata.json's `modules`: module name → layer (an Xcode app's framework targets). A layer with
    /// modules of its own is named by them, not by the module-name pattern.
    public var modules: [String: String] = [:]
    /// The Xcode project's targets, as verify reads them; empty for a Swift package.
    public var xcodeTargets: [XcodeTarget] = []

    /// An Xcode target and the layer verify holds it to: an agent adding a type learns which
    /// target compiles that layer's code.
    public struct XcodeTarget: Sendable, Equatable {
        public var name: String
        /// `app`, `framework` or `tests`.
        public var kind: String
        /// Nil for an app target whose files span layers.
        public var layer: String?

        public init(name: String, kind: String, layer: String?) {
            self.name = name
            self.kind = kind
            self.layer = layer
        }
    }

    /// What the bundle says of a project rule: one line, as of a shipped rule in the lean files; and what
    /// the MCP server's `explain_rule` gives of it, as of a shipped rule.
    public struct ProjectRule: Sendable, Equatable {
        public var id: String
        public var name: String
        public var severity: String
        public var layers: [String]
        public var summary: String
        /// Which files it reads and what it finds there.
        public var scope: String
        public var fixHint: String
        /// The rule's examples, markers removed: code that triggers it first, then code that passes.
        public var examples: [DiagnosticReport.Example]

        public init(
            id: String, name: String? = nil, severity: String, layers: [String], summary: String, scope: String,
            fixHint: String = "", examples: [DiagnosticReport.Example] = []
        ) {
            self.id = id
            self.name = name ?? id
            self.severity = severity
            self.layers = layers
            self.summary = summary
            self.scope = scope
            self.fixHint = fixHint
            self.examples = examples
        }
    }

    public struct LayerPaths: Sendable, Equatable {
        public var layer: String
        public var globs: [String]

        public init(layer: String, globs: [String]) {
            self.layer = layer
            self.globs = globs
        }
    }

    /// Command lines shown to agents, supplied by the CLI that owns their syntax.
    public struct Commands: Sendable, Equatable {
        public var scaffoldFeature: String
        public var verify: String
        public var regenerate: String
        /// Template id → the command that renders that one template.
        public var addTemplate: [String: String]
        /// Lists the legacy code left to migrate; shown only to projects that declare `migratingFrom`.
        public var migrate: String?

        public init(
            scaffoldFeature: String, verify: String, regenerate: String, addTemplate: [String: String],
            migrate: String? = nil
        ) {
            self.scaffoldFeature = scaffoldFeature
            self.verify = verify
            self.regenerate = regenerate
            self.addTemplate = addTemplate
            self.migrate = migrate
        }
    }

    public init(
        module: String, style: String, layers: [LayerPaths], tests: [String], migratingFrom: [String] = [],
        commands: Commands
    ) {
        self.module = module
        self.name = module
        self.style = style
        self.layers = layers
        self.tests = tests
        self.migratingFrom = migratingFrom
        self.commands = commands
    }

    public func globs(of layer: String) -> [String] {
        layers.first { $0.layer == layer }?.globs ?? []
    }

    /// The project's folder as seen from where the bundle is written: empty when it is written in the project,
    /// `apps/ios/Shop` when written at the root of a repository holding the package there.
    public private(set) var folder = ""

    /// The same project seen from a folder above it (`context --out` at the repository root): every glob gains
    /// the project's path from there, since Copilot, Cursor and Claude resolve a rule file's globs from the
    /// folder they read it in, and an unrooted `Sources/**` would match nothing of the package.
    public func seen(fromAbove folder: String) -> ContextProject {
        guard !folder.isEmpty else { return self }
        var rooted = self
        rooted.folder = folder
        rooted.layers = layers.map { LayerPaths(layer: $0.layer, globs: $0.globs.map { folder + "/" + $0 }) }
        rooted.tests = tests.map { folder + "/" + $0 }
        rooted.customLayers = customLayers.map { layer in
            var layer = layer
            layer.globs = layer.globs.map { folder + "/" + $0 }
            return layer
        }
        return rooted
    }
}
