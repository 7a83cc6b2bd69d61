import SwiftUI
import ↓ComposableArchitecture

struct ProfileScreen: View {
    let store: ↓StoreOf<ProfileFeature>

    var body: some View { Text(store.name) }
}
