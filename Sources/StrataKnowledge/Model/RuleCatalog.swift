/// `rules.json`: the rules `strata verify` enforces, and how their examples are written.
public struct RuleCatalog: Codable, Sendable, Equatable {
    public let schemaVersion: Int
    public let version: String
    public let description: String
    public let severities: [SeverityDefinition]
    /// Every `{{placeholder}}` rule messages may use, with what the verifier fills in.
    public let messagePlaceholders: [MessagePlaceholder]
    public let exampleConventions: ExampleConventions
    public internal(set) var rules: [RuleDefinition]

    public func rule(_ id: String) -> RuleDefinition? {
        rules.first { $0.id == id }
    }

    public struct SeverityDefinition: Codable, Sendable, Equatable {
        public let id: Severity
        public let meaning: String
        public let failsVerification: Bool
    }

    public struct MessagePlaceholder: Codable, Sendable, Equatable {
        public let name: String
        public let meaning: String
    }

    public struct ExampleConventions: Codable, Sendable, Equatable {
        /// Placed before each token where a triggering example expects a finding. Always ↓, the marker
        /// `MarkedText` reads (loading rejects any other): declared so that a reader of rules.json learns it.
        public let marker: String
        public let placement: [String]
        /// What an example's `layer`, `path`, `style` and `companions` mean.
        public let context: [String]
    }
}
