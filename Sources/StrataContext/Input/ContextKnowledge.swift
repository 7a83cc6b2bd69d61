/// The parts of the knowledge base the context bundle presents, in the order it presents
/// them. Built from `KnowledgeBase` by `ContextKnowledge.init(knowledgeBase:)`; kept separate
/// so renderers depend on what they show, not on how knowledge files are laid out.
public struct ContextKnowledge: Sendable {
    public var version: String
    /// A short digest of every knowledge file, so any knowledge change shows in the provenance
    /// line and `--check` notices it even when the change is not rendered.
    public var digest: String
    /// The module name knowledge examples are written for ("Demo"), replaced by the project's.
    public var exampleModule: String
    public var layers: [Layer]
    public var principles: [Statement]
    public var styles: [Style]
    /// The style a project without one in strata.json uses.
    public var defaultStyle: String
    public var stateRules: [Statement]
    public var topics: [Topic]
    public var rules: [Rule]
    public var templates: [Template]
    /// Every migration map, each knowing the styles it is the map toward for its source.
    public var migrations: [Migration]

    public init(
        version: String, digest: String, exampleModule: String, layers: [Layer], principles: [Statement],
        styles: [Style], defaultStyle: String, stateRules: [Statement], topics: [Topic], rules: [Rule],
        templates: [Template], migrations: [Migration]
    ) {
        self.version = version
        self.digest = digest
        self.exampleModule = exampleModule
        self.layers = layers
        self.principles = principles
        self.styles = styles
        self.defaultStyle = defaultStyle
        self.stateRules = stateRules
        self.topics = topics
        self.rules = rules
        self.templates = templates
        self.migrations = migrations
    }

    /// The sources strata.json's `migratingFrom` may name (`rxswift`, `tca`, …), sorted.
    public var migrationSources: [String] { Array(Set(migrations.map(\.source))).sorted() }

    /// The maps that carry code from `sources` to `style`, in knowledge order.
    public func migrations(from sources: [String], toward style: String) -> [Migration] {
        migrations.filter { sources.contains($0.source) && $0.styles.contains(style) }
    }

    /// A migration map as agents read it: what to do, in order, and what replaces what.
    public struct Migration: Sendable, Equatable {
        public var id: String
        public var source: String
        public var from: String
        public var to: String
        public var description: String
        public var strategy: [String]
        public var entries: [Prohibition]
        /// The styles this map is chosen for when migrating from `source`.
        public var styles: [String]

        public init(
            id: String, source: String, from: String, to: String, description: String, strategy: [String],
            entries: [Prohibition], styles: [String]
        ) {
            self.id = id
            self.source = source
            self.from = from
            self.to = to
            self.description = description
            self.strategy = strategy
            self.entries = entries
            self.styles = styles
        }
    }

    public struct Statement: Sendable, Equatable {
        public var id: String
        public var text: String
        public var rationale: String?

        public init(id: String, text: String, rationale: String? = nil) {
            self.id = id
            self.text = text
            self.rationale = rationale
        }
    }

    public struct Layer: Sendable, Equatable {
        public var id: String
        public var name: String
        public var purpose: String
        /// With `{{module}}` for the package name, e.g. `{{module}}Domain`.
        public var moduleTemplate: String
        public var belongs: [String]
        public var mustNot: [String]
        public var dependsOn: [String]
        public var allowedImports: [String]
        public var forbiddenImports: [String]
        /// Whether the layer admits only `allowedImports` (domain) or anything not forbidden.
        public var importsClosed: Bool

        public init(
            id: String, name: String, purpose: String, moduleTemplate: String, belongs: [String], mustNot: [String],
            dependsOn: [String], allowedImports: [String], forbiddenImports: [String], importsClosed: Bool
        ) {
            self.id = id
            self.name = name
            self.purpose = purpose
            self.moduleTemplate = moduleTemplate
            self.belongs = belongs
            self.mustNot = mustNot
            self.dependsOn = dependsOn
            self.allowedImports = allowedImports
            self.forbiddenImports = forbiddenImports
            self.importsClosed = importsClosed
        }
    }

    /// A state-management style; only the project's style is presented.
    public struct Style: Sendable, Equatable {
        public var id: String
        public var name: String
        public var summary: String
        public var guidelines: [String]
        public var requiredAttributes: [String]
        public var forbidden: [String]
        public var skeleton: String

        public init(
            id: String, name: String, summary: String, guidelines: [String], requiredAttributes: [String],
            forbidden: [String], skeleton: String
        ) {
            self.id = id
            self.name = name
            self.summary = summary
            self.guidelines = guidelines
            self.requiredAttributes = requiredAttributes
            self.forbidden = forbidden
            self.skeleton = skeleton
        }
    }

    /// Dependency injection, testing, theme: statements to follow and things to avoid.
    public struct Topic: Sendable, Equatable {
        public var id: String
        public var title: String
        public var statements: [Statement]
        public var prohibitions: [Prohibition]
        /// The layers whose scoped rule files repeat this topic (testing goes to tests).
        public var layers: [String]

        public init(id: String, title: String, statements: [Statement], prohibitions: [Prohibition], layers: [String]) {
            self.id = id
            self.title = title
            self.statements = statements
            self.prohibitions = prohibitions
            self.layers = layers
        }
    }

    public struct Prohibition: Sendable, Equatable {
        public var avoid: String
        public var instead: String

        public init(avoid: String, instead: String) {
            self.avoid = avoid
            self.instead = instead
        }
    }

    public struct Rule: Sendable, Equatable {
        public var id: String
        public var name: String
        public var severity: String
        public var layers: [String]
        public var summary: String
        public var fixHint: String
        public var examples: [Example]

        public init(
            id: String, name: String, severity: String, layers: [String], summary: String, fixHint: String,
            examples: [Example]
        ) {
            self.id = id
            self.name = name
            self.severity = severity
            self.layers = layers
            self.summary = summary
            self.fixHint = fixHint
            self.examples = examples
        }
    }

    public struct Example: Sendable, Equatable {
        /// The code with the knowledge base's position markers already removed.
        public var code: String
        public var note: String
        public var triggers: Bool
        /// The state-management style the example is written in; nil when it holds for all.
        public var style: String?
        /// The layer the example's file belongs to; nil for files outside the layers (Package.swift).
        public var layer: String?
        /// The other files of the example's project, by path, markers removed: where the rule looks across files
        /// (a test that exists, a file that imports), the difference between ❌ and ✅ lies in them.
        public var companions: [Companion]

        public struct Companion: Sendable, Equatable {
            public var path: String
            public var code: String

            public init(path: String, code: String) {
                self.path = path
                self.code = code
            }
        }

        public init(
            code: String, note: String, triggers: Bool, style: String?, layer: String?, companions: [Companion] = []
        ) {
            self.code = code
            self.note = note
            self.triggers = triggers
            self.style = style
            self.layer = layer
            self.companions = companions
        }
    }

    public struct Template: Sendable, Equatable {
        public var id: String
        public var description: String
        public var layer: String
        public var styles: [String]
        public var variables: [Variable]
        /// Output path templates, e.g. `Sources/{{ module }}Domain/{{ feature }}/{{ feature }}.swift`.
        public var outputs: [String]

        public init(
            id: String, description: String, layer: String, styles: [String], variables: [Variable], outputs: [String]
        ) {
            self.id = id
            self.description = description
            self.layer = layer
            self.styles = styles
            self.variables = variables
            self.outputs = outputs
        }
    }

    public struct Variable: Sendable, Equatable {
        public var name: String
        public var description: String
        public var defaultValue: String?
        /// The values the variable accepts, when it has a fixed set; empty for free text.
        public var choices: [String]

        public init(name: String, description: String, defaultValue: String?, choices: [String] = []) {
            self.name = name
            self.description = description
            self.defaultValue = defaultValue
            self.choices = choices
        }
    }
}
