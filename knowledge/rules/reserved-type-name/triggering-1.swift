public struct ↓Task: Identifiable, Sendable {
    public let id: Int
}
