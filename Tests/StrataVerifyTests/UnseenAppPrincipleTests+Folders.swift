import Testing

@testable import StrataVerify

/// Principles about what folders say, found in the false findings of the second held-out split
/// once it was read: each names what is true of every app, not of the app that showed it.
extension UnseenAppPrincipleTests {
    /// A file name names a role (`…UseCase.swift`, `…DTO.swift`), and a role of one inner layer
    /// does not move a file out of a folder of the other: a use case a network module implements
    /// is that module's, a `…DTO` an entity folder of the domain keeps is the domain's — as a
    /// use case declared in a data folder stays data. Outside the inner layers the name decides.
    @Test func anInnerLayersFileNameYieldsToTheOtherInnerLayersFolder() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/NetworkPlatform/UseCases/LoginUseCase.swift":
                "final class LoginUseCase {\n    let network: NetworkProtocol\n"
                + "    init(network: NetworkProtocol) { self.network = network }\n}\n",
            "App/NetworkPlatform/Network/NetworkProtocol.swift": "protocol NetworkProtocol {\n    func login()\n}\n",
            "App/Shop/Domain/Entity/ProductDomainDTO.swift": "struct ProductDomainDTO {\n    let name: String\n}\n",
            "App/Shop/Domain/UseCase/ProductListUseCase.swift":
                "protocol ProductListUseCaseProtocol {\n    func fetch() async throws -> [ProductDomainDTO]\n}\n",
            "App/Shop/Presentation/Helpers/SearchUseCase.swift":
                "struct SearchUseCase {\n    func callAsFunction() {}\n}\n",
        ])
        #expect(layers["App/NetworkPlatform/UseCases/LoginUseCase.swift"] == "data")
        #expect(layers["App/Shop/Domain/Entity/ProductDomainDTO.swift"] == "domain")
        #expect(layers["App/Shop/Presentation/Helpers/SearchUseCase.swift"] == "domain")
    }

    /// A use case a data module implements is still the app's business rule: untested, it is
    /// test-coverage's finding as one in the domain is; and a view model holding it holds a use
    /// case, as viewmodel-injects-use-cases asks, whichever layer declares it.
    @Test func aUseCaseADataModuleImplementsIsStillAUseCase() throws {
        let layers: [(layer: String, globs: [String])] = [
            ("data", ["App/Network/**"]), ("presentation", ["App/Scenes/**"]),
        ]
        let network = """
            protocol CharacterListUseCaseType {
                func characters() async throws -> [String]
            }

            struct ↓CharacterListUseCase: CharacterListUseCaseType {
                func characters() async throws -> [String] { [] }
            }
            """
        let coverage = try RealAppPatternTests.check(
            "test-coverage", files: ["App/Network/CharacterListUseCase.swift": network], layers: [layers[0]])
        #expect(coverage.found == coverage.expected)
        let viewModel = """
            final class CharacterListViewModel {
                private let useCase: CharacterListUseCaseType
                init(useCase: CharacterListUseCaseType) { self.useCase = useCase }
            }
            """
        let injection = try RealAppPatternTests.check(
            "viewmodel-injects-use-cases",
            files: [
                "App/Network/CharacterListUseCase.swift": network.replacing("↓", with: ""),
                "App/Scenes/CharacterListViewModel.swift": viewModel,
            ], layers: layers)
        #expect(injection.found == injection.expected)
    }
}
