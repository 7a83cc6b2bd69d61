import StrataJSON
import StrataKnowledge

/// The strata.json `strata init --adopt` proposes for an existing project: the layers
/// inference assigns today, written down as globs a team can review and correct, and the
/// view-model style most of its view models already follow.
public struct AdoptedConfiguration: Sendable, Equatable, Encodable {
    /// The published JSON Schema (`Schemas/strata.schema.json`), so editors complete the file.
    public var schema = ProjectConfiguration.schemaID
    public var schemaVersion = 1
    public var module: String?
    public var style: String?
    public var layers: [String: [String]]
    /// The layer of each Xcode framework or library target that has one, so `verify` judges imports
    /// of it and what it links by that layer whatever its files' folders.
    public var modules: [String: String]?
    public var tests: [String]?

    /// How many files got a layer and why, and the view models the style was judged by.
    public struct Evidence: Sendable, Equatable {
        public var layeredFiles: Int
        public var unlayeredFiles: Int
        public var viewModelsByStyle: [String: Int]
        /// The files of each layer (tests left out), in path order.
        public var filesByLayer: [String: [String]] = [:]
        /// Per layer, how many files their declarations moved there against their folder
        /// ("view controller" → 12), so a reviewer sees where the folders were overruled.
        public var rolesByLayer: [String: [String: Int]] = [:]
        /// Source files neither folders nor declarations placed.
        public var unplaced: [String] = []
        /// Per layer, how many files its globs name one by one, out of a folder of another layer.
        public var exceptionsByLayer: [String: Int] = [:]
        /// Swift files inside an Xcode project's folder that no target compiles, left out.
        public var filesNoTargetCompiles = 0
    }

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case schemaVersion, module, style, layers, modules, tests
    }

    public static func infer(from project: ProjectFacts, knowledge: VerifyKnowledge) -> (AdoptedConfiguration, Evidence)
    {
        // Package manifests configure the build and belong to no layer: a layer glob covering a
        // local package's folder must not make its Package.swift a domain file.
        var project = project
        project.files.removeAll { file in
            ManifestReader.isManifest(file.path)
                || file.imports.contains { ManifestReader.buildModules.contains($0.module) }
        }
        let layerMap = LayerMap(
            configured: nil,
            inference: knowledge.layers.map {
                LayerMap.InferenceRule(
                    layer: $0.id.rawValue, moduleSuffix: $0.moduleSuffix, folders: $0.inference.folders,
                    files: $0.inference.files)
            },
            testFolders: knowledge.testFolders
        ).knowing(projectPaths: project.files.map(\.path))
        let paths = project.files.map(\.path)
        var evidence = Evidence(layeredFiles: 0, unlayeredFiles: 0, viewModelsByStyle: [:])
        let roles = TypeRoles(graph: TypeGraph(files: project.files))
        let uiFrameworkNames = Set(
            knowledge.base.naming.groups.filter { UIFrameworks.modules.contains($0.module) }.flatMap(\.names))
        var placements = place(project.files, layerMap: layerMap, roles: roles) { file in
            drawsWithUIFramework(file, frameworkNames: uiFrameworkNames)
        }
        refineTargetFolders(&placements, files: project.files, layerMap: layerMap, roles: roles)
        placeFeaturesOfTheAppFolder(&placements, files: project.files, layerMap: layerMap, roles: roles)
        moveRootViews(&placements, files: project.files, layerMap: layerMap, roles: roles)
        moveInnerLayerModels(&placements, files: project.files, roles: roles)
        movePresentationState(&placements, files: project.files, roles: roles)
        moveDataSideState(&placements, files: project.files)
        moveDependentSharedFiles(&placements, files: project.files, knowledge: knowledge)
        placeByTargets(&placements, files: project.files, project: project)
        evidence.filesNoTargetCompiles = project.filesNoTargetCompiles.count
        for (file, placement) in zip(project.files, placements) {
            if placement.layer == LayerMap.testsLayer {
                evidence.layeredFiles += 1
                continue
            }
            guard let layer = placement.layer else {
                evidence.unplaced.append(file.path)
                continue
            }
            evidence.layeredFiles += 1
            evidence.filesByLayer[layer, default: []].append(file.path)
            if let reason = placement.reason {
                evidence.rolesByLayer[layer, default: [:]][reason, default: 0] += 1
            }
        }
        evidence.unlayeredFiles = evidence.unplaced.count
        let compact = CompactLayerGlobs(placements: zip(paths, placements).map { ($0, $1.layer) })
        var globs = compact.globs
        let tests = globs.removeValue(forKey: LayerMap.testsLayer)
        evidence.exceptionsByLayer = compact.exceptions.filter { $0.key != LayerMap.testsLayer }

        // A view model is an ObservableObject also through a protocol of the project's that
        // refines it (`HomeViewModelProtocol: ObservableObject`).
        var refinements: [String: [String]] = [:]
        for file in project.files {
            for type in file.types where type.kind == .protocol { refinements[type.name] = type.inheritance }
        }
        func isObservableObject(_ conformances: [String], depth: Int = 0) -> Bool {
            conformances.contains("ObservableObject")
                || (depth < 4 && conformances.contains { isObservableObject(refinements[$0] ?? [], depth: depth + 1) })
        }
        var counts: [String: Int] = [:]
        for file in project.files where !file.isTest {
            for type in file.types where type.kind == .class && type.name.hasSuffix("ViewModel") {
                if isObservableObject(type.inheritance) {
                    counts["combine", default: 0] += 1
                } else if type.attributes.contains("Observable") {
                    counts["observable", default: 0] += 1
                }
            }
        }
        let ranked = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let style = ranked.first.flatMap { best in ranked.dropFirst().first?.value == best.value ? nil : best.key }

        evidence.viewModelsByStyle = counts
        let modules = project.xcodeTargetLayers.filter { $0.value != LayerMap.testsLayer }
        let configuration = AdoptedConfiguration(
            module: commonModulePrefix(paths: paths, knowledge: knowledge), style: style, layers: globs,
            modules: modules.isEmpty ? nil : modules, tests: tests)
        return (configuration, evidence)
    }

    /// Xcode targets decide before folders and roles: a file only test bundles compile is a test,
    /// and a file of framework or library targets that agree on a layer is of that layer. Files of
    /// app targets keep what their folders and declarations say.
    private static func placeByTargets(_ placements: inout [Placement], files: [FileFacts], project: ProjectFacts) {
        guard !project.xcodeTargets.isEmpty else { return }
        var targetsByFile: [String: [XcodeTargetFacts]] = [:]
        for target in project.xcodeTargets {
            for file in target.files { targetsByFile[file, default: []].append(target) }
        }
        for (index, file) in files.enumerated() {
            guard let targets = targetsByFile[file.path] else { continue }
            if targets.allSatisfy(\.isTest) {
                placements[index] = (LayerMap.testsLayer, nil)
                continue
            }
            guard targets.allSatisfy(\.isLibrary) else { continue }
            let layers = Set(targets.map { project.xcodeTargetLayers[$0.module] })
            if layers.count == 1, let layer = layers.first ?? nil, layer != placements[index].layer {
                placements[index] = (layer, "files of the \(targets[0].name) target")
            }
        }
    }

    /// A file's layer, and why when its declarations overruled its folders.
    typealias Placement = (layer: String?, reason: String?)

    private static func place(
        _ files: [FileFacts], layerMap: LayerMap, roles: TypeRoles, drawsWithUIFramework: (FileFacts) -> Bool
    ) -> [Placement] {
        let names = RoleNames(files, roles: roles)
        let wiring = wiringFiles(files, roles: roles, names: names)
        return files.indices.map { index in
            let file = files[index]
            var folderLayer = layerMap.layer(for: file.path)
            let fileRole = roles.role(ofFile: file.types, nested: file.nestedTypeNames)
            let draws = drawsWithUIFramework(file)
            // A file named for the app (`App.swift`) is its entry point only if it declares one;
            // a namespace of that name (`enum App {}`) is placed by its folders.
            if layerMap.isPlacedByAnAppName(file.path), !file.types.isEmpty, fileRole?.layer != "composition" {
                folderLayer = layerMap.layerByFolders(for: file.path)
            }
            if wiring.contains(index), [nil, "presentation", "ui"].contains(folderLayer) {
                return ("composition", "factory building use cases or screens")
            }
            // Navigation that builds the screens it routes to is wiring; navigation that only
            // holds the path the views push onto is theirs (see `TypeRoles`).
            if fileRole?.name == TypeRoles.navigationState, fileRole?.overrides.contains(folderLayer) ?? false,
                file.identifiers.contains(where: names.screens.contains)
            {
                return ("composition", "navigation building screens")
            }
            if file.types.isEmpty, [nil, "presentation", LayerMap.sharedLayer].contains(folderLayer), extendsViews(file)
            {
                return ("ui", "extensions of views")
            }
            if file.types.isEmpty, folderLayer != LayerMap.testsLayer, registersInContainer(file) {
                return ("composition", "registrations in the DI container")
            }
            let placed = roles.layer(
                folderLayer: folderLayer, types: file.types, nested: file.nestedTypeNames,
                imports: file.imports.map(\.module), drawsWithUIFramework: draws)
            // A container that hands out the app's use cases or view models wires them, whatever
            // database it also opens (`AppContainer(modelContainer:)` building every view model).
            if placed.role?.name == TypeRoles.storageContainer,
                file.identifiers.contains(where: { names.useCases.contains($0) || names.viewModels.contains($0) })
            {
                let reason = "DI container building use cases or view models"
                return ("composition", folderLayer == "composition" ? nil : reason)
            }
            // Presentation is the layer without UI frameworks: a file a presentation folder holds
            // that uses one's types and is no view model (a theme, a cell protocol) is the views'.
            if placed.layer == "presentation", placed.role == nil, draws,
                [nil, TypeRoles.observableState, TypeRoles.navigationState].contains(fileRole?.name)
            {
                return ("ui", uiFrameworkCode)
            }
            return (placed.layer, placed.role?.name)
        }
    }

    /// Whether a file imports a UI framework and names its types: SwiftUI's by the knowledge
    /// base's list (`Color`, `NavigationPath`), UIKit's and AppKit's by their prefixes (`UINib`;
    /// SwiftUI brings UIKit's along). A file that only imports one (an observable object importing
    /// SwiftUI for Combine) does not.
    private static func drawsWithUIFramework(_ file: FileFacts, frameworkNames: Set<String>) -> Bool {
        let imports = Set(file.imports.map(\.module))
        guard !imports.isDisjoint(with: UIFrameworks.modules) else { return false }
        return file.identifiers.contains { name in
            frameworkNames.contains(name) || UIFrameworks.isUIKitName(name)
                || imports.contains("AppKit") && name.hasPrefix("NS") && name.dropFirst(2).first?.isUppercase == true
        }
    }

    /// Why a presentation folder's file went to ui; such a file the view models use goes back.
    static let uiFrameworkCode = "UI framework code of no view model"

    /// Whether a file importing a UI framework adds behaviour to SwiftUI's `View` or a UIKit or
    /// AppKit view (`UILabel`, `UIViewController`), or to the types views draw with (SwiftUI's
    /// `Color`, `Font`, `Binding`; UIKit's `UIColor`, `UIImage`): a view helper, the ui layer's.
    /// Any other layer but shared forbids the framework it extends.
    private static func extendsViews(_ file: FileFacts) -> Bool {
        let endings = ["View", "ViewController", "Label", "Button", "Cell", "Control", "Field"]
        let imports = Set(file.imports.map(\.module))
        guard !imports.isDisjoint(with: ["SwiftUI", "UIKit", "AppKit"]) else { return false }
        return file.typesWithBehaviour.contains { written in
            let name = written.split(separator: ".").last.map(String.init) ?? written
            return name == "View" || (imports.contains("SwiftUI") && swiftUIDrawingTypes.contains(name))
                || (imports.contains("UIKit") && UIFrameworks.isUIKitName(name))
                || ((name.hasPrefix("UI") || name.hasPrefix("NS")) && endings.contains { name.hasSuffix($0) })
        }
    }

    /// SwiftUI's values a theme or a view extends: colours, fonts, images, bindings, shapes.
    private static let swiftUIDrawingTypes: Set<String> = [
        "Color", "Font", "Image", "Binding", "Text", "Shape", "ShapeStyle", "Gradient", "LinearGradient", "Animation",
    ]

    /// Whether a file extends a DI library's container (Resolver's `Resolver`, Swinject's or
    /// Factory's `Container`) with registrations, importing that library.
    private static func registersInContainer(_ file: FileFacts) -> Bool {
        let libraries: [String: String] = ["Resolver": "Resolver", "Swinject": "Container", "Factory": "Container"]
        return file.imports.contains { libraries[$0.module].map(file.typesWithBehaviour.contains) ?? false }
    }

    /// Files outside domain and data that declare types of no role of their own but build what
    /// the composition root builds: a factory or facade naming both a concrete data type (a
    /// repository, a data source) and a use case, or naming the app's screens (views, view
    /// controllers) with their view models or use cases. That is the composition root's work
    /// wherever the folder keeps it.
    private static func wiringFiles(_ files: [FileFacts], roles: TypeRoles, names: RoleNames) -> Set<Int> {
        let (dataTypes, useCases, screens, viewModels) = (
            names.dataTypes, names.useCases, names.screens, names.viewModels
        )
        return Set(
            files.indices.filter { index in
                let file = files[index]
                guard !file.isTest, !file.types.isEmpty,
                    roles.role(ofFile: file.types, nested: file.nestedTypeNames) == nil
                else { return false }
                let names = file.identifiers
                let buildsUseCases =
                    names.contains(where: dataTypes.contains) && names.contains(where: useCases.contains)
                let buildsScreens =
                    names.contains(where: screens.contains)
                    && (names.contains(where: viewModels.contains) || names.contains(where: useCases.contains))
                return buildsUseCases || buildsScreens
            })
    }

    /// The project's types of the roles wiring builds, by name.
    struct RoleNames {
        var dataTypes: Set<String> = []
        var useCases: Set<String> = []
        /// Views and view controllers.
        var screens: Set<String> = []
        var viewModels: Set<String> = []

        init(_ files: [FileFacts], roles: TypeRoles) {
            for file in files where !file.isTest {
                for type in file.types {
                    guard let role = roles.role(of: type) else { continue }
                    if role.layer == "data", type.kind != .protocol { dataTypes.insert(type.name) }
                    if role.layer == "domain", role.name == "use case" { useCases.insert(type.name) }
                    if role.layer == "ui", type.kind != .protocol, type.kind != .extension { screens.insert(type.name) }
                    if role.layer == "presentation", role.name == TypeRoles.viewModel { viewModels.insert(type.name) }
                }
            }
        }
    }

    /// `Demo` when the layer targets are `DemoDomain`, `DemoData`…; nil when they disagree.
    private static func commonModulePrefix(paths: [String], knowledge: VerifyKnowledge) -> String? {
        var prefixes: Set<String> = []
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            guard let sources = parts.firstIndex(of: "Sources"), sources + 2 < parts.count else { continue }
            let target = parts[sources + 1]
            for layer in knowledge.layers where target.hasSuffix(layer.moduleSuffix) && target != layer.moduleSuffix {
                prefixes.insert(String(target.dropLast(layer.moduleSuffix.count)))
            }
        }
        return prefixes.count == 1 ? prefixes.first : nil
    }

    public var json: String {
        (try? CanonicalJSONEncoder.encode(self)) ?? "{}\n"
    }
}
