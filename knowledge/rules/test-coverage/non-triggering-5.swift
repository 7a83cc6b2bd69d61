public struct ProfileRowViewModel: Identifiable, Sendable {
    public let id: String
    public let title: String
    public let subtitle: String
}
