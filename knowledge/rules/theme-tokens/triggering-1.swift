struct ProfileHeaderView: View {
    let name: String

    var body: some View {
        Text(name)
            .font(.↓system(size: 28, weight: .bold))
            .foregroundStyle(Color.↓red)
            .background(↓Color(red: 0.95, green: 0.95, blue: 0.97))
    }
}
