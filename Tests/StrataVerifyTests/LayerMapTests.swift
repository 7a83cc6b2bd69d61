import StrataCore
import StrataTestSupport
import Testing

@testable import StrataVerify

@Suite struct LayerMapTests {
    private let inference = [
        LayerMap.InferenceRule(
            layer: "domain", moduleSuffix: "Domain", folders: ["*Domain*", "UseCases"], files: ["*UseCase.swift"]),
        LayerMap.InferenceRule(layer: "data", moduleSuffix: "Data", folders: ["*Data*"], files: []),
        LayerMap.InferenceRule(
            layer: "presentation", moduleSuffix: "Presentation", folders: [], files: ["*ViewModel.swift"]),
        LayerMap.InferenceRule(
            layer: "ui", moduleSuffix: "UI", folders: ["*UI*", "Views", "Screens"], files: ["*Screen.swift"]),
    ]
    private let testFolders = ["Tests", "*Tests", "*TestSupport"]

    @Test(
        arguments: [
            ("Sources/DemoDomain/Entities/User.swift", "domain"),
            ("Sources/DemoData/Repo.swift", "data"),
            ("Sources/DemoUI/Profile/ProfileViewModel.swift", "ui"),
            ("App/Features/Login/Views/LoginView.swift", "ui"),
            ("App/Features/Login/Views/LoginViewModel.swift", "presentation"),
            ("App/Domain/Views/Odd.swift", "ui"),
            ("App/UseCases/LoadUser.swift", "domain"),
            ("Tests/DemoDomainTests/UserTests.swift", "tests"),
            ("App/AppTestSupport/MockRepo.swift", "tests"),
            ("Package.swift", nil),
            ("Sources/Demo/App.swift", nil),
        ] as [(String, String?)])
    func infersInArchitectureOrder(path: String, layer: String?) {
        let map = LayerMap(configured: nil, inference: inference, testFolders: testFolders)
        #expect(map.layer(for: path) == layer)
    }

    @Test func batchLookupAgreesWithOneByOne() {
        let map = LayerMap(configured: nil, inference: inference, testFolders: testFolders)
        let paths = [
            "Sources/DemoDomain/A.swift", "App/Login/Views/V.swift", "App/Login/Views/LoginViewModel.swift",
            "App/Login/Views/Other.swift", "Tests/DemoDomainTests/ATests.swift", "Package.swift",
            "App/UseCases/X.swift",
        ]
        #expect(map.layers(for: paths) == paths.map { map.layer(for: $0) })
        #expect(map.testFolderFlags(for: paths) == [false, false, false, false, true, false, false])
    }

    @Test func configuredGlobsAreAuthoritativeAndTheMostSpecificWins() {
        let map = LayerMap(
            configured: [("presentation", ["Sources/App/**"]), ("ui", ["Sources/App/Screens/**"])],
            inference: inference, testFolders: testFolders)
        #expect(map.layer(for: "Sources/App/Screens/Home.swift") == "ui")
        #expect(map.layer(for: "Sources/App/HomeViewModel.swift") == "presentation")
        #expect(map.layer(for: "Sources/DemoDomain/User.swift") == nil)
        #expect(map.assignment(for: "Sources/App/A.swift")?.source == .configured(glob: "Sources/App/**"))
    }

    @Test func equallySpecificGlobsGoToTheLayerListedFirst() {
        let map = LayerMap(configured: [("data", ["App/*"]), ("domain", ["App/*"])], inference: [], testFolders: [])
        #expect(map.layer(for: "App/A.swift") == "data")
    }

    @Test func reportsGlobsThatMatchNothing() {
        let map = LayerMap(
            configured: [("domain", ["Sources/Domian/**", "Sources/Domain/**"])], inference: [], testFolders: [])
        #expect(map.unmatchedGlobs(in: ["Sources/Domain/User.swift"]).map(\.glob) == ["Sources/Domian/**"])
    }

    /// The indexed lookup against matching every glob on its own, the most literal winning and
    /// ties going to the glob listed first, over random configurations and paths.
    @Test func indexedLookupAgreesWithMatchingEveryGlob() {
        let names = ["App", "Core", "Views", "Login", "A.swift", "Tests"]
        let parts = names + ["*", "**", "*s", "A*.swift", "{App,Core}", "V?ews"]
        var generator = SplitMix64(seed: 34)
        func text(_ from: [String], _ count: Int) -> String {
            (0..<(1 + generator.next(below: count))).map { _ in from[generator.next(below: from.count)] }
                .joined(separator: "/")
        }
        for round in 0..<200 {
            let layers = ["domain", "data", "ui"].map { layer in
                (layer: layer, globs: (0..<generator.next(below: 12)).map { _ in text(parts, 4) })
            }
            let custom = [(layer: "shared", globs: (0..<generator.next(below: 3)).map { _ in text(parts, 3) })]
            let isConfigured = round % 2 == 0
            let map = LayerMap(
                configured: isConfigured ? layers : nil, custom: custom, inference: inference,
                testFolders: testFolders)
            let listed = (isConfigured ? layers + custom : custom).flatMap { layer in
                layer.globs.map { (layer: layer.layer, glob: Glob($0)) }
            }
            let paths = (0..<40).map { _ in text(names, 5) }
            let (layersFound, unmatched) = map.lookUp(paths)
            for (path, found) in zip(paths, layersFound) {
                var best: (layer: String, specificity: Int)?
                for candidate in listed where candidate.glob.matches(path) {
                    let specificity = Glob.literalCharacterCount(of: candidate.glob.pattern)
                    if specificity > best?.specificity ?? -1 { best = (candidate.layer, specificity) }
                }
                let expected = best?.layer ?? (isConfigured ? nil : map.layer(for: path))
                #expect(found == expected, "\(path) in \(listed.map(\.glob))")
                #expect(map.layer(for: path) == expected, "\(path)")
            }
            let expectedUnmatched = listed.filter { candidate in !paths.contains { candidate.glob.matches($0) } }
            #expect(unmatched.map(\.glob) == expectedUnmatched.map(\.glob.pattern))
            #expect(unmatched.map(\.layer) == expectedUnmatched.map(\.layer))
        }
    }

    @Test func inferredGlobsReproduceTheInference() {
        let map = LayerMap(configured: nil, inference: inference, testFolders: testFolders)
        let paths = [
            "Sources/DemoDomain/A.swift", "Sources/DemoDomain/Sub/B.swift", "App/Login/Views/V.swift",
            "App/Login/Views/LoginViewModel.swift", "Tests/DemoDomainTests/ATests.swift", "Other/C.swift",
        ]
        let globs = map.inferredGlobs(for: paths)
        #expect(
            globs == [
                "domain": ["Sources/DemoDomain/**"], "ui": ["App/Login/Views/**"],
                "presentation": ["App/Login/Views/*ViewModel.swift"], "tests": ["Tests/**"],
            ])
        let adopted = LayerMap(
            configured: globs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, inference: [], testFolders: [])
        for path in paths {
            #expect(adopted.layer(for: path) == map.layer(for: path), "\(path)")
        }
    }

    /// Knowing the project's folders, a folder named like the app that holds layer folders is not
    /// composition, for `verify` without strata.json as for `init --adopt`; one by one and in
    /// batch agree.
    @Test func anAppFolderHoldingLayersIsTheWholeApp() {
        let rules =
            inference + [LayerMap.InferenceRule(layer: "composition", moduleSuffix: "", folders: ["*App"], files: [])]
        let paths = [
            "Shop App/Data/Repo.swift", "Shop App/Shared/Money.swift", "Tool App/Main.swift",
            "Shop App/Domain/UseCases/App/Start.swift",
        ]
        let map = LayerMap(configured: nil, inference: rules, testFolders: testFolders).knowing(projectPaths: paths)
        #expect(map.layers(for: paths) == ["data", nil, "composition", "domain"])
        #expect(map.layers(for: paths) == paths.map { map.layer(for: $0) })
    }
}
