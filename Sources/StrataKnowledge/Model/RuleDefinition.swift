import StrataDiagnostics

/// One verifier rule: its scope, severity, message and the examples that specify it.
///
/// The examples are both the verifier's test cases and the agent context's illustrations, so a
/// rule's behaviour is defined in one place.
public struct RuleDefinition: Codable, Sendable, Equatable {
    public let id: String
    public let name: String
    /// The layers whose files the rule inspects.
    public let layers: [LayerID]
    public let severity: Severity
    /// How often a finding is a real problem; absent in an older overlay, which reads as unknown.
    public let precision: RulePrecision?
    public let summary: String
    /// Exactly what is matched and where the finding is reported.
    public let detection: String
    public let rationale: String
    public let fixHint: String
    /// The finding's text, with `{{placeholder}}`s the verifier fills in.
    public let message: String
    /// Named lists the detection refers to (forbidden types, name stems, migration maps).
    public let parameters: [String: [String]]?
    /// Ids of knowledge sections or migration maps that explain the rule.
    public let seeAlso: [String]?
    /// Ids of rules whose findings this rule's take the place of: where both would name the same
    /// code, only this rule's finding is reported, so one problem is named once.
    public let supersedes: [String]?
    public internal(set) var examples: Examples

    public func parameter(_ name: String) -> [String] {
        parameters?[name] ?? []
    }

    public struct Examples: Codable, Sendable, Equatable {
        public internal(set) var triggering: [RuleExample]
        public internal(set) var nonTriggering: [RuleExample]
    }
}

/// How far a rule's findings can be trusted, in SARIF's words, so code scanning can rank
/// them: `high` for rules matching declarations exactly (an import, a conformance), `medium`
/// for heuristics over names and shapes that a team's own conventions can defeat.
public enum RulePrecision: String, CaseIterable, Codable, Sendable {
    case veryHigh = "very-high"
    case high
    case medium
    case low
}

/// A small Swift file plus the context the rule needs to judge it.
///
/// The shipped examples are Swift files beside the catalog, `knowledge/rules/<rule id>/<file>`,
/// named by `file`; loading reads them into `code`. An overlay's rules.json may still write the
/// code inline.
public struct RuleExample: Codable, Sendable, Equatable {
    /// The file's text; in triggering examples each expected finding is marked.
    public internal(set) var code: String
    /// The example's Swift file in its rule's folder, when the code is not written inline.
    public let file: String?
    public let note: String
    /// The layer the file belongs to; `nil` only for files outside the layers (`Package.swift`).
    public let layer: LayerID?
    public let path: String?
    /// The configured view-model style; `nil` means the default style.
    public let style: ViewModelStyleID?
    /// Other files present in the example's project.
    public internal(set) var companions: [CompanionFile]?
    /// In a triggering example, the message of each expected finding, in marker order (one per
    /// `↓`), exactly as `strata verify` prints it; non-triggering examples have none.
    public let messages: [String]?
    /// A ✅ example that shows where the rule stops — code another rule reports, or too plain to
    /// need a test — rather than code to imitate: the tests run it like any other, and the agent
    /// context leaves it out, so agents never read it under a ✅.
    public let boundary: Bool?

    public struct CompanionFile: Codable, Sendable, Equatable {
        public let path: String
        public internal(set) var code: String
        /// The companion's Swift file in its rule's folder, when the code is not written inline.
        public let file: String?

        private enum CodingKeys: String, CodingKey { case path, code, file }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(String.self, forKey: .path)
            file = try container.decodeIfPresent(String.self, forKey: .file)
            code = try file == nil ? container.decode(String.self, forKey: .code) : ""
        }

        /// As the catalog reads once its files are read: the code, and the file it came from.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(code, forKey: .code)
            try container.encodeIfPresent(file, forKey: .file)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case code, file, note, layer, path, style, companions, messages, boundary
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        code = try file == nil ? container.decode(String.self, forKey: .code) : ""
        note = try container.decode(String.self, forKey: .note)
        layer = try container.decodeIfPresent(LayerID.self, forKey: .layer)
        path = try container.decodeIfPresent(String.self, forKey: .path)
        style = try container.decodeIfPresent(ViewModelStyleID.self, forKey: .style)
        companions = try container.decodeIfPresent([CompanionFile].self, forKey: .companions)
        messages = try container.decodeIfPresent([String].self, forKey: .messages)
        boundary = try container.decodeIfPresent(Bool.self, forKey: .boundary)
    }

    /// As the catalog reads once its files are read: the code, and the file it came from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encode(note, forKey: .note)
        try container.encodeIfPresent(layer, forKey: .layer)
        try container.encodeIfPresent(path, forKey: .path)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encodeIfPresent(companions, forKey: .companions)
        try container.encodeIfPresent(messages, forKey: .messages)
        try container.encodeIfPresent(boundary, forKey: .boundary)
    }

    /// The code read by the one marker parser, so validation, `strata verify`'s reports, the agent
    /// context and `rules explain` agree on the text without markers and on where each ↓ stands. Only
    /// ↓ is a marker: a keycap digit in an example is code.
    public var marked: MarkedText { MarkedText(code, markers: .places) }
}
