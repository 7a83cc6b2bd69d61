import DemoDomain

/// `ProfileRepository` over a `ProfileDataSource`: turns the source's DTOs into `Profile` values
/// and back, and whatever went wrong into `ProfileError`.
///
/// Cancellation is never an error: it reaches the caller as `CancellationError`, however the source reported it.
public struct DataSourceProfileRepository: ProfileRepository {
    private let dataSource: any ProfileDataSource

    public init(dataSource: any ProfileDataSource) {
        self.dataSource = dataSource
    }

    public func loadAll() async throws -> [Profile] {
        try await mappingErrors {
            try await dataSource.fetchAll().map { try $0.profile() }
        }
    }

    public func save(_ profile: Profile) async throws {
        try await mappingErrors {
            try await dataSource.save(ProfileDTO(profile))
        }
    }

    public func delete(id: Profile.ID) async throws {
        try await mappingErrors {
            try await dataSource.delete(id: ProfileDTO.serverID(id))
        }
    }

    private func mappingErrors<Value>(_ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch let error as ProfileError {
            throw error
        } catch {
            switch DataFailure(error) {
            case .cancelled: throw CancellationError()
            case .notFound: throw ProfileError.notFound
            case .invalidData: throw ProfileError.invalidData
            case .unavailable: throw ProfileError.unavailable
            }
        }
    }
}
