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
