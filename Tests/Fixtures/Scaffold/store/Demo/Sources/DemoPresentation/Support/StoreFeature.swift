/// What a screen's logic decides: how each action changes its state, and which work it starts.
///
/// `handle` runs on the main actor and changes state synchronously, so tests see every transition in order;
/// anything slow goes into the returned effect, which reports back with more actions.
@MainActor
public protocol StoreFeature {
    associatedtype State: AnyObject
    associatedtype Action: Sendable

    func handle(_ action: Action, state: State) -> StoreEffect<Action>
}
