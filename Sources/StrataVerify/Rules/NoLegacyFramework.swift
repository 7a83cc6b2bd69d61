import StrataKnowledge

/// View models use Combine or Swift concurrency and the configured style, not a framework the
/// project migrates away from. Every such rule has this one shape over its rules.json data: the
/// migration maps name each construct's replacement, so the finding says what to write instead,
/// and the forbidden imports name the framework's modules.
struct NoLegacyFramework<Framework: LegacyFramework>: FileRule {
    static var id: String { Framework.ruleID }
    static var placeholders: Set<String> { ["name", "replacement", "map"] }

    private struct Parameters: Decodable {
        var migrationMaps: [String]
        var forbiddenImports: [String]
    }

    private let detector: MigrationDetector

    init(context: RuleContext) throws(KnowledgeError) {
        let parameters = try context.parameters(Parameters.self)
        let maps = MigrationDetector.ordered(
            parameters.migrationMaps, style: context.styleIsConfigured ? context.style : nil,
            knowledge: context.knowledge)
        detector = MigrationDetector(
            maps: maps, forbiddenImports: parameters.forbiddenImports, style: context.style.id.rawValue)
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        guard !isFrameworkPlumbing(file) else { return }
        for match in detector.matches(in: file) {
            report.add(
                line: match.line, column: match.column,
                ["name": match.name, "replacement": match.replacement, "map": match.mapID])
        }
    }

    /// A file of nothing but extensions of the framework's own types (`extension ObservableType`,
    /// `extension Reactive where Base: UITableView`): the app's plumbing for the framework, shared by
    /// whatever uses it, declaring no view model.
    private func isFrameworkPlumbing(_ file: CheckedFile) -> Bool {
        let topLevel = file.index.declarations.compactMap(\.type)
        return !topLevel.isEmpty
            && topLevel.allSatisfy { $0.kind == .extension && Framework.extensibleTypes.contains($0.name) }
    }
}

/// Which rules.json entry a ``NoLegacyFramework`` rule reads.
protocol LegacyFramework: Sendable {
    static var ruleID: String { get }
    /// The framework's types apps extend with their own operators and bindings.
    static var extensibleTypes: Set<String> { get }
}

/// RxSwift, which the RxSwift migration maps replace with Combine or Swift concurrency.
enum RxSwiftFramework: LegacyFramework {
    static let ruleID = "viewmodel-no-rxswift"
    static let extensibleTypes: Set<String> = [
        "ObservableType", "ObservableConvertibleType", "Observable", "PrimitiveSequence", "PrimitiveSequenceType",
        "SharedSequence", "SharedSequenceConvertibleType", "Driver", "Signal", "Infallible", "InfallibleType",
        "Reactive", "ControlEvent", "ControlProperty", "Binder",
    ]
}

/// The Composable Architecture, which the TCA migration map replaces with view models (or the
/// store style).
enum ComposableArchitectureFramework: LegacyFramework {
    static let ruleID = "viewmodel-no-tca"
    static let extensibleTypes: Set<String> = []
}
