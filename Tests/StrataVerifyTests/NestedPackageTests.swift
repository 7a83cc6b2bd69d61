import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// Repositories split into one local package per module, with no Package.swift at the root (or
/// one that lists none of them): every nested manifest's targets are the project's modules, so an
/// import of a sibling module is judged by that module's layer, never as a foreign framework.
@Suite struct NestedPackageTests {
    private let vocabulary = ProjectConfiguration.Vocabulary(
        layers: ["domain", "data", "presentation", "ui", "composition"],
        rules: ["layer-dependency", "domain-purity"], styles: ["observable"])

    private static func manifest(_ name: String, dependencies: [String] = []) -> String {
        let products = dependencies.map { #".product(name: "\#($0)", package: "\#($0)")"# }
        return """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [\(dependencies.map { #".package(path: "../\#($0)")"# }.joined(separator: ", "))],
                targets: [
                    .target(name: "\(name)", dependencies: [\(products.joined(separator: ", "))])
                ]
            )

            """
    }

    private func project(configuration: String) throws -> (TemporaryDirectory, ProjectConfiguration) {
        let folder = try TemporaryDirectory()
        try folder.write(Self.manifest("Money"), to: "Modules/Money/Package.swift")
        try folder.write(
            "public struct Price { public let cents: Int }\n", to: "Modules/Money/Sources/Money/Price.swift")
        try folder.write(Self.manifest("Product", dependencies: ["Money"]), to: "Modules/Product/Package.swift")
        try folder.write(
            "import Foundation\nimport Money\n\npublic struct Item { public let price: Price }\n",
            to: "Modules/Product/Sources/Product/Item.swift")
        try folder.write(Self.manifest("Storage"), to: "Modules/Storage/Package.swift")
        try folder.write(
            "public final class KeyValueStore {}\n", to: "Modules/Storage/Sources/Storage/KeyValueStore.swift")
        try folder.write(Self.manifest("Container"), to: "Modules/Container/Package.swift")
        try folder.write("public final class Container {}\n", to: "Modules/Container/Sources/Container/Container.swift")
        let configuration = try ProjectConfiguration.load(
            Data(configuration.utf8), file: "strata.json", vocabulary: vocabulary)
        return (folder, configuration)
    }

    private static let layered = """
        {"schemaVersion": 1, "layers": {
          "domain": ["Modules/Money/**", "Modules/Product/**"],
          "data": ["Modules/Storage/**"],
          "presentation": ["Modules/Catalog/**"],
          "composition": ["Modules/Container/**"]
        }}
        """

    @Test func siblingModulesOfNestedPackagesAreJudgedByTheirLayers() throws {
        let (folder, configuration) = try project(configuration: Self.layered)
        let viewModel = MarkedText(
            "import Foundation\nimport Product\nimport ↓Storage\nimport ↓Container\n\nfinal class CatalogViewModel {}\n"
        )
        try folder.write(viewModel.text, to: "Modules/Catalog/Sources/Catalog/CatalogViewModel.swift")
        let catalogManifest = MarkedText(
            Self.manifest("Catalog", dependencies: ["Product", "Container"])
                .replacingOccurrences(of: #".product(name: "Container""#, with: #".product(name: ↓"Container""#))
        try folder.write(catalogManifest.text, to: "Modules/Catalog/Package.swift")
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path, configuration: configuration,
            reportedRules: ["layer-dependency", "domain-purity"])
        let findings = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings

        assertDiagnostics(
            DiagnosticSpec.inMarkerOrder(
                [
                    "presentation must not depend on 'Storage'; allowed: domain, shared",
                    "presentation must not depend on 'Container'; allowed: domain, shared",
                ], id: "rule.layer-dependency"),
            in: findings.filter { $0.file.hasSuffix("CatalogViewModel.swift") }.map { $0.diagnostic() },
            markers: viewModel, file: "Modules/Catalog/Sources/Catalog/CatalogViewModel.swift")
        // The manifest's dependency on the composition module is the same edge, where SwiftPM enforces it.
        assertDiagnostics(
            DiagnosticSpec.inMarkerOrder(
                ["presentation must not depend on 'Container'; allowed: domain, shared"], id: "rule.layer-dependency"),
            in: findings.filter { $0.file == "Modules/Catalog/Package.swift" }.map { $0.diagnostic() },
            markers: catalogManifest, file: "Modules/Catalog/Package.swift")
        // Product imports Money, a sibling domain module, not a framework; no manifest is a domain file.
        #expect(findings.filter { $0.file.hasPrefix("Modules/Product") || $0.file.hasPrefix("Modules/Money") }.isEmpty)
    }

    /// A `Package@swift-5.9.swift` beside Package.swift describes the same package: its edges are
    /// not read a second time, and it is no layer's file.
    @Test func aVersionedManifestIsNotASecondPackage() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    .target(name: "AppData"),
                    .target(name: "AppPresentation", dependencies: ["AppData"]),
                ]
            )

            """
        let folder = try TemporaryDirectory(files: [
            "Package.swift": manifest, "Package@swift-5.9.swift": manifest,
            "Sources/AppData/Store.swift": "public final class Store {}\n",
            "Sources/AppPresentation/Model.swift": "import AppData\n\nfinal class Model {}\n",
        ])
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path,
            reportedRules: ["layer-dependency", "domain-purity"])
        let findings = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
        #expect(
            findings.map(\.file).sorted() == ["Package.swift", "Sources/AppPresentation/Model.swift"], "\(findings)")
    }

    @Test func strataJSONMapsModulesNoManifestDeclares() throws {
        let folder = try TemporaryDirectory()
        try folder.write("import Foundation\nimport Money\n\nstruct Order {}\n", to: "App/Domain/Order.swift")
        let viewModel = MarkedText("import Foundation\nimport ↓Persistence\n\nfinal class OrderViewModel {}\n")
        try folder.write(viewModel.text, to: "App/Presentation/OrderViewModel.swift")
        let configuration = try ProjectConfiguration.load(
            Data(
                #"""
                {"schemaVersion": 1,
                 "layers": {"domain": ["App/Domain/**"], "presentation": ["App/Presentation/**"]},
                 "modules": {"Money": "domain", "Persistence": "data"}}
                """#.utf8), file: "strata.json", vocabulary: vocabulary)
        #expect(configuration.moduleLayers == ["Money": "domain", "Persistence": "data"])
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path, configuration: configuration,
            reportedRules: ["layer-dependency", "domain-purity"])
        let findings = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
        assertDiagnostics(
            DiagnosticSpec.inMarkerOrder(
                ["presentation must not depend on 'Persistence'; allowed: domain, shared"], id: "rule.layer-dependency"),
            in: findings.filter { $0.file.hasSuffix("OrderViewModel.swift") }.map { $0.diagnostic() },
            markers: viewModel, file: "App/Presentation/OrderViewModel.swift")
        #expect(findings.filter { $0.file == "App/Domain/Order.swift" }.isEmpty)
    }

    @Test func aModuleMappedToAnUnknownLayerIsLocatedWithASuggestion() {
        let marked = MarkedText(#"{"schemaVersion": 1, "modules": {"Money": ↓"domian"}}"#)
        do {
            _ = try ProjectConfiguration.load(Data(marked.text.utf8), file: "strata.json", vocabulary: vocabulary)
            Issue.record("loaded")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    "strata.json:\(marked.position): unknown layer 'domian'; did you mean 'domain'?"
                ])
        }
    }
}
