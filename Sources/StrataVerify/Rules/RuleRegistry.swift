/// Every rule implementation, by rules.json id: the only list of rules. A test holds it and
/// rules.json to each other: every catalog id has an implementation here and every
/// implementation a catalog entry.
///
/// Adding a rule touches its data (its rules.json entry and its example files in
/// `knowledge/rules/<id>/`), its Swift file in `Rules/` and a line here; the engine names no rule.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        LayerDependency.self,
        UndeclaredDependency.self,
        UnusedDependency.self,
        DomainPurity.self,
        ViewModelInjectsUseCases.self,
        ViewModelNoAnimationState.self,
        ViewModelStyleConsistency.self,
        NoLegacyFramework<RxSwiftFramework>.self,
        NoLegacyFramework<ComposableArchitectureFramework>.self,
        ViewNoBusinessLogic.self,
        ViewOwnsViewModel.self,
        UseCaseShape.self,
        RepositoryPlacement.self,
        TestCoverage.self,
        NoSingletonsInCore.self,
        ThemeTokens.self,
        ReservedTypeName.self,
        UIViewNaming.self,
    ]

    /// Per rule id, the placeholders its findings fill in, for checking rules.json's messages.
    public static var suppliedPlaceholders: [String: Set<String>] {
        Dictionary(all.map { ($0.id, $0.placeholders) }, uniquingKeysWith: { first, _ in first })
    }

    public static func implementation(for id: String) -> (any Rule.Type)? {
        all.first { $0.id == id }
    }
}
