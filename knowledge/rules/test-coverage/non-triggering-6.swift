public struct ProfileRowViewModel: Identifiable, Sendable {
    public let title: String
    public let avatar: URL?
    private let index: Int

    public init(profile: Profile, index: Int) {
        title = profile.name
        avatar = URL(string: profile.avatarPath)
        self.index = index
    }

    public var id: Int { index }
}
