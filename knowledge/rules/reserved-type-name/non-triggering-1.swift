public struct TaskItem: Identifiable, Sendable {
    public let id: Int
}
