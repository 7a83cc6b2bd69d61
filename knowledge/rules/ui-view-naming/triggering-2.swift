import SwiftUI

struct ↓OrderRow: SwiftUI.View {
    var body: some View { Text("Order") }
}
