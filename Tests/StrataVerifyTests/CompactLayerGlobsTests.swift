import Testing

@testable import StrataVerify

/// `init --adopt`'s globs: read back as `verify` reads them, they give every file the layer adopt
/// placed it in, with a folder glob where a folder's files share a layer.
@Suite struct CompactLayerGlobsTests {
    static func readBack(_ globs: [String: [String]], _ paths: [String]) -> [String?] {
        let map = LayerMap(
            configured: globs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, inference: [], testFolders: [])
        return paths.map { map.layer(for: $0) }
    }

    @Test func foldersThatShareALayerGetOneGlobAndExceptionsTheirPath() {
        let placements: [(path: String, layer: String?)] = [
            ("App/Scenes/Login/LoginViewModel.swift", "presentation"),
            ("App/Scenes/Login/LoginViewController.swift", "ui"),
            ("App/Scenes/Home/HomeViewModel.swift", "presentation"),
            ("App/Scenes/Home/HomeState.swift", "presentation"),
            ("App/Domain/Order.swift", "domain"),
            ("App/Domain/Orders/LoadOrders.swift", "domain"),
            ("App/Misc/Unplaced.swift", nil),
            ("App/Misc/Log.swift", "shared"),
        ]
        let compact = CompactLayerGlobs(placements: placements)
        #expect(compact.globs["presentation"] == ["App/Scenes/**"])
        #expect(compact.globs["ui"] == ["App/Scenes/Login/LoginViewController.swift"])
        #expect(compact.globs["domain"] == ["App/Domain/**"])
        #expect(compact.globs["shared"] == ["App/Misc/Log.swift"], "no folder glob over a file of no layer")
        #expect(compact.exceptions == ["ui": 1, "shared": 1])
        #expect(Self.readBack(compact.globs, placements.map(\.path)) == placements.map(\.layer))
    }

    /// Random trees of random layers: the globs always give back the placement exactly.
    @Test func globsReproduceAnyPlacement() {
        var generator = SystemRandomNumberGenerator()
        let layers: [String?] = ["domain", "data", "presentation", "ui", "shared", nil]
        for _ in 0..<200 {
            var placements: [(path: String, layer: String?)] = []
            var seen: Set<String> = []
            for index in 0..<Int.random(in: 1...40, using: &generator) {
                let depth = Int.random(in: 0...3, using: &generator)
                let folders = (0..<depth).map { _ in ["A", "B", "C"].randomElement(using: &generator)! }
                let path = (folders + ["F\(index).swift"]).joined(separator: "/")
                guard seen.insert(path).inserted else { continue }
                placements.append((path, layers.randomElement(using: &generator)!))
            }
            let compact = CompactLayerGlobs(placements: placements)
            #expect(Self.readBack(compact.globs, placements.map(\.path)) == placements.map(\.layer))
        }
    }

    /// Folder and file names holding glob characters are escaped, never left out: the globs
    /// still give back every file's layer.
    @Test func namesWithGlobCharactersArePlacedThroughEscapes() {
        let placements: [(path: String, layer: String?)] = [
            ("Sources/App{Core/HomeViewController.swift", "ui"),
            ("Sources/App{Core/HomeView.swift", "ui"),
            ("Sources/Mixed*/LoginViewModel.swift", "presentation"),
            ("Sources/Mixed*/Login[Old]ViewController.swift", "ui"),
            ("Sources/a,b}/Order.swift", "domain"),
            ("Sources/Why?/Log.swift", "shared"),
            ("Sources/Why?/Unplaced.swift", nil),
        ]
        let compact = CompactLayerGlobs(placements: placements)
        #expect(compact.globs["ui"]?.contains(#"Sources/App\{Core/**"#) == true, "\(compact.globs)")
        #expect(Self.readBack(compact.globs, placements.map(\.path)) == placements.map(\.layer), "\(compact.globs)")
    }
}

extension CompactLayerGlobsTests {
    /// View controllers among the view models, navigators and assemblers of every scene folder
    /// take one glob by the role word their names end with, not one path each; a file of that
    /// ending placed elsewhere keeps the merge from happening.
    @Test func filesOfOneRoleInMixedFoldersShareAGlobByTheirNames() {
        var placements: [(path: String, layer: String?)] = []
        for scene in ["Login", "Main", "Products", "Orders", "Settings"] {
            placements += [
                ("App/Scenes/\(scene)/\(scene)ViewModel.swift", "presentation"),
                ("App/Scenes/\(scene)/\(scene)Navigator.swift", "presentation"),
                ("App/Scenes/\(scene)/\(scene)UseCase.swift", "presentation"),
                ("App/Scenes/\(scene)/\(scene)ViewController.swift", "ui"),
            ]
        }
        let compact = CompactLayerGlobs(placements: placements)
        #expect(compact.globs["ui"] == ["App/Scenes/**/*ViewController.swift"])
        #expect(compact.globs["presentation"] == ["App/**"])

        placements.append(("App/Scenes/Legacy/OldViewController.swift", "presentation"))
        let mixed = CompactLayerGlobs(placements: placements)
        #expect(mixed.globs["ui"]?.count == 5)
    }
}
