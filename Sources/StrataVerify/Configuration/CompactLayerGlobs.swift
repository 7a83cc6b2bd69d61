import StrataCore

/// The fewest layer globs that give every file the layer `init --adopt` placed it in: a folder
/// glob where a folder's files mostly share a layer, an exact path only for a file whose layer
/// differs from its folder's (a view controller among view models). Reviewing a strata.json of
/// folders is possible; one of four hundred file paths is not, and every glob is matched against
/// every file.
///
/// A tree walk, bottom up: for each folder and each layer its parent could leave it with, the
/// cheapest choice of its own layer (keep the parent's, or start a folder glob) counting one glob
/// per folder glob and per exact path. The most specific glob wins in `verify`, and a deeper
/// folder or an exact path is always more specific than the folder around it, so the globs give
/// back exactly the placement. Files of no layer admit no folder glob above them: a glob cannot
/// take a layer away.
struct CompactLayerGlobs {
    /// Layer → globs, each list sorted.
    private(set) var globs: [String: [String]] = [:]
    /// Layer → how many files an exact path moves out of their folder's layer.
    private(set) var exceptions: [String: Int] = [:]

    private final class Folder {
        var children: [Substring: Folder] = [:]
        var files: [(name: Substring, layer: String?)] = []
        /// How many files below have each layer, all of them, and whether one has none.
        var layers: [String: Int] = [:]
        var fileCount = 0
        var hasUnplaced = false
        /// Inherited layer (nil for none) → (cost, own layer).
        var best: [String?: (cost: Int, layer: String?)] = [:]
    }

    /// Beyond any real count: a choice that cannot reproduce the placement.
    private static let impossible = 1 << 40
    /// A folder glob costs a little less than an exact path, so a tie goes to the folder: a file
    /// added there later gets the layer of the files beside it.
    private static let folderGlobCost = 10
    private static let exactPathCost = 11

    init(placements: [(path: String, layer: String?)]) {
        let root = Folder()
        for (path, layer) in placements {
            var folder = root
            let parts = path.split(separator: "/")
            for part in parts.dropLast() {
                let next = folder.children[part] ?? Folder()
                folder.children[part] = next
                folder = next
            }
            folder.files.append((parts.last ?? Substring(path), layer))
        }
        Self.gatherLayers(root)
        _ = Self.cost(root, inherited: nil, isRoot: true)
        emit(root, inherited: nil, path: "")
        mergeExceptionsByRoleName(placements)
        globs = globs.mapValues { $0.sorted() }
    }

    /// Files whose role overrides their folder are often many of one kind in mixed scene folders
    /// (`Scenes/Login/LoginViewController.swift` beside its view model and navigator). Their exact
    /// paths give way to one glob by the role word their names end with
    /// (`Scenes/**/*ViewController.swift`) under the folder they share, kept only when every file
    /// still gets exactly the layer it was placed in.
    private mutating func mergeExceptionsByRoleName(_ placements: [(path: String, layer: String?)]) {
        struct Group: Hashable {
            var layer: String
            var ending: String
        }
        var groups: [Group: [String]] = [:]
        for (layer, layerGlobs) in globs {
            for glob in layerGlobs where !glob.hasSuffix("/**") {
                for ending in Self.roleEndings(of: glob) {
                    groups[Group(layer: layer, ending: ending), default: []].append(glob)
                }
            }
        }
        // Larger groups first, so the widest merge is tried before its parts; of two alike, the
        // longer role word (`ViewController` before `Controller`).
        let ordered = groups.sorted {
            ($0.value.count, $0.key.ending.count, $1.key.layer, $1.key.ending)
                > ($1.value.count, $1.key.ending.count, $0.key.layer, $0.key.ending)
        }
        for (group, members) in ordered where members.count > 2 {
            let layer = group.layer
            let ending = group.ending
            let present = members.filter { globs[layer]?.contains($0) ?? false }
            guard present.count > 2, let folder = Self.commonFolder(of: present) else { continue }
            let merged = folder + "/**/*" + ending + ".swift"
            var candidate = globs
            candidate[layer] = (candidate[layer] ?? []).filter { !present.contains($0) } + [merged]
            guard Self.reproduces(placements, with: candidate) else { continue }
            globs = candidate
            exceptions[layer, default: 0] -= present.count
        }
    }

    /// The role words a file name ends with (`LoginViewController` → `Controller`, `ViewController`).
    private static func roleEndings(of path: String) -> [String] {
        guard let name = path.split(separator: "/").last, name.hasSuffix(".swift") else { return [] }
        let stem = name.dropLast(".swift".count)
        guard stem.allSatisfy({ $0.isLetter || $0.isNumber }) else { return [] }
        let starts = stem.indices.filter { stem[$0].isUppercase }.suffix(2)
        return starts.map { String(stem[$0...]) }.filter { $0.count < stem.count }
    }

    /// The deepest folder holding every path, nil at the project's root.
    private static func commonFolder(of paths: [String]) -> String? {
        var common = Array(paths[0].split(separator: "/").dropLast())
        for path in paths.dropFirst() {
            let folders = Array(path.split(separator: "/").dropLast())
            var count = 0
            while count < min(common.count, folders.count), common[count] == folders[count] { count += 1 }
            common.removeLast(common.count - count)
        }
        return common.isEmpty ? nil : common.joined(separator: "/")
    }

    /// Whether `candidate`, read as `verify` reads strata.json (layers in name order, the most
    /// specific glob winning), gives every file the layer it was placed in, and none to the rest.
    private static func reproduces(_ placements: [(path: String, layer: String?)], with candidate: [String: [String]])
        -> Bool
    {
        let map = LayerMap(
            configured: candidate.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, inference: [], testFolders: [])
        let layers = map.layers(for: placements.map(\.path))
        return zip(placements, layers).allSatisfy { $0.layer == $1 }
    }

    /// A name a glob would read as a pattern cannot be written as a literal.
    private static func gatherLayers(_ folder: Folder) {
        folder.fileCount = folder.files.count
        for file in folder.files {
            if let layer = file.layer { folder.layers[layer, default: 0] += 1 } else { folder.hasUnplaced = true }
        }
        for child in folder.children.values {
            gatherLayers(child)
            folder.layers.merge(child.layers, uniquingKeysWith: +)
            folder.fileCount += child.fileCount
            folder.hasUnplaced = folder.hasUnplaced || child.hasUnplaced
        }
    }

    private static func cost(_ folder: Folder, inherited: String?, isRoot: Bool = false) -> Int {
        if let known = folder.best[inherited] { return known.cost }
        var choices: [String?] = []
        // A folder glob needs no file below it left without a layer, and half its files at
        // least of its layer (a reviewer reads `Sources/**` as "all of it"); the project's root
        // gets none (`**` would claim every file added anywhere). Tried first, so that on a tie
        // the glob starts at the higher folder.
        if !isRoot, !folder.hasUnplaced {
            choices += folder.layers.filter { $0.key != inherited && $0.value * 2 >= folder.fileCount }.keys.sorted()
                .map { $0 }
        }
        choices.append(inherited)
        var best: (cost: Int, layer: String?) = (impossible, inherited)
        for choice in choices {
            var total = choice == inherited ? 0 : folderGlobCost
            for file in folder.files where file.layer != choice {
                total += file.layer == nil ? impossible : exactPathCost
            }
            for child in folder.children.values {
                total += cost(child, inherited: choice)
                if total >= best.cost { break }
            }
            if total < best.cost { best = (total, choice) }
        }
        folder.best[inherited] = best
        return best.cost
    }

    private mutating func emit(_ folder: Folder, inherited: String?, path: String) {
        let own = folder.best[inherited]?.layer ?? inherited
        if own != inherited, let own {
            globs[own, default: []].append(path + "/**")
        }
        // Names go in escaped: a folder called `App{Core` is a glob naming it, not a brace.
        for file in folder.files where file.layer != own {
            guard let layer = file.layer else { continue }
            let name = Glob.escaping(file.name)
            globs[layer, default: []].append(path.isEmpty ? name : path + "/" + name)
            exceptions[layer, default: 0] += 1
        }
        for (name, child) in folder.children {
            let escaped = Glob.escaping(name)
            emit(child, inherited: own, path: path.isEmpty ? escaped : path + "/" + escaped)
        }
    }
}
