import DemoDomain

/// Returns what a test arranged, and lets the test act while a call is still running: look at the state, start
/// a newer load, or leave the screen. Like a real use case it stops with `CancellationError` once cancelled.
@MainActor
public final class MockLoadSettingsUseCase: LoadSettingsUseCase {
    public var result: Result<Settings?, any Error>
    public var onExecute: @MainActor () async -> Void = {}
    public private(set) var callCount = 0

    public init(result: Result<Settings?, any Error> = .success(nil)) {
        self.result = result
    }

    public func execute() async throws -> Settings? {
        callCount += 1
        await onExecute()
        try _Concurrency.Task.checkCancellation()
        return try result.get()
    }
}

/// Records every value it is asked to save, then fails if a test arranged an error; a test can act while the
/// call is running, and a cancelled call stops with `CancellationError`.
@MainActor
public final class MockSaveSettingsUseCase: SaveSettingsUseCase {
    public var error: (any Error)?
    public var onExecute: @MainActor () async -> Void = {}
    public private(set) var savedSettings: [Settings] = []

    public init(error: (any Error)? = nil) {
        self.error = error
    }

    public func execute(_ settings: Settings) async throws {
        savedSettings.append(settings)
        await onExecute()
        try _Concurrency.Task.checkCancellation()
        if let error { throw error }
    }
}
