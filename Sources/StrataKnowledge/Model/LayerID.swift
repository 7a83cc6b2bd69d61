/// The architecture layers: the five of Clean Architecture, and the shared code every one may use. Every layer-scoped fact in the knowledge base (rule scopes,
/// dependency edges, example contexts) names a layer through this type, so a typo in a
/// knowledge file fails decoding instead of silently scoping a rule to nothing.
public enum LayerID: String, CaseIterable, Codable, Sendable {
    case shared
    case domain
    case data
    case presentation
    case ui
    case composition
}
