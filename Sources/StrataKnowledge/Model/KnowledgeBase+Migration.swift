import StrataDiagnostics

extension KnowledgeBase {
    /// The names a migration can start from (`rxswift`, `tca`, …), each once, sorted.
    public var migrationSources: [String] {
        Array(Set(migrationMaps.map(\.source))).sorted()
    }

    /// The maps that carry code from `source` to `style`.
    ///
    /// A source may have one map per target (RxSwift to Combine, RxSwift to async/await): the
    /// style's own `migrationMaps` pick among them. Maps no style lists (dependency injection)
    /// apply whatever the style. A source whose maps all lead to other styles is an error rather
    /// than an empty list: migrating a combine project "from ObservableObject" would otherwise
    /// silently report nothing.
    public func migrationMaps(from source: String, toward style: ViewModelStyleID) throws(MigrationSelectionError)
        -> [MigrationMap]
    {
        let candidates = migrationMaps.filter { $0.source == source }
        guard !candidates.isEmpty else {
            throw .unknownSource(source: source, known: migrationSources)
        }
        let preferred = stateManagement.style(style)?.migrationMaps ?? []
        let chosen = candidates.filter { preferred.contains($0.id) }
        if !chosen.isEmpty { return chosen }
        let styled = Set(stateManagement.styles.flatMap(\.migrationMaps))
        let styleFree = candidates.filter { !styled.contains($0.id) }
        guard !styleFree.isEmpty else {
            let styles = stateManagement.styles.filter { style in
                candidates.contains { style.migrationMaps.contains($0.id) }
            }
            throw .notTowardStyle(source: source, style: style.rawValue, styles: styles.map(\.id.rawValue))
        }
        return styleFree
    }

    /// The rule that enforces a map's replacements: one that scans with the map first, else one
    /// that points to it.
    public func rule(enforcing mapID: String) -> RuleDefinition? {
        rules.rules.first { $0.parameter("migrationMaps").contains(mapID) }
            ?? rules.rules.first { ($0.seeAlso ?? []).contains(mapID) }
    }
}

/// Why no migration maps could be chosen for a `--from` source.
public enum MigrationSelectionError: DiagnosticError, Equatable, Sendable, CustomStringConvertible {
    case unknownSource(source: String, known: [String])
    /// Every map from `source` leads to one of `styles`, not to the project's `style`.
    case notTowardStyle(source: String, style: String, styles: [String])

    public var diagnostics: [Diagnostic] {
        [Diagnostic(id: Diagnostic.id("migration", caseOf: self), severity: .error, message: description)]
    }

    public var description: String {
        switch self {
        case .unknownSource(let source, let known):
            return "unknown migration source '\(source)'; use one of: \(known.joined(separator: ", "))"
        case .notTowardStyle(let source, let style, let styles):
            return "the \(style) style has no migration from \(source); it is a migration toward the "
                + "\(styles.joined(separator: " or ")) style, so set \"style\" in strata.json to one of those"
        }
    }
}
