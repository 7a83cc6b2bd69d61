import StrataKnowledge

/// The layer a file's declarations say it belongs to, whatever folder it sits in: a view
/// controller is ui even in a `Presentation` folder, a `*ViewModel` is presentation even in a
/// target named `…UI`. `strata init --adopt` lets this refine the folder and target inference,
/// since real apps keep views, view controllers and view models side by side.
public struct TypeRoles: Sendable {
    /// What one declaration is, and so which layer it belongs to.
    public struct Role: Sendable, Equatable {
        public var layer: String
        /// Why, as `init --adopt` prints it: "view controller", "use case"…
        public var name: String
        /// The folder layers this role overrides. A view is a view wherever it is; a use case in
        /// a data folder stays data (the folder is then the finding), and so on.
        public var overrides: Set<String?>
    }

    /// The project's inheritance graph; without it, a type's role is read from what its own
    /// declaration writes.
    private let graph: TypeGraph?

    public init(graph: TypeGraph? = nil) {
        self.graph = graph
    }

    private static let anyLayer: Set<String?> = [nil, "shared", "domain", "data", "presentation", "ui", "composition"]
    private static let outerLayers: Set<String?> = [nil, "shared", "presentation", "ui", "composition"]

    /// Base classes of views and view controllers the project does not declare, by their names'
    /// endings: UIKit's and AppKit's (`UIView`, `UITableViewCell`, `NSViewController`), and those
    /// of other frameworks and pods (`SFSafariViewController`, `ASDisplayNode`'s `…View`s).
    private static let viewClassEndings = [
        "ViewController", "View", "Cell", "ReusableView", "Button", "Label", "Control", "Bar", "TextField",
    ]
    /// Platform view controllers whose names do not end with `ViewController`.
    private static let platformControllers: Set<String> = [
        "UITabBarController", "UINavigationController", "UIAlertController", "UISearchController",
        "UIImagePickerController", "UIHostingController", "NSHostingController", "NSWindowController",
        "UIReferenceLibraryViewController", "UIVideoEditorController", "NSTabViewController",
    ]
    /// Protocols only views adopt, reached through any chain of the project's own protocols.
    private static let viewConformances: Set<String> = [
        "View", "ViewModifier", "PreviewProvider", "ButtonStyle", "LabelStyle", "ToggleStyle", "Shape",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    ]
    /// UIKit's table and collection protocols make a view of the type that declares them; added in
    /// an extension they are as often a view model's (`extension ListViewModel: UITableViewDataSource`),
    /// so only the declaration's own clause counts.
    private static let declaredViewConformances: Set<String> = [
        "UITableViewDataSource", "UICollectionViewDataSource", "UITableViewDelegate", "UICollectionViewDelegate",
    ]
    /// The platform's diffable data sources, base classes of a table's or collection's helper.
    private static let viewDataSourceClasses: Set<String> = [
        "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource", "NSTableViewDiffableDataSource",
        "NSCollectionViewDiffableDataSource",
    ]
    /// RxFlow's `Flow` (a coordinator) and `Step` (a navigation intent) are navigation, which is
    /// the composition root's, wherever the folder keeps them.
    private static let compositionConformances: Set<String> = [
        "App", "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "Assembly", "Flow", "Step",
    ]
    private static let compositionEndings = [
        "Coordinator", "Assembler", "Assembly", "Navigator", "Router", "Container", "AppDelegate", "SceneDelegate",
    ]
    private static let entryPointDelegateEndings = ["AppDelegate", "SceneDelegate"]
    /// What a container's name says it injects: `DIContainer`, `AppDependencyContainer`,
    /// `ServiceContainer` (a `PersistentContainer` is storage, not wiring).
    private static let injectionContainerWords = [
        "DI", "Di", "Dependency", "Dependencies", "Injection", "Service", "Services",
    ]
    /// Navigation and assembly are named for their role even alone: `protocol Coordinator` is
    /// the coordinators' own, a bare `Router` holds the navigation path.
    private static let compositionNames: Set<String> = ["Coordinator", "Assembler", "Navigator", "Router"]
    /// The words naming navigation, which a view rendering it carries too (`UsersCoordinatorView`).
    static let navigationNames = ["Coordinator", "Navigator", "Router", "Flow"]
    /// Assemblers wire the data layer's implementations in: composition even in the data folder
    /// they assemble, or a folder named after data sources.
    private static let assemblyEndings = ["Assembler", "Assembly"]
    /// Routers that build network requests (Alamofire's, Moya's) are the data side's, not navigation.
    private static let requestConformances: Set<String> = ["URLRequestConvertible", "TargetType"]
    /// `…VM` is how apps abbreviate a view model (`MainVM`, `BaseVM`), as `…VC` a view controller.
    private static let viewModelEndings = names.viewModel + ["Presenter", "VM"]
    private static let names = NamingVocabulary.defaults
    private static let useCaseEndings = names.useCase
    private static let repositoryProtocolEndings = names.repository
    private static let dataEndings =
        names.repository + names.dataSource + ["DTO", "Dto", "Analytics"] + networkClientNames
    /// Network clients, named for their role even alone (`APIClient`).
    private static let networkClientNames = [
        "APIClient", "HTTPClient", "NetworkClient", "APIService", "NetworkService", "NetworkManager",
    ]

    /// The role of one type, or nil when its declaration says nothing about a layer.
    public func role(of type: TypeFact) -> Role? {
        let name = type.name
        let direct = type.inheritance.compactMap(TypeText.headName)
        let inherits = graph?.ancestors(of: type) ?? direct
        // The role word may be followed by a protocol or implementation marker (`…ViewModelType`).
        let unmarked = NamingVocabulary.roleMarkers.first { name.hasSuffix($0) && name.count > $0.count }
            .map { String(name.dropLast($0.count)) }
        func ends(_ endings: [String]) -> Bool {
            [name, unmarked].contains { candidate in
                candidate.map { candidate in endings.contains { candidate.hasSuffix($0) && candidate != $0 } } ?? false
            }
        }
        let isUIKitView = type.kind == .class && inherits.contains(where: isViewClass)
        if isUIKitView || inherits.contains(where: Self.viewConformances.contains)
            || direct.contains(where: Self.declaredViewConformances.contains)
            || inherits.contains(where: Self.viewDataSourceClasses.contains)
            || (type.kind == .class && NamingVocabulary.isViewDataSource(name))
        {
            return Role(
                layer: "ui", name: isUIKitView ? "UIKit view or view controller" : "view", overrides: Self.anyLayer)
        }
        if inherits.contains(where: Self.assemblyEndings.contains) || ends(Self.assemblyEndings)
            || name == "Assembler"
        {
            return Role(layer: "composition", name: Self.assembler, overrides: Self.outerLayers.union(["data"]))
        }
        // UIKit calls its app and scene delegates, which are objects; a protocol named for one
        // (`LaunchesSceneDelegate`) is a scene's output port its view model calls.
        let isDelegatePort = type.kind == .protocol && ends(Self.entryPointDelegateEndings)
        let isNavigation =
            (ends(Self.compositionEndings) || Self.compositionNames.contains(unmarked ?? name))
            && !inherits.contains(where: Self.requestConformances.contains) && !isDelegatePort
        // A double stands in for what it conforms to: development wiring, like a preview, not
        // the layer of the type it imitates.
        if NamingVocabulary.isDouble(name), !direct.isEmpty {
            return Role(layer: "composition", name: Self.double, overrides: Self.anyLayer)
        }
        // A dependency-injection container wires every layer: composition in whichever module's
        // folder it sits (each module of a modular app often keeps its own).
        if Self.injectionContainerWords.contains(where: { name.hasSuffix($0 + "Container") }) || name == "Container" {
            return Role(layer: "composition", name: "DI container", overrides: Self.anyLayer)
        }
        // What a type is outranks what its name says: a Composable Architecture reducer is a
        // feature's state and logic even when it navigates (`HomeNavigator`), and a router views
        // observe is their navigation state, not wiring (see `layer(folderLayer:types:imports:)`).
        if type.attributes.contains("Reducer") || inherits.contains("Reducer") {
            return Role(layer: "presentation", name: "reducer", overrides: Self.outerLayers)
        }
        if isNavigation, !(unmarked ?? name).hasSuffix("Container"),
            inherits.contains("ObservableObject") || type.attributes.contains("Observable")
        {
            return Role(layer: "presentation", name: Self.navigationState, overrides: Self.outerLayers)
        }
        if inherits.contains(where: Self.compositionConformances.contains) || isNavigation {
            return Role(layer: "composition", name: "app, navigation or DI container", overrides: Self.outerLayers)
        }
        let extendsOwnViewModel =
            type.kind == .class
            && inherits.contains { base in
                (graph?.declares(base) ?? false) && Self.viewModelEndings.contains { base.hasSuffix($0) }
            }
        if ends(Self.viewModelEndings) || extendsOwnViewModel {
            return Role(layer: "presentation", name: Self.viewModel, overrides: Self.outerLayers)
        }
        if inherits.contains("ObservableObject") || type.attributes.contains("Observable") {
            return Role(layer: "presentation", name: Self.observableState, overrides: [nil, "shared", "ui"])
        }
        if ends(Self.useCaseEndings) {
            return Role(layer: "domain", name: "use case", overrides: Self.outerLayers)
        }
        if type.kind == .protocol, ends(Self.repositoryProtocolEndings) {
            return Role(layer: "domain", name: "repository protocol", overrides: Self.outerLayers)
        }
        // A SwiftData model or a Core Data entity is storage's record wherever its file sits: a
        // use case returning one depends on the store.
        if type.attributes.contains("Model") || inherits.contains("NSManagedObject") {
            return Role(layer: "data", name: "persisted model", overrides: Self.anyLayer)
        }
        if type.kind != .protocol, !NamingVocabulary.isViewDataSource(name),
            ends(Self.dataEndings) || Self.networkClientNames.contains(name)
        {
            return Role(
                layer: "data", name: "repository, data source, network client or persisted model",
                overrides: Self.outerLayers)
        }
        return nil
    }

    /// Whether a class inheriting `base` is a view or view controller: a class the project
    /// declares is judged by its own chain (already among the ancestors), any other by its name.
    private func isViewClass(_ base: String) -> Bool {
        if graph?.declares(base) ?? false { return false }
        return Self.platformControllers.contains(base) || Self.viewClassEndings.contains { base.hasSuffix($0) }
    }

    /// The role that decides a file: views first (a view controller's file is ui whatever
    /// helpers it declares), then view models, concrete data types, composition, then domain
    /// abstractions — so a repository protocol declared beside its implementation goes with it.
    /// Observable state ranks after composition: a DI container declared beside the app-wide
    /// state it hands out is the composition root's file. An assembler outranks the data types
    /// it registers (a stub data source declared beside its assembly).
    ///
    /// A type declared inside another (`nested`) serves it: a coordinator's `Sheet` enum that renders
    /// itself as a view leaves the file the coordinator's. Nested types decide only a file whose own
    /// types have no role (`enum Home { struct Screen: View }`).
    public func role(ofFile types: [TypeFact], nested: Set<String> = []) -> Role? {
        if !nested.isEmpty {
            let own = types.filter { !nested.contains($0.name) }
            if let role = role(ofFile: own) { return role }
        }
        func rank(_ role: Role) -> Int {
            switch role.name {
            case Self.assembler: 2
            case Self.observableState: 5
            default: ["ui": 0, "presentation": 1, "data": 3, "composition": 4][role.layer] ?? 6
            }
        }
        // A double decides only a file of doubles (a preview's or a test's stand-ins): one declared
        // at the foot of the real implementation's file leaves that file to the implementation.
        let roles = types.map { ($0, role(of: $0)) }
        let withoutDoubles = roles.filter { $0.1?.name != Self.double }
        let deciding = withoutDoubles.contains { $0.0.kind != .extension } ? withoutDoubles : roles
        return deciding.compactMap(\.1).min { rank($0) < rank($1) }
    }

    static let viewModel = "view model"
    static let observableState = "observable state"
    static let navigationState = "navigation state"
    /// A `…Container` over a database framework: its records' store, unless it builds the screens'
    /// objects (see `AdoptedConfiguration`).
    static let storageContainer = "storage container"
    private static let double = "test or preview double"
    /// Frameworks a database container wraps: a `Container` over one holds records, not wiring.
    private static let storageFrameworks: Set<String> = [
        "SwiftData", "CoreData", "RealmSwift", "Realm", "GRDB", "SQLite",
    ]
    private static let assembler = "assembler"
    private static let realmModules: Set<String> = ["RealmSwift", "Realm"]
    /// Frameworks that read the device or its stores: an observable wrapper of one (a network
    /// path monitor, a location manager) is a data source, not screen state.
    private static let systemDataFrameworks: Set<String> = [
        "Network", "CoreLocation", "CoreData", "CloudKit", "HealthKit", "Contacts", "EventKit",
    ]

    /// The layer of a file whose folders say `folderLayer`: its role's when the role overrides it.
    /// Observable state whose file uses a UI framework's types (`drawsWithUIFramework`) is a
    /// view's helper (an image loader holding a `UIImage`), so ui; observable state wrapping a
    /// system data framework without a UI framework is a data source.
    public func layer(
        folderLayer: String?, types: [TypeFact], nested: Set<String> = [], imports: [String] = [],
        drawsWithUIFramework: Bool = false
    )
        -> (layer: String?, role: Role?)
    {
        guard folderLayer != LayerMap.testsLayer else { return (folderLayer, nil) }
        // Realm's records are `Object` subclasses, a name too common to read without the import.
        if imports.contains(where: Self.realmModules.contains),
            types.contains(where: { type in
                type.kind == .class && type.inheritance.compactMap(TypeText.headName).contains { $0 == "Object" }
            })
        {
            let record = Role(layer: "data", name: "persisted model", overrides: Self.anyLayer)
            return (record.layer, record.layer == folderLayer ? nil : record)
        }
        guard let role = role(ofFile: types, nested: nested), role.overrides.contains(folderLayer) else {
            return (folderLayer, nil)
        }
        // Observable or navigation state written with a UI framework's types (a theme manager's
        // colours, SwiftUI's `NavigationPath`) is the views' own: presentation is the layer
        // without UI frameworks. (In a presentation folder, `AdoptedConfiguration` moves it.)
        // Importing one without using it is the finding of a presentation file.
        if [Self.observableState, Self.navigationState].contains(role.name), drawsWithUIFramework {
            let views = Role(layer: "ui", name: role.name, overrides: role.overrides)
            return (views.layer, views.layer == folderLayer ? nil : views)
        }
        if role.layer == "composition", role.name != Self.assembler, role.name != Self.double,
            imports.contains(where: Self.storageFrameworks.contains),
            types.contains(where: { type in
                type.name.hasSuffix("Container") && self.role(of: type) == role
                    && !Self.injectionContainerWords.contains { type.name.hasSuffix($0 + "Container") }
            })
        {
            let storage = Role(layer: "data", name: Self.storageContainer, overrides: role.overrides)
            return (storage.layer, storage.layer == folderLayer ? nil : storage)
        }
        if role.name == Self.observableState, imports.contains(where: Self.systemDataFrameworks.contains),
            !imports.contains(where: UIFrameworks.modules.contains)
        {
            let source = Role(layer: "data", name: "system data source", overrides: role.overrides)
            return (source.layer, source.layer == folderLayer ? nil : source)
        }
        return (role.layer, role.layer == folderLayer ? nil : role)
    }
}
