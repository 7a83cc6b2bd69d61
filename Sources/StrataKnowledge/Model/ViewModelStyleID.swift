/// The view-model styles a project can be configured with (see `state_management.json`), and that
/// templates are written for.
public enum ViewModelStyleID: String, CaseIterable, Codable, Sendable {
    case observable
    case combine
    case store
}
