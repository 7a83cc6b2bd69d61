import Testing

@testable import StrataVerify

/// A file belongs to the target whose folder holds it; for folders nested in another target's,
/// the deepest one, and among equally deep ones (two targets sharing a folder) the first declared.
@Suite struct TargetMembershipTests {
    @Test func theDeepestFolderHoldingTheFileWins() {
        let targets = [
            ManifestFacts.Target(name: "App", folder: "Sources/App", dependencies: []),
            ManifestFacts.Target(name: "Feature", folder: "Sources/App/Feature", dependencies: []),
            ManifestFacts.Target(name: "Shared", folder: "Sources/Shared", dependencies: []),
            ManifestFacts.Target(name: "SharedAgain", folder: "Sources/Shared", dependencies: []),
            ManifestFacts.Target(name: "Apple", folder: "Sources/Apple", dependencies: []),
        ]
        let manifest = ManifestFacts(path: "Package.swift", targets: targets, layers: [:])
        let membership = TargetMembership(manifest: manifest, project: ProjectFacts(files: [], manifests: [manifest]))
        func target(_ path: String) -> String? {
            membership.target(
                of: FileFacts(path: path, layer: nil, isTest: false, imports: [], types: [], identifiers: []))?
                .name
        }
        #expect(target("Sources/App/Root.swift") == "App")
        #expect(target("Sources/App/Feature/Screen.swift") == "Feature")
        #expect(target("Sources/App/FeatureKit/Other.swift") == "App")
        #expect(target("Sources/Shared/Money.swift") == "Shared")
        #expect(target("Sources/Apple/Pie.swift") == "Apple")
        #expect(target("Tests/AppTests/RootTests.swift") == nil)
    }
}
