import SwiftUI

struct OrderRowView: View {
    let order: Order

    var body: some View { Text(order.title) }
}
