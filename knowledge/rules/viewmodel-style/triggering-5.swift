public struct ↓ProfileFeature {
    public func handle(_ action: ProfileAction, state: ProfileState) -> StoreEffect<ProfileAction> {
        .none
    }
}
