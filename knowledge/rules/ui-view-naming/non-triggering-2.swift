import SwiftUI

/// A style and a helper type are not views: only what conforms to View is a screen or a component.
struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding()
    }
}

enum ProfileLayout {
    static let columns = 2
}
