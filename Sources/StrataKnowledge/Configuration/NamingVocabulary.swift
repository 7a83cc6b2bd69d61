/// The name endings that tell a type's role: real apps call a repository `…RepositoryProtocol`,
/// `…RepositoryType` or `…Gateway`, a use case `…UseCaseType` or `…Interactor`. strata.json's
/// `names` replaces any of these lists; the defaults cover the spellings seen in public apps.
public struct NamingVocabulary: Sendable, Equatable {
    public var repository: [String] { didSet { endings = Endings(self) } }
    public var useCase: [String] { didSet { endings = Endings(self) } }
    public var dataSource: [String] { didSet { endings = Endings(self) } }
    public var viewModel: [String] { didSet { endings = Endings(self) } }
    /// The lists, ready to test names against; kept in step by the lists' `didSet`. One shared
    /// object, so that a copy of the vocabulary (rules hold one, and closures capture it) costs
    /// one retain for all four.
    private var endings: Endings

    private final class Endings: Sendable {
        let repository: NameEndings
        let useCase: NameEndings
        let dataSource: NameEndings
        let viewModel: NameEndings

        convenience init(_ names: NamingVocabulary) {
            self.init(
                repository: names.repository, useCase: names.useCase, dataSource: names.dataSource,
                viewModel: names.viewModel)
        }

        init(repository: [String], useCase: [String], dataSource: [String], viewModel: [String]) {
            self.repository = NameEndings(repository)
            self.useCase = NameEndings(useCase)
            self.dataSource = NameEndings(dataSource)
            self.viewModel = NameEndings(viewModel)
        }
    }

    public static let defaults = NamingVocabulary(
        repository: [
            "Repository", "RepositoryProtocol", "RepositoryType", "RepositoryImpl", "Gateway", "GatewayType",
            "GatewayProtocol", "GatewayImpl",
        ],
        useCase: ["UseCase", "UseCaseType", "UseCaseProtocol", "UseCaseImpl", "Interactor"],
        dataSource: ["DataSource", "DataSourceProtocol", "DataStore", "DataStoreProtocol"],
        viewModel: ["ViewModel", "VM", "Reactor"])

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.repository, lhs.useCase, lhs.dataSource, lhs.viewModel)
            == (rhs.repository, rhs.useCase, rhs.dataSource, rhs.viewModel)
    }

    /// The keys strata.json's `names` accepts.
    public static let roles = ["repository", "useCase", "dataSource", "viewModel"]

    /// The defaults with strata.json's lists in place of theirs.
    init(replacing lists: [String: [String]]) {
        let defaults = Self.defaults
        self.init(
            repository: lists["repository"] ?? defaults.repository, useCase: lists["useCase"] ?? defaults.useCase,
            dataSource: lists["dataSource"] ?? defaults.dataSource, viewModel: lists["viewModel"] ?? defaults.viewModel)
    }

    public init(repository: [String], useCase: [String], dataSource: [String], viewModel: [String]) {
        self.repository = repository
        self.useCase = useCase
        self.dataSource = dataSource
        self.viewModel = viewModel
        endings = Endings(repository: repository, useCase: useCase, dataSource: dataSource, viewModel: viewModel)
    }

    public func isRepository(_ name: String) -> Bool { Self.ends(name, with: endings.repository) }
    public func isUseCase(_ name: String) -> Bool { Self.ends(name, with: endings.useCase) }
    public func isDataSource(_ name: String) -> Bool { Self.ends(name, with: endings.dataSource) }
    public func isViewModel(_ name: String) -> Bool { Self.ends(name, with: endings.viewModel) }

    /// Words apps add after a role to name its protocol or its implementation
    /// (`UserRepositoryInterface`, `DetailViewModelType`, `LoginUseCaseImplementation`): the role
    /// is the word before them, however the lists spell it.
    public static let roleMarkers = ["Protocol", "Interface", "Type", "Contract", "Impl", "Implementation"]

    private static func ends(_ name: String, with endings: NameEndings) -> Bool {
        if endings.endOf(name) { return true }
        guard let marker = roleMarkers.first(where: { name.hasSuffix($0) && name.count > $0.count }) else {
            return false
        }
        return endings.endOf(String(name.dropLast(marker.count)))
    }

    /// A test or preview double (`StubCartViewModel`, `MockOrdersRepository`,
    /// `PreviewSearchRepository`): named like a role, standing in for it.
    public static func isDouble(_ name: String) -> Bool {
        ["Stub", "Mock", "Fake", "Preview", "Spy"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// A data source named for the view it feeds (`FavoritesTableDataSource`,
    /// `PhotosCollectionViewDataSource`, `OrdersDiffableDataSource`, RxDataSources'
    /// `RxTableViewSectionedReloadDataSource`): UIKit's and AppKit's role of handing cells to a
    /// table, collection, picker or outline view, not a data-layer source.
    public static func isViewDataSource(_ name: String) -> Bool {
        guard name.hasSuffix("DataSource") else { return false }
        let owner = name.dropLast("DataSource".count)
        return viewDataSourceOwners.contains { owner.hasSuffix($0) }
            || viewDataSourceOwners.contains { $0.hasSuffix("View") && owner.contains($0) }
    }

    private static let viewDataSourceOwners = [
        "Table", "TableView", "Collection", "CollectionView", "Diffable", "Picker", "PickerView", "Outline",
        "OutlineView",
    ]

    /// A UIKit or AppKit name (`UITableViewDataSource`): the platform's protocol, not an app's
    /// data source.
    public static func isPlatformName(_ name: String) -> Bool {
        ["UI", "NS"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }
}
