import StrataKnowledge

extension MigrationDetector {
    /// The detector a "no legacy framework" rule runs: the maps and forbidden imports its
    /// rules.json parameters name, ordered for the configured style.
    init(ruleContext context: RuleContext) throws(KnowledgeError) {
        let maps = MigrationDetector.ordered(
            try context.parameter("migrationMaps"), style: context.styleIsConfigured ? context.style : nil,
            knowledge: context.knowledge)
        self.init(
            maps: maps, forbiddenImports: try context.parameter("forbiddenImports"), style: context.style.id.rawValue)
    }

    /// What ``report(_:into:)`` fills in for a rule's message.
    static let placeholders: Set<String> = ["name", "replacement", "map"]

    /// Reports every legacy construct with its replacement, as those rules' messages expect.
    func report(_ file: CheckedFile, into report: inout RuleReport) {
        for match in matches(in: file) {
            report.add(
                line: match.line, column: match.column,
                ["name": match.name, "replacement": match.replacement, "map": match.mapID])
        }
    }
}
