import Foundation

/// Writes a large, deterministic package laid out the way `strata verify` sees real projects:
/// layer targets (`BenchDomain`, `BenchData`, …) with feature folders, test targets, a
/// Package.swift, and the synthetic files' mix of view models, views, repositories and
/// RxSwift-era code — so every rule has work to do and some findings to report.
struct LayeredPackage {
    let fileCount: Int
    let seed: UInt64
    var layout = Layout.targets

    enum Layout {
        /// A target per layer (`Sources/BenchDomain/Feature3/…`): layers follow from target names.
        case targets
        /// An app's folders (`Features/Feature12/…`), twenty files each, all of one role and named for
        /// it (`…UseCase`, `…ViewModel`, `…Screen`): nothing but file names tells the layers apart, so
        /// `strata init --adopt` writes a glob per folder — globs in proportion to the files, as on
        /// adopted real apps. Each file declares only what its role does (a `…Screen` views, a
        /// `…DataSource` a repository), so the adopted globs place every file where inference does and
        /// an adopted run does the same work as one without a configuration.
        case featureFolders
    }

    static let layers = ["Domain", "Data", "Presentation", "UI", "Composition"]
    private static let roles = ["UseCase", "DataSource", "ViewModel", "Screen", "Entity", "ViewModel", "Screen"]
    /// What a file of each role declares; tests declare fixtures.
    private static let roleSections: [String: [SyntheticFile.Section]] = [
        "UseCase": [.model, .extensionHelpers], "DataSource": [.repository], "ViewModel": [.observableViewModel],
        "Screen": [.view, .legacyController], "Entity": [.model], "Tests": [.model, .extensionHelpers],
    ]

    /// Writes the package under `root`, replacing what was there.
    func write(to root: URL) throws(BenchmarkError) {
        var random = SplitMix64(seed: seed)
        do {
            try? FileManager.default.removeItem(at: root)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            if layout == .targets {
                try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            }
            for number in 0..<fileCount where layout == .featureFolders {
                let isTest = number % 7 == 6
                let folder = root.appendingPathComponent(
                    isTest ? "Tests/Feature\(number / 20)Tests" : "Features/Feature\(number / 20)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                // A folder's files share a role, so a folder is one layer's.
                let role = isTest ? "Tests" : Self.roles[(number / 20) % Self.roles.count]
                let name = SyntheticPackage.nouns[random.below(SyntheticPackage.nouns.count)] + "\(number)" + role
                let kinds = Self.roleSections[role] ?? SyntheticFile.Section.allCases
                let text = SyntheticFile(name: name, module: "Bench", random: random.next(), kinds: kinds).text
                try text.write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
            }
            for number in 0..<fileCount where layout == .targets {
                let layer = Self.layers[number % Self.layers.count]
                let isTest = number % 7 == 6
                let target = isTest ? "Tests/Bench\(layer)Tests" : "Sources/Bench\(layer)"
                let folder = root.appendingPathComponent("\(target)/Feature\(number % 40)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let name =
                    SyntheticPackage.nouns[random.below(SyntheticPackage.nouns.count)] + "\(number)"
                    + (isTest ? "Tests" : "")
                let text = SyntheticFile(name: name, module: "Bench\(layer)", random: random.next()).text
                try text.write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
            }
        } catch {
            throw .unwritable(path: root.path, reason: error.localizedDescription)
        }
    }

    private var manifest: String {
        let dependencies = [
            "Domain": [], "Data": ["Domain"], "Presentation": ["Domain"], "UI": ["Domain", "Presentation"],
            "Composition": ["Domain", "Data", "Presentation", "UI"],
        ]
        let targets = Self.layers.map { layer in
            let names = (dependencies[layer] ?? []).map { "\"Bench\($0)\"" }.joined(separator: ", ")
            return "        .target(name: \"Bench\(layer)\", dependencies: [\(names)]),\n"
                + "        .testTarget(name: \"Bench\(layer)Tests\", dependencies: [\"Bench\(layer)\"]),"
        }
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Bench",
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }
}
