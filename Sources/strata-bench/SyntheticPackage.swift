import Foundation

/// Writes a large, deterministic Swift package that looks like an app mid-migration: view
/// models (`ObservableObject` and `@Observable`), SwiftUI views, repositories, Codable
/// models, RxSwift-era controllers, tests — with comments, string interpolation, raw and
/// multi-line strings, `#if` blocks and nested closures, so the scanner meets what real
/// code throws at it.
struct SyntheticPackage {
    let fileCount: Int
    let seed: UInt64

    /// Writes the package under `root` (created if needed); returns its `Sources` folder.
    func write(to root: URL) throws(BenchmarkError) -> URL {
        var random = SplitMix64(seed: seed)
        let sources = root.appendingPathComponent("Sources")
        do {
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try manifest().write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            for number in 0..<fileCount {
                let module = "Feature\(number % 40)"
                let folder = sources.appendingPathComponent(module)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let name = Self.nouns[random.below(Self.nouns.count)] + "\(number)"
                let text = SyntheticFile(name: name, module: module, random: random.next()).text
                try text.write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
            }
        } catch {
            throw .unwritable(path: root.path, reason: error.localizedDescription)
        }
        return sources
    }

    private func manifest() -> String {
        let modules = (0..<Swift.min(40, fileCount)).map { "\"Feature\($0)\"" }
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let features = [\(modules.joined(separator: ", "))]
            let package = Package(
                name: "Synthetic",
                platforms: [.iOS(.v17), .macOS(.v14)],
                targets: features.map { .target(name: $0) }
            )

            """
    }

    static let nouns = [
        "Account", "Basket", "Catalog", "Dashboard", "Episode", "Feed", "Gallery", "History", "Inbox",
        "Journal", "Keychain", "Library", "Map", "Notification", "Order", "Profile", "Queue", "Receipt",
        "Search", "Ticket", "Upload", "Vault", "Wallet",
    ]
}

/// A deterministic generator, so every run writes the same package.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
