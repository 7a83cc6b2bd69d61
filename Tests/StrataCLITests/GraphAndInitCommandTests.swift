import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

@Suite struct GraphAndInitCommandTests {
    private static let layered = [
        "Sources/DemoDomain/Profile.swift": "import Foundation\n\npublic struct Profile: Equatable {}\n",
        "Sources/DemoPresentation/ProfileViewModel.swift":
            "import Combine\nimport DemoDomain\n\n@MainActor\npublic final class ProfileViewModel: ObservableObject {}\n",
        "Sources/DemoUI/ProfileScreen.swift": "import SwiftUI\nimport DemoPresentation\n\nstruct ProfileScreen {}\n",
        "Tests/DemoDomainTests/ProfileTests.swift": "import Testing\n@testable import DemoDomain\n",
    ]

    @Test func graphMarksOnlyViolatingEdges() throws {
        let project = try ScratchProject(Self.layered)
        let clean = CapturedRun(["graph"], in: project.url)
        #expect(clean.exitCode == .success)
        #expect(clean.output.hasPrefix("flowchart TD\n"))
        #expect(clean.output.contains("layers_ui --> layers_presentation"))
        #expect(!clean.output.contains("violation"))

        try project.write("Sources/DemoDomain/Leak.swift", "import DemoPresentation\n")
        let mermaid = CapturedRun(["graph"], in: project.url).output
        #expect(mermaid.contains("layers_domain -->|violation| layers_presentation"))
        let dot = CapturedRun(["graph", "--format", "dot"], in: project.url).output
        #expect(dot.hasPrefix("digraph strata {"))
        #expect(dot.contains("layers_domain -> layers_presentation [color=red, penwidth=2, label=\"violation\"];"))
        #expect(dot.contains("layers_data -> layers_domain [style=dashed];"), "allowed but unused edges stay visible")
    }

    /// A single-target app keeping view controllers, views and view models in one
    /// `Presentation` folder, with a use case and a coordinator beside them, in an app folder
    /// named after SwiftUI: each file goes where its declarations say, and verify then judges
    /// the view controller's RxSwift bindings as ui, not as a view model's.
    @Test func adoptPlacesEachFileByWhatItDeclares() throws {
        let project = try ScratchProject([
            "TodoSwiftUI/Presentation/ListViewController.swift":
                "import UIKit\nimport RxSwift\n\nfinal class ListViewController: UIViewController {\n    let bag = DisposeBag()\n}\n",
            "TodoSwiftUI/Presentation/ListRow.swift":
                "import SwiftUI\n\nstruct ListRow: View {\n    var body: some View { Text(\"\") }\n}\n",
            "TodoSwiftUI/Presentation/ListViewModel.swift":
                "import Foundation\n\n@MainActor\nfinal class ListViewModel {\n    private(set) var state = ListUiState()\n}\n",
            "TodoSwiftUI/Views/ListUiState.swift": "struct ListUiState {\n    var items: [String] = []\n}\n",
            "TodoSwiftUI/Presentation/LoadItemsUseCase.swift":
                "protocol LoadItemsUseCase {\n    func execute() async throws -> [String]\n}\n",
            "TodoSwiftUI/Presentation/AppCoordinator.swift": "final class AppCoordinator {}\n",
            "TodoSwiftUI/Support/Formatting.swift": "enum Formatting {}\n",
        ])
        let run = CapturedRun(["init", "--adopt"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        let written =
            try JSONSerialization.jsonObject(with: Data(try project.read("strata.json").utf8)) as? [String: Any]
        let layers = try #require(written?["layers"] as? [String: [String]])
        // The fewest globs that give each file its layer: a folder where its files share one,
        // single files where a folder mixes them.
        #expect(
            layers["ui"] == [
                "TodoSwiftUI/Presentation/ListRow.swift", "TodoSwiftUI/Presentation/ListViewController.swift",
            ])
        #expect(
            layers["presentation"] == ["TodoSwiftUI/Presentation/ListViewModel.swift", "TodoSwiftUI/Views/**"],
            "a ui folder's plain state that view models use is theirs")
        #expect(layers["domain"] == ["TodoSwiftUI/Presentation/LoadItemsUseCase.swift"])
        #expect(layers["composition"] == ["TodoSwiftUI/Presentation/AppCoordinator.swift"])
        #expect(layers["shared"] == ["TodoSwiftUI/Support/**"])
        #expect(
            run.output.contains(
                "  ui: 2 files in 2 globs (2 naming one file); by declaration, over the folder: "
                    + "1 UIKit view or view controller, 1 view; e.g. "))
        #expect(run.output.contains("  shared: 1 files in 1 glob; folders: TodoSwiftUI/Support/**"))

        let verify = CapturedRun(["verify", "--format", "json"], in: project.url)
        #expect(!verify.output.contains("viewmodel-no-rxswift"), "the view controller's bag is ui's business")
        #expect(!verify.output.contains("layer-dependency"), "the view model's state is not a ui type")
    }

    /// One local package per module and none at the root: the manifests are placed in no layer
    /// (a domain package's `import PackageDescription` is not the domain's), and verify knows the
    /// sibling packages' modules, so a view model importing the DI module is a layer finding.
    @Test func adoptLeavesManifestsOutOfLayersAndVerifyReadsEveryPackage() throws {
        func manifest(_ name: String, _ dependencies: [String] = []) -> String {
            let products = dependencies.map { #".product(name: "\#($0)", package: "\#($0)")"# }
            return """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "\(name)",
                    products: [.library(name: "\(name)", targets: ["\(name)"])],
                    targets: [.target(name: "\(name)", dependencies: [\(products.joined(separator: ", "))])]
                )

                """
        }
        let project = try ScratchProject([
            "Domain/Package.swift": manifest("Domain"),
            "Domain/Sources/Domain/Order.swift": "public struct Order {}\n",
            "Domain/Sources/Domain/OrderRepository.swift": "public protocol OrderRepository {}\n",
            "AppDI/Package.swift": manifest("AppDI", ["Domain"]),
            "AppDI/Sources/AppDI/DIContainer.swift": "import Domain\n\npublic final class DIContainer {}\n",
            "Orders/Package.swift": manifest("Orders", ["Domain", "AppDI"]),
            "Orders/Sources/Orders/OrdersViewModel.swift":
                "import Foundation\nimport Domain\nimport AppDI\n\n@MainActor\n@Observable\nfinal class OrdersViewModel {}\n",
        ])
        let run = CapturedRun(["init", "--adopt"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(!run.output.contains("Package.swift"), "\(run.output)")

        let verify = CapturedRun(["verify", "--format", "json"], in: project.url)
        #expect(!verify.output.contains("PackageDescription"), "\(verify.output)")
        #expect(verify.output.contains("presentation must not depend on 'AppDI'"), "\(verify.output)")
    }

    @Test func adoptWritesTheInferredConfigurationOnce() throws {
        let project = try ScratchProject(Self.layered)
        let run = CapturedRun(["init", "--adopt"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.contains("Style: combine"))
        let written =
            try JSONSerialization.jsonObject(with: Data(try project.read("strata.json").utf8)) as? [String: Any]
        #expect(written?["schemaVersion"] as? Int == 1)
        #expect(written?["module"] as? String == "Demo")
        #expect(written?["style"] as? String == "combine")
        #expect(written?["tests"] as? [String] == ["Tests/**"])
        #expect(
            written?["layers"] as? [String: [String]] == [
                "domain": ["Sources/DemoDomain/**"], "presentation": ["Sources/DemoPresentation/**"],
                "ui": ["Sources/DemoUI/**"],
            ])
        #expect(CapturedRun(["verify"], in: project.url).exitCode == .success, "the adopted configuration is valid")

        let again = CapturedRun(["init", "--adopt"], in: project.url)
        #expect(again.exitCode == .usageError)
        #expect(again.errorOutput.contains("strata.json already exists"))
    }

    /// Folder names with glob characters go into strata.json escaped: the view controller in
    /// `App{Core` is placed, the file is valid, and verify reads the layer back.
    @Test func adoptEscapesGlobCharactersInFolderNames() throws {
        let project = try ScratchProject([
            "Sources/App{Core/HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            "Sources/Old*,Features/LoginViewModel.swift":
                "import Observation\n\n@MainActor\n@Observable\nfinal class LoginViewModel {\n    private(set) var state = 0\n}\n",
        ])
        let run = CapturedRun(["init", "--adopt"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.contains("covering 2 files (0 unlayered)"), "\(run.output)")
        let written =
            try JSONSerialization.jsonObject(with: Data(try project.read("strata.json").utf8)) as? [String: Any]
        let layers = try #require(written?["layers"] as? [String: [String]])
        #expect(layers["ui"] == [#"Sources/App\{Core/**"#], "\(layers)")
        let verify = CapturedRun(["verify"], in: project.url)
        #expect(verify.exitCode == .success, "the escaped globs are valid and match: \(verify.errorOutput)")
        #expect(!verify.output.contains("matches no file"), "\(verify.output)")
    }

    /// An Xcode app: the Domain framework target's layer is written under `modules`, and the file
    /// templates no target compiles are counted and never checked.
    @Test func adoptOfAnXcodeProjectWritesItsTargetsModulesAndCountsUncompiledFiles() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/CocoaPods"), as: "App")
        try folder.write("import UIKit\n\npublic struct ScreenTemplate {}\n", to: "App/Domain/Templates/Screen.swift")
        let run = CapturedRun(["init", "--adopt"], in: folder.url("App"))
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.contains("  not checked: 1 file no Xcode target compiles\n"))
        let written =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url("App/strata.json"))) as? [String: Any]
        #expect(written?["modules"] as? [String: String] == ["Domain": "domain"])
        let verify = CapturedRun(["verify", "--format", "json"], in: folder.url("App"))
        #expect(!verify.output.contains("Templates"))
    }

    /// An Xcode app's targets are drawn with the dependencies its project file declares.
    @Test func graphDrawsAnXcodeProjectsTargets() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/CocoaPods"), as: "App")
        let run = CapturedRun(["graph"], in: folder.url("App"))
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.contains("  subgraph targets [\"Targets\"]\n"))
        #expect(run.output.contains("    targets_Domain[\"Domain (domain)\"]\n"))
        #expect(run.output.contains("  targets_App --> targets_Domain\n"))
        #expect(!run.output.contains("DomainTests"), "test bundles are left out, as test files are")
    }

    @Test func initWithoutAdoptExplainsItself() throws {
        let project = try ScratchProject(Self.layered)
        let run = CapturedRun(["init"], in: project.url)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("needs --adopt"))
        #expect(!project.exists("strata.json"))
    }
}
