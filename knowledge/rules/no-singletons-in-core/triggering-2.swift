public final class SessionStore: @unchecked Sendable {
    public static let ↓shared = SessionStore()
    public var token: String?
}
