import Foundation
import StrataTestSupport
import Testing
@testable import StrataContext

/// The agent context is read as a description of the package it sits in, so it must not name what
/// that package lacks: for each style, every module and package type (`Demo…`), theme member
/// (`theme.colors…`, `Theme.…`), factory (`make…`) and language feature the bundle points agents
/// at (`@autoclosure`, `#Preview`) exists in the golden package of that style
/// (Tests/Fixtures/Scaffold/<style>/Demo), and no template placeholder leaks into its text.
@Suite struct ContextMatchesPackageTests {
    static let styles = ["observable", "combine", "store"]

    @Test(arguments: styles)
    func everyNameTheBundleUsesExistsInThePackage(style: String) throws {
        let bundle = try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases)
        let package = try PackageDeclarations(root: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo"))
        var missing: [String: [String]] = [:]
        for file in bundle.files {
            for name in PackageDeclarations.names(in: file.text) where !package.declares(name) {
                missing[name, default: []].append(file.path)
            }
            // context.json lists the templates' output patterns, whose placeholders are data; prose has none.
            if !file.path.hasSuffix(".json"), let range = file.text.range(of: "{{") {
                let line = file.text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
                missing["a template placeholder", default: []].append("\(file.path):\(line)")
            }
        }
        let problems = missing.sorted { $0.key < $1.key }.map { name, paths in
            "\(name), in \(paths.count) file(s) such as \(paths.sorted()[0])"
        }
        #expect(problems.isEmpty, "the \(style) context names what its package lacks:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theCheckerFindsWhatAPackageLacks() throws {
        let package = PackageDeclarations(
            modules: ["DemoDomain"], types: ["Theme", "ProfileScreen"], members: ["colors", "primaryText", "makeViewModel"],
            sources: "public init(viewModel: @autoclosure @escaping () -> ProfileViewModel)")
        let text = """
            import DemoTestSupport and DemoDomain; `theme.colors.primaryText`, theme.radii.medium, Theme.named(id),
            root.makeProfileScreen(), `makeViewModel()`, a #Preview per state, an @autoclosure init.
            """
        let missing = PackageDeclarations.names(in: text).filter { !package.declares($0) }
        #expect(missing == ["DemoTestSupport", "theme.radii", "theme.*.medium", "Theme.named", "makeProfileScreen", "#Preview"])
    }
}
