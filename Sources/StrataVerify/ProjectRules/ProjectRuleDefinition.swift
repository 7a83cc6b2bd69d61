import StrataDiagnostics
import StrataKnowledge

/// One rule of a project's `.strata/rules.json`: a check of a small data-driven kind, scoped by
/// layer, with the message, rationale and ❌/✅ examples a shipped rule has — so a team adds a rule
/// without recompiling Strata, and `strata rules test` proves it does what its examples say.
public struct ProjectRuleDefinition: Codable, Sendable, Equatable {
    /// What the rule looks for. Each kind reads its own list (`modules`, `types`, `calls`, or
    /// `typeSuffix` and `protocol`) and fills in its own message placeholders.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case forbiddenImport = "forbidden-import"
        case forbiddenTypeReference = "forbidden-type-reference"
        case forbiddenCall = "forbidden-call"
        case requiredConformance = "required-conformance"

        /// The placeholders its findings fill in: `layer` always, and what was found.
        public var placeholders: Set<String> {
            switch self {
            case .forbiddenImport: ["layer", "module"]
            case .forbiddenTypeReference: ["layer", "type"]
            case .forbiddenCall: ["layer", "call"]
            case .requiredConformance: ["layer", "type", "protocol"]
            }
        }

        /// The keys the kind needs, and so the only kind-specific keys a rule of it may have.
        var requiredKeys: [String] {
            switch self {
            case .forbiddenImport: ["modules"]
            case .forbiddenTypeReference: ["types"]
            case .forbiddenCall: ["calls"]
            case .requiredConformance: ["typeSuffix", "protocol"]
            }
        }

        static let kindSpecificKeys = ["modules", "types", "calls", "typeSuffix", "protocol"]
    }

    /// `project.` and a lowercase name, so a project rule never collides with a shipped one.
    public let id: String
    public let kind: Kind
    public let name: String?
    public let layers: [String]
    public let severity: Severity
    public let summary: String?
    /// The finding's text, with the kind's `{{placeholders}}`.
    public let message: String
    public let rationale: String
    public let fixHint: String?
    /// forbidden-import: module names.
    public let modules: [String]?
    /// forbidden-type-reference: type names.
    public let types: [String]?
    /// forbidden-call: a function (`print`) or a dotted member path (`DispatchQueue.main.sync`).
    public let calls: [String]?
    /// required-conformance: types whose name ends with this (the role)…
    public let typeSuffix: String?
    /// …must conform to this protocol, in their declaration or an extension in the same file.
    public let `protocol`: String?
    public let examples: Examples

    public struct Examples: Codable, Sendable, Equatable {
        public let triggering: [Example]
        public let nonTriggering: [Example]
    }

    /// A small Swift file the rule is run on: `↓` marks each finding of a ❌ example, and
    /// `messages` gives each one's text, in marker order.
    public struct Example: Codable, Sendable, Equatable {
        public let code: String
        public let note: String?
        /// The file's layer; the rule's first layer when absent.
        public let layer: String?
        public let path: String?
        public let messages: [String]?
    }

    /// What reporters and SARIF say of the rule.
    public func reported(severity: Severity) -> ReportedRule {
        ReportedRule(
            id: id, name: name ?? id, summary: summary ?? rationale, rationale: rationale, fixHint: fixHint ?? "",
            severity: Diagnostic.Severity(severity), layers: layers, precision: "high",
            examples: examples.triggering.map {
                DiagnosticReport.Example(
                    code: ProjectRules.markers(in: $0.code).text, note: $0.note ?? "", triggers: true)
            }
                + examples.nonTriggering.map {
                    DiagnosticReport.Example(code: $0.code, note: $0.note ?? "", triggers: false)
                },
            helpURI: nil)
    }
}

extension ProjectRuleDefinition {
    /// Which files the rule reads and what it finds there, in a line: `rules explain` and the agent
    /// context say it, as a shipped rule's summary says what it checks.
    public var scope: String {
        let finds: String =
            switch kind {
            case .forbiddenImport: "finds imports of " + (modules ?? []).joined(separator: ", ")
            case .forbiddenTypeReference: "finds the types " + (types ?? []).joined(separator: ", ") + " named in code"
            case .forbiddenCall: "finds calls of " + (calls ?? []).joined(separator: ", ")
            case .requiredConformance:
                "types whose name ends with '\(typeSuffix ?? "")' must conform to \(self.protocol ?? "")"
            }
        return "files in \(layers.joined(separator: ", ")); \(finds)"
    }

    /// The check of the rule's kind. Loading has made sure the kind's keys are there.
    var check: any FileCheck {
        switch kind {
        case .forbiddenImport: ForbiddenImportCheck(modules: Set(modules ?? []))
        case .forbiddenTypeReference: ForbiddenTypeReferenceCheck(types: Set(types ?? []))
        case .forbiddenCall: ForbiddenCallCheck(calls: calls ?? [])
        case .requiredConformance:
            RequiredConformanceCheck(typeSuffix: typeSuffix ?? "", requiredProtocol: self.protocol ?? "")
        }
    }
}
