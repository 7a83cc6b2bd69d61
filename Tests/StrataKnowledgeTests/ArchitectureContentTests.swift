import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

struct ArchitectureContentTests {
    /// `{{name}}` in a name pattern stands for one PascalCase word or more.
    static func nameRegex(_ pattern: String) throws -> Regex<AnyRegexOutput> {
        var source = ""
        var rest = Substring(pattern)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            source += regexEscaped(rest[..<open.lowerBound]) + "[A-Z][A-Za-z0-9]*"
            rest = rest[close.upperBound...]
        }
        return try Regex(source + regexEscaped(rest))
    }

    @Test func layersAreInDependencyOrder() throws {
        let layers = try RepositoryKnowledge.load().architecture.layers
        #expect(layers.map(\.id) == LayerID.allCases)
        for (position, layer) in layers.enumerated() {
            let earlier = Set(layers.prefix(position).map(\.id))
            #expect(Set(layer.dependsOn).isSubset(of: earlier), "\(layer.id.rawValue) depends on a later layer")
        }
    }

    @Test func dependencyGraphIsAcyclicWithPureDomainAndTopComposition() throws {
        let architecture = try RepositoryKnowledge.load().architecture
        let edges = Dictionary(uniqueKeysWithValues: architecture.layers.map { ($0.id, $0.dependsOn) })
        func reaches(_ start: LayerID, _ target: LayerID, _ seen: Set<LayerID> = []) -> Bool {
            (edges[start] ?? []).contains {
                $0 == target || (!seen.contains($0) && reaches($0, target, seen.union([$0])))
            }
        }
        for layer in LayerID.allCases {
            #expect(!reaches(layer, layer), "cycle through \(layer.rawValue)")
            #expect(!(edges[layer] ?? []).contains(layer))
        }
        #expect(architecture.layer(.domain)?.dependsOn == [.shared], "domain uses only shared code")
        #expect(architecture.layer(.shared)?.dependsOn == [], "shared code knows no layer")
        #expect(
            Set(architecture.layer(.composition)?.dependsOn ?? []) == Set(LayerID.allCases).subtracting([.composition]))
        #expect(architecture.layers.allSatisfy { !$0.dependsOn.contains(.composition) })
    }

    @Test func importPoliciesAreConsistent() throws {
        let layers = try RepositoryKnowledge.load().architecture.layers
        for layer in layers {
            #expect(Set(layer.imports.allowed).isDisjoint(with: layer.imports.forbidden), "\(layer.id.rawValue)")
            if layer.imports.mode == .closed { #expect(layer.imports.forbidden.isEmpty) }
        }
        let domain = try #require(layers.first { $0.id == .domain })
        #expect(domain.imports.mode == .closed && domain.imports.allowed == ["Foundation"])
        for id in [LayerID.presentation, .data] {
            let forbidden = Set(try #require(layers.first { $0.id == id }).imports.forbidden)
            #expect(forbidden.isSuperset(of: ["SwiftUI", "UIKit"]), "\(id.rawValue) may import UI frameworks")
        }
    }

    @Test func modulesSharePlaceholderAndHaveDistinctSuffixes() throws {
        let layers = try RepositoryKnowledge.load().architecture.layers
        #expect(layers.allSatisfy { $0.module.hasPrefix(ArchitectureLayer.modulePlaceholder) })
        let suffixes = layers.map(\.moduleSuffix)
        #expect(Set(suffixes).count == layers.count && !suffixes.contains(""))
        // A suffix inside another would make module-suffix inference ambiguous.
        for suffix in suffixes {
            #expect(suffixes.filter { $0 != suffix && $0.hasSuffix(suffix) }.isEmpty, "\(suffix)")
        }
        #expect(layers.first { $0.id == .presentation }?.moduleName(for: "Demo") == "DemoPresentation")
    }

    @Test func inferencePatternsBelongToOneLayer() throws {
        let layers = try RepositoryKnowledge.load().architecture.layers
        let folders = layers.flatMap(\.inference.folders)
        let files = layers.flatMap(\.inference.files)
        #expect(folders.count == Set(folders).count && files.count == Set(files).count)
        #expect(layers.allSatisfy { !$0.inference.folders.isEmpty })
        // Shared code has no file names of its own: `String+Trimming.swift` is as often a feature's.
        #expect(layers.allSatisfy { $0.id == .shared || !$0.inference.files.isEmpty })
        #expect(files.allSatisfy { $0.hasSuffix(".swift") })
    }

    @Test func roleExamplesFollowTheirNamePatterns() throws {
        let roles = try RepositoryKnowledge.load().architecture.roles
        #expect(roles.map(\.id).count == Set(roles.map(\.id)).count)
        for role in roles {
            let pattern = try Self.nameRegex(role.namePattern)
            #expect(role.example.wholeMatch(of: pattern) != nil, "\(role.id)")
        }
    }

    /// The test-support module the knowledge describes is the one every scaffolded package declares, at the
    /// folder it names (the golden packages are the scaffold's output, checked byte for byte elsewhere).
    @Test(arguments: ["observable", "combine", "store"])
    func testSupportModuleIsTheScaffoldedOne(style: String) throws {
        let testSupport = try RepositoryKnowledge.load().architecture.packageLayout.testSupport
        let manifest = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/Package.swift"),
            encoding: .utf8)
        let module = testSupport.module.replacingOccurrences(of: "{{module}}", with: "Demo")
        let folder = testSupport.folder.replacingOccurrences(of: "{{module}}", with: "Demo")
        #expect(manifest.contains("name: \"\(module)\""), "\(style)")
        #expect(manifest.contains("path: \"\(folder)\""), "\(style)")
    }
}

/// Escapes regex metacharacters in literal pattern text.
private func regexEscaped(_ text: Substring) -> String {
    text.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : String($0) }.joined()
}
