import DemoDomain

/// `SettingsRepository` over a `SettingsDataSource`: turns the source's DTOs into `Settings` values
/// and back, and whatever went wrong into `SettingsError`, recorded in `log` as it happened.
///
/// Cancellation is never an error: it reaches the caller as `CancellationError`, however the source reported it.
public struct DataSourceSettingsRepository: SettingsRepository {
    private let dataSource: any SettingsDataSource
    private let log: DataLog

    public init(dataSource: any SettingsDataSource, log: DataLog = .system) {
        self.dataSource = dataSource
        self.log = log
    }

    public func load() async throws -> Settings? {
        try await mappingErrors("load") {
            try await dataSource.fetch().map { try $0.settings() }
        }
    }

    public func save(_ settings: Settings) async throws {
        try await mappingErrors("save") {
            try await dataSource.save(SettingsDTO(settings))
        }
    }

    private func mappingErrors<Value>(_ operation: String, _ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch let error as SettingsError {
            log.record("Settings \(operation) failed: \(error)")
            throw error
        } catch {
            let failure = SourceFailure(error)
            if failure != .cancelled {
                log.record("Settings \(operation) failed: \(error)")
            }
            switch failure {
            case .cancelled: throw CancellationError()
            case .notFound: throw SettingsError.notFound
            case .notAuthorized: throw SettingsError.notAuthorized
            case .rejected: throw SettingsError.rejected
            case .serverFailure: throw SettingsError.serverFailure
            case .invalidData: throw SettingsError.invalidData
            case .unavailable: throw SettingsError.unavailable
            }
        }
    }
}
