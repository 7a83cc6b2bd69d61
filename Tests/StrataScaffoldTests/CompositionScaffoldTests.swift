import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

@testable import StrataScaffold

/// Issue 12, item 6: the composition root is usable from an app — it takes the live HTTP client through `init`
/// (in memory without one), makes each feature's screen, and the README shows a `@main` App using it. That the
/// result compiles is proven by GeneratedPackageBuildTests; these check what the scaffolder writes, per style.
@Suite struct CompositionScaffoldTests {
    private static let root = "Sources/DemoComposition/AppComposition.swift"

    @Test(arguments: ViewModelStyleID.allCases)
    func eachFeatureIsAPropertyBuiltInTheDesignatedInit(style: ViewModelStyleID) throws {
        let composition = try #require(try DemoWalkthrough.files(style: style)[Self.root])
        let lines = composition.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func line(_ text: String) throws -> Int { try #require(lines.firstIndex(of: text), "\(style): no '\(text)'") }
        let properties = try line("// strata:features - `strata feature` registers each new feature above this line.")
        let designated = try line("private init(server: Server?) {")
        let wiring = try line("// strata:feature-wiring - `strata feature` builds each new feature above this line.")
        for feature in ["profile", "settings"] {
            let property = try line("public var \(feature): \(feature.capitalized)Composition")
            let construction = try line("\(feature) = \(feature.capitalized)Composition(server: server)")
            #expect(property < properties, "\(style): \(feature)'s property is below its marker")
            #expect(designated < construction && construction < wiring, "\(style): \(feature) is built outside init")
        }
    }

    /// `.strata/generated.json` lists the composition root's insertions in the order they stand in the file, the
    /// order the features were added in, so a reader of both sees the features in one order.
    @Test(arguments: ViewModelStyleID.allCases)
    func theRecordListsInsertionsInTheOrderTheyStandInTheFile(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough.files(style: style)
        let composition = try #require(files[Self.root])
        let json = try #require(files[GenerationRecord.path])
        let record = try JSONDecoder().decode(GenerationRecord.self, from: Data(json.utf8))
        var recorded: [String] = []
        var firstOffsets: [String: Int] = [:]
        for insertion in record.insertions where insertion.path == Self.root {
            let feature = try #require(insertion.feature)
            let range = try #require(composition.range(of: insertion.text), "\(style): \(insertion.text)")
            let offset = composition.distance(from: composition.startIndex, to: range.lowerBound)
            if !recorded.contains(feature) { recorded.append(feature) }
            firstOffsets[feature] = min(offset, firstOffsets[feature] ?? offset)
        }
        #expect(recorded.count > 1, "\(style): the walkthrough registers fewer features")
        let inFile = firstOffsets.keys.sorted { firstOffsets[$0, default: 0] < firstOffsets[$1, default: 0] }
        #expect(recorded == inFile, "\(style)")
    }

    @Test func theAppPassesItsHTTPClientOrGetsEveryFeatureInMemory() throws {
        let files = try DemoWalkthrough.files(style: .observable)
        let composition = try #require(files[Self.root])
        let tests = try #require(files["Tests/DemoCompositionTests/Profile/ProfileCompositionTests.swift"])
        #expect(tests.contains("let composition = AppComposition(httpClient: server, baseURL: baseURL)"))
        #expect(files["Tests/DemoCompositionTests/Support/StubHTTPClient.swift"] != nil)
        #expect(composition.contains("public init() {\n        self.init(server: nil)\n    }"))
        #expect(composition.contains("public init(httpClient: any HTTPClient, baseURL: URL) {"))
    }

    @Test func removingAFeatureTakesBothOfItsSnippetsOut() throws {
        let demo = try DemoWalkthrough(style: .store)
        let (outcome, _) = try demo.scaffolder.removeFeature(named: "Profile", packageRoot: demo.packageRoot)
        try PlanWriter.apply(outcome.plan)
        let composition = try demo.folder.read("Demo/" + Self.root)
        #expect(!composition.contains("public var profile: ProfileComposition"))
        #expect(!composition.contains("profile = ProfileComposition(server: server)"))
        #expect(composition.contains("settings = SettingsComposition(server: server)"))
    }

    @Test func aMissingMarkerRegistersNothingAndShowsEverySnippet() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let path = "Demo/" + Self.root
        let withoutWiring = try demo.folder.read(path).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("// strata:feature-wiring") }.joined(separator: "\n")
        try demo.folder.write(withoutWiring, to: path)
        let outcome = try demo.featureOutcome(DemoWalkthrough.features[0])
        #expect(!outcome.plan.changes.contains { $0.path.hasSuffix("AppComposition.swift") && $0.action != .unchanged })
        #expect(outcome.notes.count == 1)
        #expect(outcome.notes.first?.contains("public var profile: ProfileComposition") == true)
        #expect(outcome.notes.first?.contains("profile = ProfileComposition(server: server)") == true)
    }

    @Test(arguments: ViewModelStyleID.allCases)
    func eachFeatureHasAScreenFactoryWhereSwiftUIExists(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough.files(style: style)
        let factory = try #require(files["Sources/DemoComposition/Settings/AppComposition+SettingsScreen.swift"])
        #expect(
            factory.hasPrefix(
                style == .combine ? "#if canImport(SwiftUI) && canImport(Combine)\n" : "#if canImport(SwiftUI)\n"))
        #expect(factory.contains("public func makeSettingsScreen() -> SettingsScreen {"))
        #expect(
            factory.contains(
                style == .store
                    ? "SettingsScreen(store: settings.makeStore())"
                    : "SettingsScreen(viewModel: settings.makeViewModel())"))
    }

    @Test(arguments: ViewModelStyleID.allCases)
    func theReadmeShowsAnAppUsingTheCompositionRoot(style: ViewModelStyleID) throws {
        let readme = try #require(try DemoWalkthrough.files(style: style, features: [])["README.md"])
        for text in [
            "@main\nstruct DemoApp: App {", "AppComposition(\n        httpClient: URLSessionHTTPClient()",
            "NavigationStack {\n                composition.makeOrdersScreen()",
        ] {
            #expect(readme.contains(text), "\(style): README lacks \(text)")
        }
    }

    /// A row opens the value's detail screen, pushed on the app's `NavigationStack`.
    @Test(arguments: ViewModelStyleID.allCases)
    func aListRowNavigatesToTheDetailScreen(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough.files(style: style)
        let screen = try #require(files["Sources/DemoUI/Profile/ProfileScreen.swift"])
        #expect(screen.contains("NavigationLink(value: profile) {"))
        #expect(screen.contains(".navigationDestination(for: DemoDomain.Profile.self) { item in"))
        #expect(screen.contains("ProfileDetailScreen(item: item)"))
        let detail = try #require(files["Sources/DemoUI/Profile/ProfileDetailScreen.swift"])
        #expect(detail.hasPrefix("#if canImport(SwiftUI)\n"))
        #expect(detail.contains("public struct ProfileDetailScreen: View {"))
        // The same catalog labels and formatted values as the list's rows, not raw field names.
        #expect(detail.contains("Text(item.name.displayText)"))
        #expect(detail.contains("comment: \"Label of the field Profile.name\")"))
        #expect(!detail.contains("String(describing:"))
    }
}
