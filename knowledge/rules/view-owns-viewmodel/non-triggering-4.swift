import SwiftUI
import ComposableArchitecture

struct CounterView: View {
    let store: StoreOf<Counter>
    @ObservedObject var viewStore: ViewStore<Counter.State, Counter.Action>

    init(store: StoreOf<Counter>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: { $0 })
    }

    var body: some View { Text("\(viewStore.count)") }
}
