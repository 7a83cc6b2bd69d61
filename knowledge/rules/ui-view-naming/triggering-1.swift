import SwiftUI

struct ↓ProfileForm: View {
    @Binding var name: String

    var body: some View {
        TextField("Name", text: $name)
    }
}
