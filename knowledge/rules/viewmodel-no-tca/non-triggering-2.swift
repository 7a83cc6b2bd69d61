public enum ProfileAction: Sendable {
    case nameChanged(String)
}
