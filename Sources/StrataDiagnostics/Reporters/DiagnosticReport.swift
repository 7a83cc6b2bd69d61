/// What one run reports, in every output format: its diagnostics, the rules or checks it ran
/// (so SARIF and JUnit list clean ones too) and what it covered. Reporters only format it; the
/// engines decide what was found and the exit code follows from the severities.
public struct DiagnosticReport: Sendable {
    /// A rule or check that ran, as the catalog describes it; `id` is the id of its diagnostics
    /// (`rule.domain-purity`, `check.template-render`).
    public struct Rule: Sendable, Hashable {
        public var id: String
        public var name: String
        public var summary: String
        public var rationale: String
        public var fixHint: String
        public var severity: Diagnostic.Severity
        /// The layers whose files it inspects; empty for checks that are not about layers.
        public var layers: [String]
        /// SARIF's precision (`very-high`, `high`, `medium`, `low`), when the catalog says.
        public var precision: String?
        /// Code that does (❌) and does not (✅) trigger it, for help a dashboard shows.
        public var examples: [Example]
        /// Where its full explanation lives.
        public var helpURI: String?

        public init(
            id: String, name: String, summary: String, rationale: String, fixHint: String,
            severity: Diagnostic.Severity,
            layers: [String] = [], precision: String? = nil, examples: [Example] = [], helpURI: String? = nil
        ) {
            self.id = id
            self.name = name
            self.summary = summary
            self.rationale = rationale
            self.fixHint = fixHint
            self.severity = severity
            self.layers = layers
            self.precision = precision
            self.examples = examples
            self.helpURI = helpURI
        }
    }

    /// One example of a rule: Swift code, without the catalog's finding markers.
    public struct Example: Sendable, Hashable {
        public var code: String
        public var note: String
        public var triggers: Bool

        public init(code: String, note: String, triggers: Bool) {
            self.code = code
            self.note = note
            self.triggers = triggers
        }
    }

    /// What the run covered; a count is nil where the command has no such thing.
    public struct Coverage: Sendable, Hashable {
        public var filesChecked: Int?
        public var filesSkipped: Int?
        public var linesChecked: Int?
        public var knowledgeFilesChecked: Int?
        public var rulesChecked: Int?
        public var templatesChecked: Int?

        public init(
            filesChecked: Int? = nil, filesSkipped: Int? = nil, linesChecked: Int? = nil,
            knowledgeFilesChecked: Int? = nil, rulesChecked: Int? = nil, templatesChecked: Int? = nil
        ) {
            self.filesChecked = filesChecked
            self.filesSkipped = filesSkipped
            self.linesChecked = linesChecked
            self.knowledgeFilesChecked = knowledgeFilesChecked
            self.rulesChecked = rulesChecked
            self.templatesChecked = templatesChecked
        }
    }

    /// The command that ran, e.g. `strata verify` (JUnit names its outermost suite after it).
    public var command: String
    /// In reporting order.
    public var diagnostics: [Diagnostic]
    /// In id order.
    public var rules: [Rule]
    public var coverage: Coverage

    public init(command: String, diagnostics: [Diagnostic], rules: [Rule] = [], coverage: Coverage = Coverage()) {
        self.command = command
        // Sorted where they lie: an initializer owns its arguments, so a list built for the report
        // is sorted without a copy of every diagnostic.
        self.diagnostics = diagnostics
        self.diagnostics.sort(by: Diagnostic.reportingOrder)
        self.rules = rules.sorted { $0.id < $1.id }
        self.coverage = coverage
    }

    /// Whether the run passes: nothing at `error` or worse.
    public var passes: Bool { !diagnostics.contains { $0.severity >= .error } }

    /// The diagnostics that are results of a rule or check that ran (the findings), as opposed
    /// to notes about the run itself (input problems, a stale baseline).
    public var results: [Diagnostic] {
        let ids = Set(rules.map(\.id))
        return diagnostics.filter { ids.contains($0.id) }
    }

    public func isResult(_ diagnostic: Diagnostic) -> Bool { rules.contains { $0.id == diagnostic.id } }

    /// The short name formats show beside a diagnostic (a text tag, a SARIF `ruleId`, a GitHub
    /// title, a JUnit suite): a rule's own id (`domain-purity`), else `strata-` and the
    /// diagnostic's namespace (`strata-input`), the names these formats have always used.
    public func tag(of diagnostic: Diagnostic) -> String {
        guard let dot = diagnostic.id.firstIndex(of: ".") else { return diagnostic.id }
        if isResult(diagnostic) { return String(diagnostic.id[diagnostic.id.index(after: dot)...]) }
        return "strata-" + diagnostic.id[..<dot]
    }

    public func tag(of rule: Rule) -> String {
        rule.id.firstIndex(of: ".").map { String(rule.id[rule.id.index(after: $0)...]) } ?? rule.id
    }
}

/// One output format of a ``DiagnosticReport``.
public protocol DiagnosticReporter {
    func render(_ report: DiagnosticReport) -> String
}

/// Styles the text format applies to parts of its output; the command line decides whether
/// they become colours (a terminal, no `NO_COLOR`) or nothing.
public enum TextStyle: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
}
