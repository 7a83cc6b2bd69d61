import StrataKnowledge

/// Presentation and UI code use view models (or the store style), not the Composable
/// Architecture: the TCA migration map names what replaces each construct, so the finding
/// says what to write instead.
struct ViewModelNoTCA: FileRule {
    static let id = "viewmodel-no-tca"

    private let detector: MigrationDetector

    init(context: RuleContext) throws(KnowledgeError) {
        let maps = MigrationDetector.ordered(
            try context.parameter("migrationMaps"), style: context.styleIsConfigured ? context.style : nil,
            knowledge: context.knowledge)
        detector = MigrationDetector(maps: maps, forbiddenImports: try context.parameter("forbiddenImports"))
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for match in detector.matches(in: file) {
            report.add(line: match.line, column: match.column, ["name": match.name, "replacement": match.replacement, "map": match.mapID])
        }
    }
}
