import StrataKnowledge

/// New and migrated view models use Combine or Swift concurrency, not RxSwift: the RxSwift
/// migration maps name each construct's replacement, so the finding says what to write instead.
struct ViewModelNoRxSwift: FileRule {
    static let id = "viewmodel-no-rxswift"
    static let placeholders: Set<String> = MigrationDetector.placeholders

    private let detector: MigrationDetector

    init(context: RuleContext) throws(KnowledgeError) {
        detector = try MigrationDetector(ruleContext: context)
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        detector.report(file, into: &report)
    }
}
