import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// strata.json's `customLayers`: layers beyond the knowledge base's five, with their own globs,
/// dependencies and import policy, held to them by layer-dependency.
@Suite struct CustomLayerTests {
    private let vocabulary = ProjectConfiguration.Vocabulary(
        layers: ["domain", "data", "presentation", "ui", "composition"], rules: ["layer-dependency"],
        styles: ["observable"])

    private static let networking = """
        {
          "schemaVersion": 1,
          "customLayers": {
            "networking": {
              "globs": ["Sources/AppNetworking/**"],
              "dependsOn": ["domain"],
              "forbiddenImports": ["SwiftUI"]
            }
          }
        }
        """

    private func load(_ text: String) throws(ConfigurationErrors) -> ProjectConfiguration {
        try ProjectConfiguration.load(Data(text.utf8), file: "strata.json", vocabulary: vocabulary)
    }

    @Test func aCustomLayerIsReadWithItsGlobsDependenciesAndImports() throws {
        let configuration = try load(Self.networking)
        #expect(
            configuration.customLayers == [
                CustomLayer(
                    id: "networking", globs: ["Sources/AppNetworking/**"], dependsOn: ["domain"],
                    forbiddenImports: ["SwiftUI"])
            ])
    }

    @Test func unknownLayersInDependsOnAreLocatedWithASuggestion() {
        let marked = MarkedText(
            """
            {"schemaVersion": 1, "customLayers": {
              "networking": {"globs": ["Net/**"], "dependsOn": [↓"domian", "cache"]},
              "cache": {"globs": ["Cache/**"], "dependsOn": [↓"netwrking"]},
              ↓"ui": {"globs": ["X/**"]},
              ↓"Bad Name": {"globs": ["Y/**"]}
            }}
            """)
        do {
            _ = try load(marked.text)
            Issue.record("loaded")
        } catch {
            let lines = error.errors.map(\.description)
            let at = marked.positions.map { "strata.json:\($0): " }
            #expect(
                lines == [
                    at[0] + "unknown layer 'domian'; did you mean 'domain'?",
                    at[1] + "unknown layer 'netwrking'; did you mean 'networking'?",
                    at[2] + "custom layer 'ui' is already a layer of the knowledge base; "
                        + "give the custom layer a name of its own, or set ui's globs under layers",
                    at[3] + "custom layer 'Bad Name' is not a lowercase name; "
                        + "use lowercase letters, digits and '-', starting with a letter (networking, feature-flags)",
                ], "\(lines.joined(separator: "\n"))")
        }
    }

    @Test func aCustomLayerWithoutGlobsIsAMissingKey() {
        #expect(throws: ConfigurationErrors.self) {
            try load(#"{"schemaVersion": 1, "customLayers": {"networking": {"dependsOn": []}}}"#)
        }
    }

    /// A networking layer that may depend on domain only and not import SwiftUI: both are found,
    /// in the same words as for the knowledge base's layers; inference still places the rest.
    @Test func layerDependencyHoldsACustomLayerToItsGraphAndImports() throws {
        let folder = try TemporaryDirectory()
        let client = MarkedText(
            "import Foundation\nimport AppDomain\nimport ↓AppPresentation\nimport ↓SwiftUI\n\nstruct Client {}\n")
        try folder.write(client.text, to: "Sources/AppNetworking/Client.swift")
        try folder.write("import SwiftUI\n", to: "Sources/AppPresentation/Bad.swift")
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path,
            configuration: try load(Self.networking))
        let findings = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
        assertDiagnostics(
            DiagnosticSpec.inMarkerOrder(
                [
                    "networking must not depend on 'AppPresentation'; allowed: domain",
                    "networking must not depend on 'SwiftUI'; allowed: domain, and frameworks except SwiftUI",
                ], id: "rule.layer-dependency"),
            in: findings.filter { $0.file.hasPrefix("Sources/AppNetworking") }.map { $0.diagnostic() }, markers: client,
            file: "Sources/AppNetworking/Client.swift")
        // Presentation is still inferred from its target name and still may not import SwiftUI.
        #expect(findings.contains { $0.file == "Sources/AppPresentation/Bad.swift" && $0.ruleID == "layer-dependency" })
    }

    @Test func allowedImportsCloseACustomLayersFrameworkList() throws {
        let folder = try TemporaryDirectory()
        let client = MarkedText("import Foundation\nimport ↓Alamofire\n")
        try folder.write(client.text, to: "Net/Client.swift")
        let configuration = try load(
            """
            {"schemaVersion": 1, "customLayers": {"networking": {"globs": ["Net/**"], "allowedImports": ["Foundation", "Network"]}}}
            """)
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path, configuration: configuration)
        let findings = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
        assertDiagnostics(
            DiagnosticSpec.inMarkerOrder([
                "networking must not depend on 'Alamofire'; allowed: none, and only the frameworks Foundation, Network"
            ]),
            in: findings.map { $0.diagnostic() }, markers: client, file: "Net/Client.swift")
    }

    /// Package.swift's targets place a custom layer's module and are held to its graph too; an
    /// import the custom layer may not make is layer-dependency's alone, not also an undeclared
    /// dependency to declare.
    @Test func aCustomLayersTargetDependenciesFollowItsGraph() throws {
        let folder = try TemporaryDirectory()
        let manifest = MarkedText(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    .target(name: "AppDomain"),
                    .target(name: "AppPresentation", dependencies: ["AppDomain"]),
                    .target(name: "AppUI", dependencies: ["AppPresentation"]),
                    .target(name: "AppNetworking", dependencies: ["AppDomain", ↓"AppPresentation"]),
                ]
            )

            """)
        let client = MarkedText("import AppDomain\nimport ↓AppPresentation\nimport ↓AppUI\n\nstruct Client {}\n")
        try folder.write(manifest.text, to: "Package.swift")
        try folder.write(client.text, to: "Sources/AppNetworking/Client.swift")
        try folder.write("public struct Profile {}\n", to: "Sources/AppDomain/Profile.swift")
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path,
            configuration: try load(Self.networking))
        let findings = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
            .filter { ["layer-dependency", "undeclared-dependency", "unused-dependency"].contains($0.ruleID) }
        assertDiagnostics(
            DiagnosticSpec.inMarkerOrder(
                ["networking must not depend on 'AppPresentation'; allowed: domain"], id: "rule.layer-dependency"),
            in: findings.filter { $0.file == "Package.swift" }.map { $0.diagnostic() }, markers: manifest,
            file: "Package.swift")
        assertDiagnostics(
            DiagnosticSpec.inMarkerOrder(
                [
                    "networking must not depend on 'AppPresentation'; allowed: domain",
                    "networking must not depend on 'AppUI'; allowed: domain",
                ], id: "rule.layer-dependency"),
            in: findings.filter { $0.file != "Package.swift" }.map { $0.diagnostic() }, markers: client,
            file: "Sources/AppNetworking/Client.swift")
    }

    /// One target, no imports: a type a custom layer declares is held to the graph as a shipped layer's
    /// type is. Domain, whose import list is closed, may not name a persistence type; persistence may name
    /// domain's (its `dependsOn`) but not presentation's; presentation's open import policy lets it use
    /// persistence, as it may import persistence's module.
    @Test func layerDependencyFollowsTypeNamesIntoAndOutOfACustomLayer() throws {
        let folder = try TemporaryDirectory()
        let sources = [
            "App/Domain/Order.swift": MarkedText("struct Order {\n    let store: ↓OrderStore\n}\n"),
            "App/Persistence/OrderStore.swift": MarkedText(
                "struct OrderStore {\n    func save(_ order: Order) {}\n    let screen: ↓OrdersViewModel\n}\n"),
            "App/Scenes/OrdersViewModel.swift": MarkedText(
                "final class OrdersViewModel {\n    let store: OrderStore\n}\n"),
        ]
        for (path, source) in sources { try folder.write(source.text, to: path) }
        let configuration = try load(
            """
            {"schemaVersion": 1,
             "layers": {"domain": ["App/Domain/**"], "presentation": ["App/Scenes/**"]},
             "customLayers": {"persistence": {"globs": ["App/Persistence/**"], "dependsOn": ["domain"]}}}
            """)
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path, configuration: configuration)
        let findings = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
            .filter { $0.ruleID == "layer-dependency" }
        let expected = [
            "App/Domain/Order.swift": [
                "domain must not depend on 'OrderStore (declared in persistence)'; allowed: shared"
            ],
            "App/Persistence/OrderStore.swift": [
                "persistence must not depend on 'OrdersViewModel (declared in presentation)'; allowed: domain"
            ],
            "App/Scenes/OrdersViewModel.swift": [],
        ]
        for (path, messages) in expected {
            assertDiagnostics(
                DiagnosticSpec.inMarkerOrder(messages, id: "rule.layer-dependency"),
                in: findings.filter { $0.file == path }.map { $0.diagnostic() },
                markers: sources[path] ?? MarkedText(""),
                file: path, context: path)
        }
    }
}
