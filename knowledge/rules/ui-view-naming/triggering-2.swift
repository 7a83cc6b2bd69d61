import SwiftUI

struct ↓OrderRow: SwiftUI.View {
    let order: Order

    var body: some View { Text(order.title) }
}
