import DemoDomain

extension Profile {
    public static let sample = Profile(name: "Ada")
}
