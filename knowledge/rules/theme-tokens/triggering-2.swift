import SwiftUI

struct TagView: View {
    var color: Color = .↓gray
    let title: String

    var body: some View {
        Text(title)
            .accentColor(.↓orange)
            .buttonStyle(PillStyle(tint: .↓green))
            .shadow(color: .↓black, radius: 1)
    }
}
