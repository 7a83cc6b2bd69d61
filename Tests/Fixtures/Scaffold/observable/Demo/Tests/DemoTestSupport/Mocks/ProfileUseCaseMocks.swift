import DemoDomain

/// Returns what a test arranged, and lets the test act while a call is still running: look at the state, start
/// a newer load, or leave the screen. Like a real use case it stops with `CancellationError` once cancelled.
@MainActor
public final class MockLoadProfilesUseCase: LoadProfilesUseCase {
    public var result: Result<[Profile], any Error>
    public var onExecute: @MainActor () async -> Void = {}
    public private(set) var callCount = 0

    public init(result: Result<[Profile], any Error> = .success([])) {
        self.result = result
    }

    public func execute() async throws -> [Profile] {
        callCount += 1
        await onExecute()
        try _Concurrency.Task.checkCancellation()
        return try result.get()
    }
}

/// Records every value it is asked to save, then fails if a test arranged an error; a test can act while the
/// call is running, and a cancelled call stops with `CancellationError`.
@MainActor
public final class MockSaveProfileUseCase: SaveProfileUseCase {
    public var error: (any Error)?
    public var onExecute: @MainActor () async -> Void = {}
    public private(set) var savedProfiles: [Profile] = []

    public init(error: (any Error)? = nil) {
        self.error = error
    }

    public func execute(_ profile: Profile) async throws {
        savedProfiles.append(profile)
        await onExecute()
        try _Concurrency.Task.checkCancellation()
        if let error { throw error }
    }
}

/// Records every identifier it is asked to delete, then fails if a test arranged an error; a test can act while
/// the call is running, and a cancelled call stops with `CancellationError`.
@MainActor
public final class MockDeleteProfileUseCase: DeleteProfileUseCase {
    public var error: (any Error)?
    public var onExecute: @MainActor () async -> Void = {}
    public private(set) var deletedIDs: [Profile.ID] = []

    public init(error: (any Error)? = nil) {
        self.error = error
    }

    public func execute(id: Profile.ID) async throws {
        deletedIDs.append(id)
        await onExecute()
        try _Concurrency.Task.checkCancellation()
        if let error { throw error }
    }
}

/// A stream a test drives: `send` a value, `fail` with an error or `finishUpdates`. `stopped` tells whether
/// whoever followed it stopped, as a screen does when it goes away.
public final class MockObserveProfilesUseCase: ObserveProfilesUseCase {
    private let updates: AsyncThrowingStream<[Profile], any Error>
    private let continuation: AsyncThrowingStream<[Profile], any Error>.Continuation
    private let stopSignal: AsyncStream<Void>.Continuation
    /// Ends once the follower stopped iterating, or the stream ended.
    public let stopped: AsyncStream<Void>

    public init() {
        (updates, continuation) = AsyncThrowingStream<[Profile], any Error>.makeStream()
        (stopped, stopSignal) = AsyncStream<Void>.makeStream()
        continuation.onTermination = { [stopSignal] _ in stopSignal.finish() }
    }

    nonisolated public func execute() -> AsyncThrowingStream<[Profile], any Error> {
        updates
    }

    public func send(_ profiles: [Profile]) {
        continuation.yield(profiles)
    }

    public func fail(_ error: any Error) {
        continuation.finish(throwing: error)
    }

    public func finishUpdates() {
        continuation.finish()
    }
}
