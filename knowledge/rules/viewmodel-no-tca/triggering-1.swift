import ↓ComposableArchitecture

struct ProfileFeature: ↓Reducer {
    struct State: Equatable { var name = "" }
    enum Action { case nameChanged(String) }

    func reduce(into state: inout State, action: Action) -> ↓Effect<Action> {
        switch action {
        case let .nameChanged(name):
            state.name = name
            return .none
        }
    }
}
