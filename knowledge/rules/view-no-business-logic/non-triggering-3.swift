struct ProfileSummaryView: View {
    let profile: Profile

    var body: some View { Text(profile.name) }
}
