import Combine

@MainActor
public final class ↓ProfileViewModel: ↓ObservableObject {
    ↓@Published public private(set) var state: LoadState<Profile> = .idle
}
