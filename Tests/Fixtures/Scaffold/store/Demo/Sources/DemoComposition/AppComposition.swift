/// The composition root: the one place that knows every concrete type.
///
/// Create one instance when the app launches and keep it for the app's lifetime; each feature's composition
/// owns that feature's data, so every screen of a feature sees the same records.
public struct AppComposition: Sendable {
    public let profile = ProfileComposition()
    public let settings = SettingsComposition()
    // strata:features - `strata feature` registers each new feature above this line.

    public init() {}
}
