@MainActor
@Observable
public final class ↓ProfileViewModel {
    public private(set) var state: LoadState<Profile> = .idle

    public func load() async {
        state = .loading
    }
}
