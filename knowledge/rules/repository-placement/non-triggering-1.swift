import DemoDomain

public struct DataSourceProfileRepository: ProfileRepository {
    private let dataSource: any ProfileDataSource

    public init(dataSource: any ProfileDataSource) {
        self.dataSource = dataSource
    }

    public func loadAll() async throws -> [Profile] {
        try await dataSource.fetchAll().map { try $0.profile() }
    }
}
