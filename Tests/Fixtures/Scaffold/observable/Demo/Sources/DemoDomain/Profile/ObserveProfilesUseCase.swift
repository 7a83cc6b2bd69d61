/// Follows every stored ``Profile``: the values now, then again each time they change.
///
/// View models depend on this one capability instead of the whole repository, which keeps their dependencies
/// honest and their tests small.
public protocol ObserveProfilesUseCase: Sendable {
    /// Synchronous: the stream is the work, and whoever iterates it decides how long it runs.
    func execute() -> AsyncThrowingStream<[Profile], any Error>
}

public struct DefaultObserveProfilesUseCase: ObserveProfilesUseCase {
    private let repository: any ProfileRepository

    public init(repository: any ProfileRepository) {
        self.repository = repository
    }

    public func execute() -> AsyncThrowingStream<[Profile], any Error> {
        repository.updates()
    }
}
