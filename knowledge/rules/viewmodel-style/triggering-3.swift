import ReactorKit

@MainActor
final class ↓FeedReactor: Reactor {
    enum Action { case refresh }
    struct State { var titles: [String] = [] }
    let initialState = State()
}
