import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// `--shape single` is single-valued in every layer, not only on the screen: the repository, its use case, the data
/// source, the view model's state and the test doubles speak one optional value, while the list shapes keep their
/// lists.
@Suite struct SingleShapeScaffoldTests {
    private static func rendered(
        shape: String, style: ViewModelStyleID = .observable, entity: String? = nil, fields: String? = nil
    ) throws -> [String: String] {
        let folder = try TemporaryDirectory()
        let scaffolder = Scaffolder(library: .shipped)
        try PlanWriter.apply(scaffolder.newPackage(named: "Demo", style: style, in: folder.url, force: false).plan)
        let outcome = try scaffolder.feature(
            FeatureRequest(name: "Settings", entity: entity, shape: shape, fields: fields), module: "Demo",
            style: style, packageRoot: folder.url.appendingPathComponent("Demo"), force: false)
        return Dictionary(uniqueKeysWithValues: outcome.rendered.map { ($0.path, $0.contents) })
    }

    private static func file(_ path: String, in files: [String: String]) throws -> String {
        try #require(files[path], "\(path) was not rendered; rendered: \(files.keys.sorted())")
    }

    @Test(arguments: [ViewModelStyleID.observable, .combine, .store])
    func theDomainAndDataOfASingleShapeSpeakOneOptionalValue(style: ViewModelStyleID) throws {
        let files = try Self.rendered(shape: "single", style: style)
        let repository = try Self.file("Sources/DemoDomain/Settings/SettingsRepository.swift", in: files)
        #expect(repository.contains("func load() async throws -> Settings?"))
        #expect(repository.contains("func save(_ settings: Settings) async throws"))
        let useCase = try Self.file("Sources/DemoDomain/Settings/LoadSettingsUseCase.swift", in: files)
        #expect(useCase.contains("func execute() async throws -> Settings?"))
        #expect(useCase.contains("try await repository.load()"))
        let dataSource = try Self.file("Sources/DemoData/Settings/SettingsDataSource.swift", in: files)
        #expect(dataSource.contains("func fetch() async throws -> SettingsDTO?"))
        let remote = try Self.file("Sources/DemoData/Settings/RemoteSettingsDataSource.swift", in: files)
        #expect(remote.contains("func fetch() async throws -> SettingsDTO?"))
        #expect(!remote.contains("[SettingsDTO]"), "the server sends one record, not a list")
        let mock = try Self.file("Tests/DemoTestSupport/Mocks/MockSettingsRepository.swift", in: files)
        #expect(mock.contains("func load() throws -> Settings?"))
        let mocks = try Self.file("Tests/DemoTestSupport/Mocks/SettingsUseCaseMocks.swift", in: files)
        #expect(mocks.contains("Result<Settings?, any Error>"))
        for (path, text) in files where path.hasSuffix(".swift") {
            for listShaped in ["loadAll", "fetchAll", "[SettingsDTO]", "stored.first", "every stored", "Every stored"] {
                #expect(!text.contains(listShaped), "\(path) still says \(listShaped)")
            }
            // The mocks' logs of what they were asked to save are lists in every shape; the code under test is not.
            if path.hasPrefix("Sources/") {
                #expect(!text.contains("[Settings]"), "\(path) still holds a list of Settings")
            }
        }
    }

    @Test(arguments: [ViewModelStyleID.observable, .combine, .store])
    func theStateOfASingleShapeHoldsOneOptionalValue(style: ViewModelStyleID) throws {
        let files = try Self.rendered(shape: "single", style: style)
        let statePath =
            style == .store
            ? "Sources/DemoPresentation/Settings/SettingsState.swift"
            : "Sources/DemoPresentation/Settings/SettingsViewModel.swift"
        // An MVVM view model's state is its `ScreenWork`'s, of the value it is made with.
        let state = style == .store ? "LoadState<Settings?>" : "ScreenWork<Settings?, Action>"
        #expect(try Self.file(statePath, in: files).contains(state))
        let previews = try Self.file("Tests/DemoPreviews/Settings/SettingsScreen+Previews.swift", in: files)
        #expect(previews.contains(".success(nil)"), "the empty preview stores nothing")
        #expect(previews.contains(".success(.sample)"), "the loaded preview stores one value")
    }

    /// `strata add` re-renders a unit of a generated feature; one of a single-shape feature stays single-valued.
    @Test func aUnitAddedToASingleShapeFeatureSpeaksItsOneValue() throws {
        let folder = try TemporaryDirectory()
        let scaffolder = Scaffolder(library: .shipped)
        let root = folder.url.appendingPathComponent("Demo")
        try PlanWriter.apply(
            scaffolder.newPackage(named: "Demo", style: .observable, in: folder.url, force: false).plan)
        try PlanWriter.apply(
            scaffolder.feature(
                FeatureRequest(name: "Settings", shape: "single"), module: "Demo", style: .observable,
                packageRoot: root, force: false
            ).plan)
        let useCase = try scaffolder.add(
            .usecase, named: "load", feature: "Settings", fields: nil, operations: nil, module: "Demo",
            style: .observable,
            packageRoot: root, force: false)
        #expect(useCase.plan.isNoOp, "the load use case renders as it was generated")
        let viewModel = try scaffolder.add(
            .viewmodel, named: "Settings", feature: nil, fields: nil, operations: ["load", "save"], module: "Demo",
            style: .observable, packageRoot: root, force: false)
        let rendered = try #require(viewModel.rendered.first { $0.path.hasSuffix("/SettingsViewModel.swift") })
        #expect(rendered.contents.contains("ScreenWork<Settings?, Action>"))
    }

    @Test(arguments: ["list", "detail", "form"])
    func theListShapesKeepTheirLists(shape: String) throws {
        let files = try Self.rendered(shape: shape, entity: "Setting", fields: "id:UUID,name:String")
        let repository = try Self.file("Sources/DemoDomain/Settings/SettingRepository.swift", in: files)
        #expect(repository.contains("func loadAll() async throws -> [Setting]"))
        #expect(!repository.contains("func load()"))
        let useCase = try Self.file("Sources/DemoDomain/Settings/LoadSettingsUseCase.swift", in: files)
        #expect(useCase.contains("func execute() async throws -> [Setting]"))
        let dataSource = try Self.file("Sources/DemoData/Settings/SettingDataSource.swift", in: files)
        #expect(dataSource.contains("func fetchAll() async throws -> [SettingDTO]"))
        let viewModel = try Self.file("Sources/DemoPresentation/Settings/SettingsViewModel.swift", in: files)
        #expect(viewModel.contains("ScreenWork<[Setting], Action>"))
    }
}
