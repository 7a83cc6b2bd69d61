final class AppDependency {
    static let shared = AppDependency()
    let loadProfile = LoadProfile()
}
