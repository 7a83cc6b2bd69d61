import DemoData
import Foundation

/// The composition root: the one place that knows every concrete type.
///
/// Create one instance when the app launches and keep it for the app's lifetime; each feature's composition
/// owns that feature's data, so every screen of a feature sees the same records. To put one feature on another
/// repository (an adapter over a legacy service), replace its composition before building screens:
/// `composition.profile = ProfileComposition(repository: …)`.
public struct AppComposition: Sendable {
    public var profile: ProfileComposition
    public var settings: SettingsComposition
    public var orders: OrdersComposition
    // strata:features - `strata feature` registers each new feature above this line.

    /// Every feature keeps its records in memory: for previews, tests and the first runs, before there is a
    /// server.
    public init() {
        self.init(server: nil)
    }

    /// Every feature reaches the server whose API lives at `baseURL`, through `httpClient` (in the app,
    /// `URLSessionHTTPClient()`).
    public init(httpClient: any HTTPClient, baseURL: URL) {
        self.init(server: Server(httpClient: httpClient, baseURL: baseURL))
    }

    private init(server: Server?) {
        profile = ProfileComposition(server: server)
        settings = SettingsComposition(server: server)
        orders = OrdersComposition(server: server)
        // strata:feature-wiring - `strata feature` builds each new feature above this line.
    }

    /// Where the features' remote data sources send their requests.
    struct Server: Sendable {
        let httpClient: any HTTPClient
        let baseURL: URL
    }
}
