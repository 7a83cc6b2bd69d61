import DemoDomain
import Observation

/// The business state behind `ProfileScreen`, and the actions it offers.
///
/// It talks to use cases only, so it never learns where data is stored, and it turns every failure into
/// state with a message for the user rather than throwing at the view.
@Observable
@MainActor
public final class ProfileViewModel {
    public private(set) var state: LoadState<[Profile]> = .idle

    private let loadProfiles: any LoadProfilesUseCase
    private let saveProfile: any SaveProfileUseCase
    private let deleteProfile: any DeleteProfileUseCase

    public init(
        loadProfiles: any LoadProfilesUseCase,
        saveProfile: any SaveProfileUseCase,
        deleteProfile: any DeleteProfileUseCase
    ) {
        self.loadProfiles = loadProfiles
        self.saveProfile = saveProfile
        self.deleteProfile = deleteProfile
    }

    /// Shows progress, then the result: for the first appearance and for retrying after a failure.
    public func load() async {
        state = .loading
        await refresh()
    }

    /// Fetches again while the current values stay on screen, as pull to refresh expects.
    public func refresh() async {
        do {
            state = .loaded(try await loadProfiles.execute())
        } catch {
            state = .failed(message: "Loading failed. Check your connection and try again.")
        }
    }

    /// Saves, then refreshes, so the list shows what is now stored.
    public func save(_ profile: Profile) async {
        do {
            try await saveProfile.execute(profile)
        } catch {
            state = .failed(message: "Saving failed. Please try again.")
            return
        }
        await refresh()
    }

    /// Deletes, then refreshes, so the list shows what is now stored.
    public func delete(id: Profile.ID) async {
        do {
            try await deleteProfile.execute(id: id)
        } catch {
            state = .failed(message: "Deleting failed. Please try again.")
            return
        }
        await refresh()
    }
}
