#if canImport(Combine)
import Combine
import DemoDomain
import Foundation

/// The business state behind `ProfileScreen`, and its actions, each mapped to a use case; its `ScreenWork` turns
/// failures into state for the user, ties reads to the screen and lets writes run to their end.
@MainActor
public final class ProfileViewModel: ObservableObject, ScreenWorkOwner {
    /// An action that can fail while the loaded values stay on screen, and that `retry` sends again.
    public enum Action: Equatable, Sendable {
        case refresh
        case save(Profile)
        case delete(id: Profile.ID)
    }

    /// What the user types in the search field, and what the list follows: that text once typing pauses.
    @Published public var searchText = ""
    @Published public private(set) var appliedSearch = ""
    public let work: ScreenWork<[Profile], Action>
    private let saveProfile: any SaveProfileUseCase
    private let deleteProfile: any DeleteProfileUseCase
    private let observeProfiles: any ObserveProfilesUseCase

    /// - Parameter searchDelay: How long typing must pause before the list follows the search.
    public init(
        loadProfiles: any LoadProfilesUseCase,
        saveProfile: any SaveProfileUseCase,
        deleteProfile: any DeleteProfileUseCase,
        observeProfiles: any ObserveProfilesUseCase,
        searchDelay: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
    ) {
        work = ScreenWork(refresh: .refresh, message: ProfileError.message(for:)) {
            try await loadProfiles.execute()
        }
        self.saveProfile = saveProfile
        self.deleteProfile = deleteProfile
        self.observeProfiles = observeProfiles
        work.relayChanges(to: objectWillChange)
        $searchText.settledSearch(after: searchDelay).assign(to: &$appliedSearch)
    }

    /// The loaded values that match the search, all of them while it is empty, by the text each row shows.
    public var visibleProfiles: [Profile] {
        (state.value ?? []).matching(appliedSearch) { profile, shownTexts in
            shownTexts.append(profile.name.displayText)
            shownTexts.append(profile.age.displayText)
        }
    }

    /// Saves, then refreshes; a failure keeps what is on screen and offers to save again.
    @discardableResult
    public func save(_ profile: Profile) -> _Concurrency.Task<Void, Never> {
        start(.save(profile))
    }

    /// Saves what a form holds when it is a valid `Profile`; a draft with problems saves nothing.
    @discardableResult
    public func save(_ draft: ProfileDraft) -> _Concurrency.Task<Void, Never>? {
        draft.profile.map { save($0) }
    }

    /// Takes the row off the list at once, then deletes; a failure puts it back and offers to delete again.
    @discardableResult
    public func delete(id: Profile.ID) -> _Concurrency.Task<Void, Never> {
        start(.delete(id: id))
    }

    /// Shows every change of the stored values until the task running this is cancelled: the screen runs it in
    /// its own `.task`, which SwiftUI cancels when the screen goes away.
    public func observe() async {
        await work.follow(observeProfiles.execute())
    }

    /// Starts `action` with the use case it stands for; `retry(_:)` sends a failed one again.
    public func start(_ action: Action) -> _Concurrency.Task<Void, Never> {
        switch action {
        case .refresh:
            work.startRefresh()
        case .save(let profile):
            work.save(action) { [saveProfile] in
                try await saveProfile.execute(profile)
            }
        case .delete(let id):
            work.delete(action, row: id) { [deleteProfile] in
                try await deleteProfile.execute(id: id)
            }
        }
    }
}
#endif
