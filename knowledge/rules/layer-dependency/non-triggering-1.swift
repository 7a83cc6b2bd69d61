import SwiftUI
import DemoDomain
import DemoPresentation

struct ProfileNameView: View {
    let profile: Profile

    var body: some View { Text(profile.name) }
}
