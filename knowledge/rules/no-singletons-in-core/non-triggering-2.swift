import Foundation
import DemoDomain

public struct UserDefaultsSettingsRepository: SettingsRepository {
    public func load() async throws -> Settings {
        Settings(isCompact: UserDefaults.standard.bool(forKey: "compact"))
    }
}
