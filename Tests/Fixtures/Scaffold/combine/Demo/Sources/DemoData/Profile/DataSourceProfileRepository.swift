import DemoDomain

/// `ProfileRepository` over a `ProfileDataSource`: turns the source's DTOs into `Profile` values
/// and back, and whatever went wrong into `ProfileError`, recorded in `log` as it happened.
///
/// Cancellation is never an error: it reaches the caller as `CancellationError`, however the source reported it.
public struct DataSourceProfileRepository: ProfileRepository {
    private let dataSource: any ProfileDataSource
    private let log: DataLog

    public init(dataSource: any ProfileDataSource, log: DataLog = .system) {
        self.dataSource = dataSource
        self.log = log
    }

    /// A record the domain cannot hold is left out and recorded; the load fails only when none can be read.
    public func loadAll() async throws -> [Profile] {
        try await mappingErrors("load") {
            let records = try await dataSource.fetchAll()
            let values = records.map { record in Result { try record.profile() } }
            return try log.keepingReadable(values, of: "Profile records")
        }
    }

    public func save(_ profile: Profile) async throws {
        try await mappingErrors("save") {
            try await dataSource.save(ProfileDTO(profile))
        }
    }

    public func delete(id: Profile.ID) async throws {
        try await mappingErrors("delete") {
            try await dataSource.delete(id: ProfileDTO.serverID(id))
        }
    }

    /// What `loadAll()` reads, once, then the end: a request-response source has nothing to push. The live
    /// stream comes from an adapter over a service that pushes changes (`strata add adapter`).
    public func updates() -> AsyncThrowingStream<[Profile], any Error> {
        AsyncThrowingStream { continuation in
            let reading = _Concurrency.Task {
                do {
                    continuation.yield(try await loadAll())
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
    }

    private func mappingErrors<Value>(_ operation: String, _ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch let error as ProfileError {
            log.record("Profile \(operation) failed: \(error)")
            throw error
        } catch {
            let failure = SourceFailure(error)
            if failure != .cancelled {
                log.record("Profile \(operation) failed: \(error)")
            }
            switch failure {
            case .cancelled: throw CancellationError()
            case .notFound: throw ProfileError.notFound
            case .notAuthorized: throw ProfileError.notAuthorized
            case .rejected: throw ProfileError.rejected
            case .serverFailure: throw ProfileError.serverFailure
            case .invalidData: throw ProfileError.invalidData
            case .unavailable: throw ProfileError.unavailable
            }
        }
    }
}
