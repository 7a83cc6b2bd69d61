import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

@testable import StrataScaffold

/// Issue 12, item 5: a feature's data layer is a seam — the entity free of any wire format, a typed domain
/// error, a DTO with its mapping, a data source (remote over the package's HTTP client, and in memory) and a
/// repository named for what it is that maps DTOs and errors. That the generated code behaves is proven by its
/// own tests, which GeneratedPackageBuildTests runs; these check what the scaffolder writes, per style.
@Suite struct DataSeamScaffoldTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func aFeatureGetsTheWholeDataSeam(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough.files(style: style)
        for feature in ["Profile", "Settings"] {
            for path in [
                "Sources/DemoDomain/\(feature)/\(feature)Error.swift",
                "Sources/DemoData/\(feature)/\(feature)DTO.swift",
                "Sources/DemoData/\(feature)/\(feature)DataSource.swift",
                "Sources/DemoData/\(feature)/Remote\(feature)DataSource.swift",
                "Sources/DemoData/\(feature)/InMemory\(feature)DataSource.swift",
                "Sources/DemoData/\(feature)/DataSource\(feature)Repository.swift",
                "Tests/DemoDataTests/\(feature)/\(feature)DTOTests.swift",
                "Tests/DemoDataTests/\(feature)/Remote\(feature)DataSourceTests.swift",
                "Tests/DemoDataTests/\(feature)/DataSource\(feature)RepositoryTests.swift",
            ] {
                #expect(files[path] != nil, "\(style): \(path) is missing")
            }
            #expect(files["Sources/DemoData/\(feature)/Default\(feature)Repository.swift"] == nil)
        }
        for path in [
            "Sources/DemoData/Networking/HTTPClient.swift", "Sources/DemoData/Networking/URLSessionHTTPClient.swift",
            "Tests/DemoDataTests/Networking/StubHTTPClient.swift",
        ] {
            #expect(files[path] != nil, "\(style): \(path) is missing")
        }
    }

    @Test func theEntityIsFreeOfCodableAndTheDTOCarriesIt() throws {
        let files = try DemoWalkthrough.files(style: .observable)
        let entity = try #require(files["Sources/DemoDomain/Profile/Profile.swift"])
        #expect(entity.contains("public struct Profile: Equatable, Hashable, Identifiable, Sendable {"))
        #expect(!entity.contains("Codable"))
        let dto = try #require(files["Sources/DemoData/Profile/ProfileDTO.swift"])
        #expect(dto.contains("public struct ProfileDTO: Codable, Equatable, Identifiable, Sendable {"))
        #expect(dto.contains("throw ProfileError.invalidData"))
    }

    @Test func theFeatureErrorHasTheCasesEveryLayerAgreesOn() throws {
        let files = try DemoWalkthrough.files(style: .observable)
        let error = try #require(files["Sources/DemoDomain/Settings/SettingsError.swift"])
        #expect(error.contains("public enum SettingsError: Error, Equatable, Sendable {"))
        for name in ["unavailable", "notFound", "notAuthorized", "rejected", "serverFailure", "invalidData"] {
            #expect(error.contains("    case \(name)\n"), "SettingsError lacks \(name)")
        }
    }

    @Test func theRepositoryMapsFailuresAndKeepsCancellation() throws {
        let files = try DemoWalkthrough.files(style: .observable)
        let repository = try #require(files["Sources/DemoData/Profile/DataSourceProfileRepository.swift"])
        #expect(repository.contains("case .cancelled: throw CancellationError()"))
        let failure = try #require(files["Sources/DemoData/Support/SourceFailure.swift"])
        #expect(failure.contains("case let error as URLError where error.code == .cancelled:"))
        #expect(failure.contains("case is CancellationError:"))
    }

    /// Linux keeps URLSession in FoundationNetworking; without the conditional import the package builds on
    /// Apple platforms only.
    @Test func theURLSessionClientImportsFoundationNetworkingWhereItExists() throws {
        let files = try DemoWalkthrough.files(style: .observable)
        let client = try #require(files["Sources/DemoData/Networking/URLSessionHTTPClient.swift"])
        #expect(client.contains("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"))
    }
}
