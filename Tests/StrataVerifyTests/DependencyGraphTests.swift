import Testing

@testable import StrataVerify

@Suite struct DependencyGraphTests {
    private func file(_ path: String, _ layer: String, imports: [String]) -> FileFacts {
        let facts = imports.map { ImportFact(module: $0, line: 1, column: 1, lineText: "import \($0)") }
        return FileFacts(path: path, layer: layer, isTest: false, imports: facts, types: [], identifiers: [])
    }

    @Test func observedImportsAgainstTheAllowedGraph() {
        let project = ProjectFacts(
            files: [
                file("Sources/DemoUI/A.swift", "ui", imports: ["SwiftUI", "DemoPresentation"]),
                file("Sources/DemoDomain/B.swift", "domain", imports: ["DemoData"]),
            ],
            manifests: [])
        let graph = DependencyGraph(project: project, knowledge: TestKnowledge.shared)
        #expect(graph.layers.map(\.name) == TestKnowledge.shared.layers.map(\.id.rawValue))
        #expect(graph.violations.map { "\($0.from)->\($0.to)" } == ["domain->data"])
        let uiToPresentation = graph.layerEdges.first { $0.from == "ui" && $0.to == "presentation" }
        #expect(uiToPresentation?.isObserved == true)
        #expect(graph.layerEdges.first { $0.from == "data" && $0.to == "domain" }?.isObserved == false)
        #expect(graph.targets.isEmpty)
    }

    @Test func targetEdgesComeFromTheManifest() {
        let manifest = ManifestFacts(
            path: "Package.swift",
            targets: [
                .init(name: "DemoDomain", folder: "Sources/DemoDomain", dependencies: []),
                .init(
                    name: "DemoData", folder: "Sources/DemoData",
                    dependencies: [
                        .init(
                            module: "DemoDomain", file: "Package.swift", line: 1, column: 1, lineText: "", kind: .target
                        )
                    ]),
                .init(
                    name: "DemoPresentation", folder: "Sources/DemoPresentation",
                    dependencies: [
                        .init(
                            module: "DemoData", file: "Package.swift", line: 2, column: 1, lineText: "", kind: .target)
                    ]),
            ],
            layers: ["DemoDomain": "domain", "DemoData": "data", "DemoPresentation": "presentation"])
        let graph = DependencyGraph(
            project: ProjectFacts(files: [], manifests: [manifest]), knowledge: TestKnowledge.shared)
        #expect(
            graph.targetEdges.map { "\($0.from)->\($0.to):\($0.isAllowed)" } == [
                "DemoData->DemoDomain:true", "DemoPresentation->DemoData:false",
            ])
        #expect(graph.violations.map(\.from) == ["presentation", "DemoPresentation"])
    }

    /// An Xcode project's targets are drawn with their dependencies (test bundles left out, as
    /// test files are), judged by the layers of the framework targets.
    @Test func xcodeTargetsAndTheirDependenciesAreDrawn() {
        func reference(_ module: String) -> DependencyDeclaration {
            .init(module: module, file: "App.xcodeproj/project.pbxproj", line: 1, lineText: "", kind: .target)
        }
        let targets = [
            XcodeTargetFacts(
                name: "App", module: "App", project: "App.xcodeproj", isTest: false, isLibrary: false,
                files: ["App/A.swift"], dependencies: [reference("Domain"), reference("DataKit")]),
            XcodeTargetFacts(
                name: "Domain", module: "Domain", project: "App.xcodeproj", isTest: false, isLibrary: true,
                files: ["Domain/B.swift"], dependencies: [reference("DataKit")]),
            XcodeTargetFacts(
                name: "Data Kit", module: "DataKit", project: "App.xcodeproj", isTest: false, isLibrary: true,
                files: ["DataKit/C.swift"]),
            XcodeTargetFacts(
                name: "DomainTests", module: "DomainTests", project: "App.xcodeproj", isTest: true, isLibrary: false,
                files: ["DomainTests/D.swift"], dependencies: [reference("Domain")]),
        ]
        let project = ProjectFacts(
            files: [], manifests: [], xcodeTargetLayers: ["Domain": "domain", "DataKit": "data"],
            xcodeTargets: targets)
        let graph = DependencyGraph(project: project, knowledge: TestKnowledge.shared)
        #expect(graph.targets.map { "\($0.name):\($0.layer ?? "-")" } == ["App:-", "Domain:domain", "Data Kit:data"])
        #expect(
            graph.targetEdges.map { "\($0.from)->\($0.to) \($0.isAllowed)" } == [
                "App->Data Kit true", "App->Domain true", "Domain->Data Kit false",
            ])
        #expect(graph.violations.map { "\($0.from)->\($0.to)" }.contains("domain->data"))
    }
}
