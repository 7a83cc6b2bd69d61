import DemoDomain

struct ProfileScreen: View {
    let loadProfile: any ↓LoadProfileUseCase
    @State private var name = ""

    var body: some View {
        Text(name).task { name = (try? await loadProfile.execute().name) ?? "" }
    }
}
