import StrataKnowledge

/// New and migrated view models use Combine or Swift concurrency, not RxSwift: the RxSwift
/// migration maps name each construct's replacement, so the finding says what to write instead.
struct ViewModelNoRxSwift: FileRule {
    static let id = "viewmodel-no-rxswift"

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
