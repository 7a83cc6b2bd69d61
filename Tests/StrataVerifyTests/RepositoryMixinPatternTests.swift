import Testing

@testable import StrataVerify

/// Repository-named protocols in data that are implementation mixins: their
/// behaviour lives in a constrained extension beside them, and gateways adopt them to reuse
/// it. They are data's implementation detail, not ports domain should own.
@Suite struct RepositoryMixinPatternTests {
    @Test func dataMixinsWithConstrainedExtensionsAreNotPortsOutOfPlace() throws {
        let files = [
            "App/Data/StoreRepository.swift": """
            protocol StoreRepository {
                associatedtype Record
                static func decode(_ row: [String: Any]) -> Record?
            }

            extension StoreRepository where Record: Identifiable {
                func all(rows: [[String: Any]]) -> [Record] { rows.compactMap(Self.decode) }
            }
            """,
            "App/Data/OrdersRepository.swift": """
            protocol ↓OrdersRepository {
                func orders() async throws -> [Int]
            }

            extension OrdersRepository {
                func first() async throws -> Int? { try await orders().first }
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "repository-placement", files: files, layers: [("data", ["App/Data/**"])])
        #expect(result.found == result.expected)
        // Nor does a mixin need a mock: nothing is injected through it.
        let coverage = try RealAppPatternTests.check("test-coverage", files: files, layers: [("data", ["App/Data/**"])])
        #expect(coverage.found == result.expected)
    }
}
