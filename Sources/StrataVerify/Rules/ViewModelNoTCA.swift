import StrataKnowledge

/// Presentation and UI code use view models (or the store style), not the Composable
/// Architecture: the TCA migration map names what replaces each construct, so the finding
/// says what to write instead.
struct ViewModelNoTCA: FileRule {
    static let id = "viewmodel-no-tca"
    static let placeholders: Set<String> = MigrationDetector.placeholders

    private let detector: MigrationDetector

    init(context: RuleContext) throws(KnowledgeError) {
        detector = try MigrationDetector(ruleContext: context)
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        detector.report(file, into: &report)
    }
}
