import DemoDomain

/// `SettingsRepository` over a `SettingsDataSource`: turns the source's DTOs into `Settings` values
/// and back, and whatever went wrong into `SettingsError`.
///
/// Cancellation is never an error: it reaches the caller as `CancellationError`, however the source reported it.
public struct DataSourceSettingsRepository: SettingsRepository {
    private let dataSource: any SettingsDataSource

    public init(dataSource: any SettingsDataSource) {
        self.dataSource = dataSource
    }

    public func load() async throws -> Settings? {
        try await mappingErrors {
            try await dataSource.fetch().map { try $0.settings() }
        }
    }

    public func save(_ settings: Settings) async throws {
        try await mappingErrors {
            try await dataSource.save(SettingsDTO(settings))
        }
    }

    private func mappingErrors<Value>(_ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch let error as SettingsError {
            throw error
        } catch {
            switch DataFailure(error) {
            case .cancelled: throw CancellationError()
            case .notFound: throw SettingsError.notFound
            case .invalidData: throw SettingsError.invalidData
            case .unavailable: throw SettingsError.unavailable
            }
        }
    }
}
