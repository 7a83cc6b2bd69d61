/// How seriously a rule violation is taken; `rules.json` says which severities fail verification.
public enum Severity: String, CaseIterable, Codable, Sendable {
    case error
    case warning
}
