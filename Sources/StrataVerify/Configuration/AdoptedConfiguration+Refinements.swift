import StrataKnowledge

/// The passes that refine the first placement by what the project's files say about each other:
/// a folder of the other inner layer's types in a layer target, the root view wiring screens,
/// state the view models use, shared code naming a layer.
extension AdoptedConfiguration {
    /// Inside a target named for one inner layer (a `Domain` package that also holds the
    /// repositories), a folder most of whose typed files are the other inner layer's by role is
    /// that layer's, files of no role included: the target names the package, the declarations
    /// say what this folder holds.
    static func refineTargetFolders(
        _ placements: inout [Placement], files: [FileFacts], layerMap: LayerMap, roles: TypeRoles
    ) {
        let inner: Set<String> = ["domain", "data"]
        var byFolder: [Substring: [Int]] = [:]
        for index in files.indices where placements[index].reason == nil {
            guard case .target = layerMap.assignment(for: files[index].path)?.source,
                let layer = placements[index].layer, inner.contains(layer)
            else { continue }
            byFolder[files[index].path.split(separator: "/").dropLast().joined(separator: "/")[...], default: []]
                .append(index)
        }
        for indices in byFolder.values {
            guard let layer = placements[indices[0]].layer, let other = inner.subtracting([layer]).first else {
                continue
            }
            let roleLayers = indices.compactMap {
                roles.role(ofFile: files[$0].types, nested: files[$0].nestedTypeNames)?.layer
            }
            let theirs = roleLayers.filter { $0 == other }.count
            guard theirs >= 2, theirs > roleLayers.filter({ $0 == layer }).count else { continue }
            for index in indices { placements[index] = (other, "folder of \(other) types in a \(layer) target") }
        }
    }

    /// A view that names the DI container, in a folder of no layer beside the app's entry point
    /// or in the composition folder, is the root view building the screens from the container:
    /// the composition root's. So is a view rendering navigation (`…Coordinator`, `…CoordinatorView`) that names
    /// the composition's types (its coordinator, the container), or builds the screens it shows with their view
    /// models or the coordinators of its tabs, wherever it sits. Views elsewhere reading the container stay views.
    static func moveRootViews(
        _ placements: inout [Placement], files: [FileFacts], layerMap: LayerMap, roles: TypeRoles
    ) {
        var containers: Set<String> = []
        var wiring: Set<String> = []
        var entryFolders: Set<Substring> = []
        func folder(_ path: String) -> Substring { path.split(separator: "/").dropLast().joined(separator: "/")[...] }
        for (file, placement) in zip(files, placements) where !file.isTest {
            for type in file.types {
                if type.inheritance.contains(where: ["App", "UIApplicationDelegate"].contains) {
                    entryFolders.insert(folder(file.path))
                }
                if type.name.hasSuffix("Container"), roles.role(of: type)?.layer == "composition" {
                    containers.insert(type.name)
                }
                if placement.layer == "composition", type.kind != .extension { wiring.insert(type.name) }
            }
        }
        // What a navigation view builds: the app's views and its view models.
        let names = RoleNames(files, roles: roles)
        let navigationViewEndings = TypeRoles.navigationNames.flatMap { [$0, $0 + "View"] }
        for index in files.indices where placements[index].layer == "ui" {
            let path = files[index].path
            let byFolder: String?
            switch layerMap.assignment(for: path)?.source {
            case .folder, .target: byFolder = layerMap.layer(for: path)
            default: byFolder = nil
            }
            let types = files[index].types
            let rendersNavigation = types.contains { type in
                // The view itself, not a UIKit bridge's nested `Coordinator`.
                navigationViewEndings.contains { type.name.hasSuffix($0) && type.name != $0 }
                    && roles.role(of: type)?.layer == "ui"
            }
            let named = files[index].identifiers
            let own = Set(types.map(\.name))
            let buildsScreens =
                named.contains { names.screens.contains($0) && !own.contains($0) }
                && (named.contains(where: names.viewModels.contains)
                    || named.contains { name in
                        !own.contains(name) && navigationViewEndings.contains { name.hasSuffix($0) && name != $0 }
                    })
            guard roles.role(ofFile: types)?.layer == "ui",
                (byFolder == "composition" || (byFolder == nil && entryFolders.contains(folder(path))))
                    && named.contains(where: containers.contains)
                    || rendersNavigation && (named.contains(where: wiring.contains) || buildsScreens)
            else { continue }
            placements[index] = ("composition", "root view building screens from the DI container")
        }
    }

    /// Files a folder put in ui that declare no view but types view models use (`ListUiState`,
    /// a row value, an observable display model kept in ui for its SwiftUI import) are the view
    /// models' state, so presentation: otherwise every view model would be reported for
    /// depending on ui.
    static func movePresentationState(_ placements: inout [Placement], files: [FileFacts], roles: TypeRoles) {
        // To a fixpoint: what the moved state is built from (a protocol its errors conform to) is
        // the view models' state too, or the move itself would make presentation depend on ui.
        var moved = true
        while moved {
            moved = false
            let usedByViewModels = zip(files, placements).filter { $0.1.layer == "presentation" }
                .reduce(into: Set<String>()) { $0.formUnion($1.0.identifiers) }
            for index in files.indices
            where placements[index].layer == "ui"
                && [nil, uiFrameworkCode, TypeRoles.observableState].contains(placements[index].reason)
            {
                let types = files[index].types
                guard !types.isEmpty, roles.role(ofFile: types).map({ $0.name == TypeRoles.observableState }) ?? true,
                    types.contains(where: { usedByViewModels.contains($0.name) })
                else { continue }
                placements[index] = ("presentation", "state used by view models")
                moved = true
            }
        }
    }

    /// A type belongs to the innermost layer that uses it. A file of plain values (structs and
    /// enums of no role: no view, view model or observable state) that a presentation or ui folder
    /// holds, but that domain or data files name, is a domain model filed with its screen: the
    /// entities and repositories using it decide, not the folder. Values only screens use stay theirs.
    static func moveInnerLayerModels(_ placements: inout [Placement], files: [FileFacts], roles: TypeRoles) {
        let namedByInnerLayers = zip(files, placements)
            .filter { !$0.0.isTest && ($0.1.layer == "domain" || $0.1.layer == "data") }
            .reduce(into: Set<String>()) { $0.formUnion($1.0.identifiers) }
        guard !namedByInnerLayers.isEmpty else { return }
        for index in files.indices
        where (placements[index].layer == "presentation" || placements[index].layer == "ui")
            && [nil, uiFrameworkCode].contains(placements[index].reason) && !files[index].isTest
        {
            let types = files[index].types
            guard !types.isEmpty, types.allSatisfy({ $0.kind == .struct || $0.kind == .enum }),
                roles.role(ofFile: types) == nil,
                // Nested types' names (`Input`, `Event`) are too common to tell who uses them.
                types.contains(where: {
                    !files[index].nestedTypeNames.contains($0.name) && namedByInnerLayers.contains($0.name)
                })
            else { continue }
            placements[index] = ("domain", "values the domain or data uses")
        }
    }

    /// Files a shared folder placed (`Common`, `Extensions`) that name types of the layers: shared
    /// code knows no layer, so such a file is the helper of the layers it names, and goes to the
    /// innermost layer that may depend on all of them (a JSON reader building domain entities from
    /// data records is data's; an extension of `UITableView` showing the app's empty-state view is
    /// ui's). Otherwise adopting would report the folder guess itself.
    static func moveDependentSharedFiles(
        _ placements: inout [Placement], files: [FileFacts], knowledge: VerifyKnowledge
    ) {
        var declaring: [String: String?] = [:]
        for (file, placement) in zip(files, placements) where !file.isTest {
            guard let layer = placement.layer, layer != LayerMap.sharedLayer else { continue }
            for name in file.typeNames where !file.nestedTypeNames.contains(name) {
                if let known = declaring[name] {
                    if known != layer { declaring[name] = .some(nil) }
                } else {
                    declaring[name] = layer
                }
            }
        }
        let order = knowledge.layers.map(\.id.rawValue).filter { $0 != LayerMap.sharedLayer }
        let layers = Dictionary(knowledge.layers.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        // A layer the file could live in: one that may depend on every layer it names and
        // whose import policy allows its frameworks (a `UIImage` extension is not domain's).
        func accepts(_ layer: String, dependingOn named: Set<String>, importing modules: [String]) -> Bool {
            guard let description = layers[layer] else { return false }
            let policy = description.imports
            let allowed = description.dependsOn.map(\.rawValue)
            return modules.allSatisfy { module in
                policy.mode == .closed ? policy.allowed.contains(module) : !policy.forbidden.contains(module)
            } && named.allSatisfy { $0 == layer || allowed.contains($0) }
        }
        for index in files.indices
        where placements[index].layer == LayerMap.sharedLayer && placements[index].reason == nil {
            let file = files[index]
            let own = Set(file.typeNames).union(file.typeAliases).union(file.genericParameterNames)
            let named = Set(file.identifiers.compactMap { own.contains($0) ? nil : declaring[$0] ?? nil })
            guard !named.isEmpty,
                let home = order.first(where: {
                    accepts($0, dependingOn: named, importing: file.imports.map(\.module))
                })
            else { continue }
            placements[index] = (home, "shared folder code naming \(home) types")
        }
    }

    /// Observable state is the screens' only when views or view models use it: state its role
    /// moved to presentation that no ui or presentation file names, but data files do (a session
    /// store the network client reads), is the data side's.
    static func moveDataSideState(_ placements: inout [Placement], files: [FileFacts]) {
        var owner: [String: Int] = [:]
        for index in files.indices
        where placements[index].layer == "presentation" && placements[index].reason == TypeRoles.observableState {
            for name in files[index].typeNames where !files[index].nestedTypeNames.contains(name) {
                owner[name] = index
            }
        }
        guard !owner.isEmpty else { return }
        var usedByScreens: Set<Int> = []
        var usedByData: Set<Int> = []
        for (index, file) in files.enumerated() where !file.isTest {
            let layer = placements[index].layer
            guard layer == "data" || layer == "presentation" || layer == "ui" else { continue }
            for name in file.identifiers {
                guard let state = owner[name], state != index else { continue }
                if layer == "data" { usedByData.insert(state) } else { usedByScreens.insert(state) }
            }
        }
        for index in usedByData.subtracting(usedByScreens) {
            placements[index] = ("data", "state only the data side uses")
        }
    }

    /// A folder named like the app (`Sources/App`) is often the app target's whole source tree:
    /// a subfolder of it holding screens — views and the state or view models they show — is a
    /// feature of the app, not its wiring. Its files the app folder alone made composition are
    /// placed by their roles, or left unplaced; the entry point and the wiring beside the
    /// features stay composition.
    static func placeFeaturesOfTheAppFolder(
        _ placements: inout [Placement], files: [FileFacts], layerMap: LayerMap, roles: TypeRoles
    ) {
        let appFolders = Set(files.compactMap { layerMap.appFolderPlacing($0.path) })
        guard !appFolders.isEmpty else { return }
        var features: [String: [Int]] = [:]
        for index in files.indices where !files[index].isTest {
            let path = files[index].path
            guard let appFolder = appFolders.first(where: { path.hasPrefix($0 + "/") }) else { continue }
            let below = path.dropFirst(appFolder.count + 1).split(separator: "/")
            guard below.count > 1 else { continue }
            features[appFolder + "/" + below[0], default: []].append(index)
        }
        // A feature's file of no role that calls use cases (a store's side-effect handler) does
        // the screen's work, which is presentation's: only view models and their helpers call them.
        let useCases = Set(
            files.filter { !$0.isTest }.flatMap { file in
                file.types.filter { roles.role(of: $0)?.name == "use case" }.map(\.name)
            })
        for indices in features.values {
            let layers = Set(
                indices.compactMap { roles.role(ofFile: files[$0].types, nested: files[$0].nestedTypeNames)?.layer })
            guard layers.contains("ui"), layers.contains("presentation") else { continue }
            for index in indices where placements[index].layer == "composition" && placements[index].reason == nil {
                let file = files[index]
                let own = Set(file.typeNames)
                if let layer = roles.layer(
                    folderLayer: nil, types: file.types, nested: file.nestedTypeNames,
                    imports: file.imports.map(\.module)
                )
                .layer {
                    placements[index] = (layer, "feature of the app folder")
                } else if file.identifiers.contains(where: { useCases.contains($0) && !own.contains($0) }) {
                    placements[index] = ("presentation", "feature code calling use cases")
                } else {
                    placements[index] = (nil, nil)
                }
            }
        }
    }
}
