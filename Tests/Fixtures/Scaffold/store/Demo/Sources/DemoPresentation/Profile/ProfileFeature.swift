import DemoDomain

/// What `ProfileScreen` holds: the package's `Store` running `ProfileFeature`.
public typealias ProfileStore = Store<ProfileFeature>

/// How each `ProfileAction` changes `ProfileState`, and which use case it calls.
///
/// It talks to use cases only, so it never learns where data is stored, and it turns every failure into
/// state with a message for the user rather than throwing at the view.
public struct ProfileFeature: StoreFeature {
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

    public func handle(_ action: ProfileAction, state: ProfileState) -> StoreEffect<ProfileAction>? {
        switch action {
        case .load:
            state.profiles = .loading
            return fetch()
        case .refresh:
            return fetch()
        case .save(let profile):
            // One id per value: saving it again replaces a save still running, other values save side by side.
            return StoreEffect(id: "save \(profile.id)") { [saveProfile] in
                do {
                    try await saveProfile.execute(profile)
                    return .refresh
                } catch {
                    return .failed(message: "Saving failed. Please try again.")
                }
            }
        case .delete(let id):
            // One id per value, so deleting several rows at once runs every delete.
            return StoreEffect(id: "delete \(id)") { [deleteProfile] in
                do {
                    try await deleteProfile.execute(id: id)
                    return .refresh
                } catch {
                    return .failed(message: "Deleting failed. Please try again.")
                }
            }
        case .loaded(let profiles):
            state.profiles = .loaded(profiles)
            return nil
        case .failed(let message):
            state.profiles = .failed(message: message)
            return nil
        }
    }

    /// Every load runs under one id, so a newer load or refresh cancels an older one that is still running.
    private func fetch() -> StoreEffect<ProfileAction> {
        StoreEffect(id: "load") { [loadProfiles] in
            do {
                return .loaded(try await loadProfiles.execute())
            } catch {
                return .failed(message: "Loading failed. Check your connection and try again.")
            }
        }
    }
}
