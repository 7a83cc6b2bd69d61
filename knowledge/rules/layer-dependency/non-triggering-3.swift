import SwiftUI

struct ProfileView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}

#Preview {
    ProfileView(name: ProfileDTO(name: "Ada").name)
}
