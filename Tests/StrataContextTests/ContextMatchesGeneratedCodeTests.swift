import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// What the bundle says the code does, held against what the generated package of each style does: an agent given
/// only the bundle writes its feature the way the generated features are written, and the next agent reading both
/// finds no contradiction to guess around.
@Suite struct ContextMatchesGeneratedCodeTests {
    static let styles = ContextMatchesPackageTests.styles

    private static func bundleText(style: String) throws -> String {
        try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases).files
            .filter { !$0.path.hasSuffix(".json") }.map(\.text).joined(separator: "\n")
    }

    private static func lines(of text: String, containing words: String...) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in words.allSatisfy(line.contains) }
    }

    /// UI imports TestSupport only for its previews, inside `#if DEBUG`, and the UI layer's rules say so.
    @Test(arguments: styles)
    func uiImportsTestSupportOnlyWhereTheBundleAllowsIt(style: String) throws {
        let importing = try DemoContext.swiftFiles(under: "Sources/DemoUI", style: style)
            .filter { $0.value.contains("import DemoTestSupport") }
        #expect(!importing.isEmpty, "the \(style) UI no longer imports TestSupport; the bundle's line may go")
        for (path, text) in importing {
            let guarded = PackageDeclarations.captures(#"(?s)#if DEBUG\n(.*?)#endif"#, in: text).joined()
            #expect(guarded.contains("import DemoTestSupport"), "\(path) imports TestSupport outside #if DEBUG")
        }
        let text = try Self.bundleText(style: style)
        #expect(!Self.lines(of: text, containing: "TestSupport", "#if DEBUG", "#Preview").isEmpty)
    }

    /// A screen with no view model is a detail screen given its value, the one exception the bundle makes.
    @Test(arguments: styles)
    func everyScreenWithoutAViewModelIsTheDetailScreenTheBundleDescribes(style: String) throws {
        let screens = try DemoContext.swiftFiles(under: "Sources/DemoUI", style: style)
            .filter { path, _ in path.hasSuffix("Screen.swift") }
        let withoutOwner = screens.filter { _, text in
            !text.contains("@State private var") && !text.contains("@StateObject")
        }.keys
        #expect(!withoutOwner.isEmpty, "every \(style) screen owns a view model; the exception may go")
        for path in withoutOwner { #expect(path.hasSuffix("DetailScreen.swift"), "\(path)") }
        let text = try Self.bundleText(style: style)
        #expect(!Self.lines(of: text, containing: "detail screen (XDetailScreen)").isEmpty)
        // The combine style's screens own theirs in @StateObject: the layer's contents name no wrapper.
        #expect(Self.lines(of: text, containing: "owning their view model in @State").isEmpty)
    }

    /// A screen builds another in place only when that one is a detail screen given its value; any other arrives as a
    /// factory closure from the root, and the injection rules say both.
    @Test(arguments: styles)
    func screensBuildInPlaceOnlyTheDetailScreensTheBundleAllows(style: String) throws {
        let screens = try DemoContext.swiftFiles(under: "Sources/DemoUI", style: style)
        var built: [String] = []
        for (path, text) in screens {
            let own = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
            built += PackageDeclarations.captures(#"\b(\w+Screen)\("#, in: text).filter { $0 != own }
        }
        #expect(!built.isEmpty, "no \(style) screen builds another; the bundle's exception may go")
        for screen in built { #expect(screen.hasSuffix("DetailScreen"), "\(screen) is built in place") }
        let text = try Self.bundleText(style: style)
        #expect(
            !Self.lines(of: text, containing: "factory closure", "detail screen given its value is built in place")
                .isEmpty)
    }

    /// The view model's actions that hand back their work as a `Task` are the ones the bundle names as such;
    /// the store's `send` hands back a handle of its own.
    @Test(arguments: styles)
    func theIntentsReturningTheirWorkAreTheOnesTheBundleNames(style: String) throws {
        let text = try Self.bundleText(style: style)
        let statement = Self.lines(of: text, containing: "returns a handle")
        #expect(statement.count >= 1, "the bundle says nothing of intents returning their work")
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
        let returningTasks = Set(
            sources.values.flatMap { text in
                PackageDeclarations.captures(#"public func (\w+)\([^)]*\) -> _Concurrency\.Task<"#, in: text)
            })
        if style == "store" {
            #expect(statement.allSatisfy { $0.contains("send") })
        } else {
            #expect(!returningTasks.isEmpty)
            // Not every intent is async, so no summary may say they all are.
            #expect(Self.lines(of: text, containing: "async intent methods").isEmpty)
        }
        for name in returningTasks.sorted() {
            #expect(statement.allSatisfy { $0.contains(name) }, "\(name) returns a Task the bundle does not name")
        }
    }

    /// Where the generated view models keep their loads and failures in a support type they conform to, the bundle
    /// names that type, so an agent does not look for stored state the view model does not have.
    @Test(arguments: styles)
    func theSupportTypeHoldingViewModelStateIsNamed(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
        let conformance = #"final class \w+ViewModel: [^{]*?(\w+Owner)"#
        let owners = Set(sources.values.flatMap { PackageDeclarations.captures(conformance, in: $0) })
        let text = try Self.bundleText(style: style)
        for owner in owners.sorted() {
            #expect(text.contains(owner), "view models conform to \(owner), which the \(style) bundle never names")
        }
    }

    /// The combine view model's settable published properties (the search the view binds to) are the exception the
    /// style's line about published state makes.
    @Test func publishedStateIsReadOnlyExceptWhereTheBundleSaysTheViewBinds() throws {
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: "combine")
        let settable = sources.values.flatMap { PackageDeclarations.captures(#"@Published public var (\w+)"#, in: $0) }
        #expect(!settable.isEmpty, "every published property is read-only; the exception may go")
        let text = try Self.bundleText(style: "combine")
        let lines = Self.lines(of: text, containing: "property the view reads is @Published")
        #expect(!lines.isEmpty)
        for line in lines { #expect(line.contains("except one it binds to"), "\(line)") }
    }

    /// Every generated suite is named for a type the package declares, or follows a naming the bundle gives; a test
    /// importing its module without @testable is allowed by the bundle.
    @Test(arguments: styles)
    func generatedSuitesAndImportsFollowTheTestingRules(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        let declared = Set(
            (Array(sources.values) + Array(tests.values)).flatMap { text in
                PackageDeclarations.captures(
                    #"(?:struct|class|enum|actor|protocol|typealias|extension)\s+(\w+)"#, in: text)
            })
        let text = try Self.bundleText(style: style)
        guard let suiteRule = Self.lines(of: text, containing: "<Subject>Tests per tested type").first else {
            Issue.record("the bundle has no rule naming test suites")
            return
        }
        let named = Set(PackageDeclarations.captures(#"(?:<Type>)?(\w+Tests)\b"#, in: suiteRule))
        for (path, source) in tests where path.hasSuffix("Tests.swift") {
            for suite in PackageDeclarations.captures(#"(?m)^struct (\w+)Tests \{"#, in: source) {
                let allowed = declared.contains(suite) || named.contains { suite.hasSuffix($0.dropLast(5)) }
                #expect(allowed, "\(path): \(suite)Tests tests no type the package declares")
            }
        }
        let plainImport = tests.contains { path, source in
            guard let target = path.split(separator: "/").dropFirst().first, target.hasSuffix("Tests") else {
                return false
            }
            return source.contains("\nimport \(target.dropLast(5))\n")
                || source.hasPrefix("import \(target.dropLast(5))\n")
        }
        #expect(plainImport, "no generated test imports its module without @testable; the bundle's line may go")
        #expect(!Self.lines(of: text, containing: "@testable only for internal members").isEmpty)
    }

    /// The doubles in TestSupport are the ones the bundle describes: an actor per repository, @MainActor use-case
    /// mocks grouped per entity in the file the bundle names.
    @Test(arguments: styles)
    func theDoublesAreTheOnesTheBundleDescribes(style: String) throws {
        let mocks = try DemoContext.swiftFiles(under: "Tests/DemoTestSupport/Mocks", style: style)
        #expect(!mocks.isEmpty)
        for (path, source) in mocks {
            let file = String(path.split(separator: "/").last ?? "")
            if file.hasSuffix("UseCaseMocks.swift") {
                let mocks = PackageDeclarations.captures(
                    #"@MainActor\npublic final class (Mock\w+UseCase)\b"#, in: source)
                #expect(!mocks.isEmpty, "\(path) holds no @MainActor use-case mock")
            } else {
                #expect(file.hasPrefix("Mock") && file.hasSuffix("Repository.swift"), "\(path)")
                #expect(source.contains("public actor \(file.dropLast(6))"), "\(path) is not an actor")
            }
        }
        let text = try Self.bundleText(style: style)
        #expect(
            !Self.lines(
                of: text, containing: "actor Mock<Repository>", "@MainActor class Mock<UseCase>",
                "<Entity>UseCaseMocks.swift"
            ).isEmpty)
    }

    /// The theme guidance speaks of an app-level view model only where the package has one.
    @Test(arguments: styles)
    func theThemeGuidanceNamesOnlyTheThemeThePackageHas(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let appViewModels = sources.values.flatMap {
            PackageDeclarations.captures(#"class (App\w*ViewModel)\b"#, in: $0)
        }
        let text = try Self.bundleText(style: style)
        if appViewModels.isEmpty {
            #expect(Self.lines(of: text, containing: "app-level view model").isEmpty)
            #expect(Self.lines(of: text, containing: "app view model").isEmpty)
        }
        #expect(sources.values.contains { $0.contains("static let standard = Theme(") })
        #expect(!Self.lines(of: text, containing: "Theme.standard").isEmpty)
    }

    /// Every file that tells the agent to scaffold with the CLI also gives the way without it, and says whether the
    /// generated files and their record may be edited.
    @Test(arguments: styles)
    func everyFileThatScaffoldsSaysHowWithoutTheCLI(style: String) throws {
        let silent = try DemoContext.textsSending(
            to: DemoContext.commands.scaffoldFeature,
            without: ["`scaffold_feature` (`write: true`)", "copy and rename"],
            style: style)
        #expect(silent.isEmpty, "\(silent)")
        let bundle = try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases)
        let agents = try #require(bundle.files.first { $0.path == "AGENTS.md" })
        #expect(agents.text.contains("Edit generated files freely; leave `.strata/generated.json`"))
    }
}
