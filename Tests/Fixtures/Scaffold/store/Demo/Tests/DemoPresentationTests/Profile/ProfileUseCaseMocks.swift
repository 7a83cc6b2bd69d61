@testable import DemoDomain

/// Returns what a test arranged and lets it act at the moment of the call: look at the state, or send a newer
/// action while this call is still running.
@MainActor
final class MockLoadProfilesUseCase: LoadProfilesUseCase {
    var result: Result<[Profile], TestError> = .success([])
    var onExecute: @MainActor () async -> Void = {}
    private(set) var callCount = 0

    func execute() async throws -> [Profile] {
        callCount += 1
        await onExecute()
        return try result.get()
    }
}

/// Records every value it is asked to save, then fails if a test arranged an error.
@MainActor
final class MockSaveProfileUseCase: SaveProfileUseCase {
    var error: TestError?
    private(set) var savedProfiles: [Profile] = []

    func execute(_ profile: Profile) async throws {
        savedProfiles.append(profile)
        if let error { throw error }
    }
}

/// Records every identifier it is asked to delete, then fails if a test arranged an error.
@MainActor
final class MockDeleteProfileUseCase: DeleteProfileUseCase {
    var error: TestError?
    private(set) var deletedIDs: [Profile.ID] = []

    func execute(id: Profile.ID) async throws {
        deletedIDs.append(id)
        if let error { throw error }
    }
}
