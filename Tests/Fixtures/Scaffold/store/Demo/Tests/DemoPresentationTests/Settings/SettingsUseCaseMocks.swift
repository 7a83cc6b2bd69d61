@testable import DemoDomain

/// Returns what a test arranged and lets it act at the moment of the call: look at the state, or send a newer
/// action while this call is still running.
@MainActor
final class MockLoadSettingsUseCase: LoadSettingsUseCase {
    var result: Result<[Settings], TestError> = .success([])
    var onExecute: @MainActor () async -> Void = {}
    private(set) var callCount = 0

    func execute() async throws -> [Settings] {
        callCount += 1
        await onExecute()
        return try result.get()
    }
}

/// Records every value it is asked to save, then fails if a test arranged an error.
@MainActor
final class MockSaveSettingsUseCase: SaveSettingsUseCase {
    var error: TestError?
    private(set) var savedSettings: [Settings] = []

    func execute(_ settings: Settings) async throws {
        savedSettings.append(settings)
        if let error { throw error }
    }
}
