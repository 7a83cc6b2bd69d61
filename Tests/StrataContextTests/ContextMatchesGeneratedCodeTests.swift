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

    /// The screens' previews live in the previews target, not in UI, which imports no TestSupport; the UI layer's
    /// rules say so.
    @Test(arguments: styles)
    func uiImportsNoTestSupportAndThePreviewsLiveWhereTheBundleSays(style: String) throws {
        let ui = try DemoContext.swiftFiles(under: "Sources/DemoUI", style: style)
        for (path, text) in ui {
            #expect(!text.contains("import DemoTestSupport"), "\(path) imports TestSupport")
            #expect(!text.contains("#Preview"), "\(path) holds a preview")
        }
        let previews = try DemoContext.swiftFiles(under: "Tests/DemoPreviews", style: style)
        #expect(previews.values.contains { $0.contains("#Preview") && $0.contains("import DemoTestSupport") })
        let text = try BundleText.of(style: style)
        #expect(!BundleText.lines(of: text, containing: "Import TestSupport", "previews target", "no product").isEmpty)
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
        let text = try BundleText.of(style: style)
        #expect(!BundleText.lines(of: text, containing: "detail screen (XDetailScreen)").isEmpty)
        // The combine style's screens own theirs in @StateObject: the layer's contents name no wrapper.
        #expect(BundleText.lines(of: text, containing: "owning their view model in @State").isEmpty)
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
        let text = try BundleText.of(style: style)
        #expect(
            !BundleText.lines(
                of: text, containing: "factory closure", "detail screen given its value is built in place"
            )
            .isEmpty)
    }

    /// The view model's actions that hand back their work as a `Task` are the ones the bundle names as such;
    /// the store's `send` hands back a handle of its own.
    @Test(arguments: styles)
    func theIntentsReturningTheirWorkAreTheOnesTheBundleNames(style: String) throws {
        let text = try BundleText.of(style: style)
        let statement = BundleText.lines(of: text, containing: "returns a handle")
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
            #expect(BundleText.lines(of: text, containing: "async intent methods").isEmpty)
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
        let text = try BundleText.of(style: style)
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
        let text = try BundleText.of(style: "combine")
        let lines = BundleText.lines(of: text, containing: "property the view reads is @Published")
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
        let text = try BundleText.of(style: style)
        guard let suiteRule = BundleText.lines(of: text, containing: "<Subject>Tests per tested type").first else {
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
        #expect(!BundleText.lines(of: text, containing: "@testable only for internal members").isEmpty)
    }

    /// The domain module declares nothing internal (every type and member an agent could test is public), so no
    /// generated test imports it with @testable, and the testing rules say so.
    @Test(arguments: styles)
    func noTestImportsTheDomainWithTestable(style: String) throws {
        let domain = try DemoContext.swiftFiles(under: "Sources/DemoDomain", style: style)
        for (path, source) in domain {
            let unmarked = PackageDeclarations.captures(
                #"(?m)^(?:final |static )*(?:struct|class|enum|actor|func|var|let|typealias|init)\b[^\n]*"#, in: source)
            #expect(unmarked.isEmpty, "\(path) declares an internal member, the domain's tests may need @testable")
        }
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        let testable = tests.filter { $0.value.contains("@testable import DemoDomain") }.keys.sorted()
        #expect(testable.isEmpty, "\(testable) import the domain with @testable although it has nothing internal")
        let text = try BundleText.of(style: style)
        #expect(
            !BundleText.lines(of: text, containing: "@testable only for internal members", "never the domain").isEmpty)
    }

    /// Every *UseCase type the package declares outside domain is a double whose prefix the bundle's use-case rule
    /// names, so "use cases live in domain" and the mocks in TestSupport do not contradict each other.
    @Test(arguments: styles)
    func useCasesOutsideTheDomainAreTheDoublesTheBundleNames(style: String) throws {
        let text = try BundleText.of(style: style)
        guard let rule = BundleText.lines(of: text, containing: "Use-case protocols and implementations").first else {
            Issue.record("the bundle does not say where use cases and their doubles live")
            return
        }
        let prefixes = PackageDeclarations.captures(#"`(\w+)\*`"#, in: rule)
        #expect(prefixes.contains("Mock"), "\(rule)")
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        let files = sources.merging(tests) { first, _ in first }
        var outside: [String] = []
        for (path, source) in files where !path.hasPrefix("Sources/DemoDomain/") {
            outside += PackageDeclarations.captures(#"(?:struct|class|actor|protocol)\s+(\w+UseCase)\b"#, in: source)
        }
        #expect(!outside.isEmpty, "no \(style) use case lives outside domain; the bundle's exception may go")
        for name in outside {
            #expect(prefixes.contains { name.hasPrefix($0) }, "\(name) lives outside domain under no named prefix")
        }
    }

    /// The generated types that read the clock or make ids take them as defaulted closures, and the bundle's line on
    /// clocks names each such type, so an agent knows where the current date comes from.
    @Test(arguments: styles)
    func theTypesTakingAClockAreTheOnesTheBundleNames(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let takingClock = sources.filter { $0.value.contains("now: () -> Date = Date.init") }
        #expect(!takingClock.isEmpty, "no \(style) type takes a clock; the bundle's example may go")
        let text = try BundleText.of(style: style)
        let statement = BundleText.lines(of: text, containing: "Clocks and id generators").joined()
        let named = PackageDeclarations.captures(#"<Entity>(\w+)"#, in: statement)
        for (path, source) in takingClock {
            for type in PackageDeclarations.captures(#"public struct (\w+)"#, in: source) {
                #expect(named.contains(where: type.hasSuffix), "\(path): \(type) takes a clock the bundle never names")
            }
        }
    }

    /// What an agent without the CLI is told to do holds for the package: it does not depend on Strata, so the
    /// command plugin needs that dependency and verify's rules are checked by hand; a copied feature's way to run without a
    /// server is the in-memory data source every generated feature has; and the entity a feature gets is named.
    @Test(arguments: styles)
    func theWaysWithoutTheCLIHoldForThePackage(style: String) throws {
        let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo")
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let text = try BundleText.of(style: style)
        if !manifest.contains(".package(") {
            #expect(
                !BundleText.lines(of: text, containing: "`swift package strata-verify` needs a dependency on Strata")
                    .isEmpty)
        }
        #expect(!BundleText.lines(of: text, containing: "without the CLI", "by hand").isEmpty)
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoData", style: style)
        let inMemory = sources.values.flatMap {
            PackageDeclarations.captures(#"(?:struct|actor) (InMemory\w+DataSource)\b"#, in: $0)
        }
        #expect(!inMemory.isEmpty, "no \(style) feature keeps its records in memory")
        // A copied feature keeps both data sources, as the generated ones do: the line names both and the choice.
        let copying = BundleText.lines(of: text, containing: "copy and rename", "InMemory<Entity>DataSource")
        #expect(!copying.isEmpty)
        for line in copying {
            #expect(line.contains("both Remote<Entity>DataSource and InMemory<Entity>DataSource"), "\(line)")
            #expect(line.contains("the composition picks by server") && !line.contains("drops"), "\(line)")
        }
        // The Orders feature's entity is Order: the bundle says where an entity's name comes from.
        let domain = try DemoContext.swiftFiles(under: "Sources/DemoDomain", style: style)
        #expect(domain.keys.contains("Sources/DemoDomain/Orders/Order.swift"))
        #expect(!BundleText.lines(of: text, containing: "entity takes the feature's", "`--entity`").isEmpty)
    }

    /// The doubles in TestSupport are the ones the bundle describes: an actor per repository, @MainActor use-case
    /// mocks grouped per entity in the file the bundle names, each recording its writes and runs (a use-case mock
    /// records what it ran; a repository what it was asked to save or delete, not its reads).
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
                let recorders = PackageDeclarations.captures(#"public private\(set\) var (\w+)"#, in: source)
                #expect(recorders.count >= mocks.count, "\(path): a use-case mock records none of its runs")
            } else {
                #expect(file.hasPrefix("Mock") && file.hasSuffix("Repository.swift"), "\(path)")
                #expect(source.contains("public actor \(file.dropLast(6))"), "\(path) is not an actor")
                let writes = PackageDeclarations.captures(#"public func (save|delete)\("#, in: source)
                let recorders = PackageDeclarations.captures(#"public private\(set\) var (\w+)"#, in: source)
                #expect(recorders.count >= writes.count, "\(path) does not record each write")
            }
        }
        let text = try BundleText.of(style: style)
        #expect(
            !BundleText.lines(
                of: text, containing: "actor Mock<Repository>", "class Mock<UseCase> per use case",
                "<Entity>UseCaseMocks.swift", "each returns what a test sets"
            ).isEmpty)
    }

    /// The theme guidance speaks of an app-level view model only where the package has one.
    @Test(arguments: styles)
    func theThemeGuidanceNamesOnlyTheThemeThePackageHas(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let appViewModels = sources.values.flatMap {
            PackageDeclarations.captures(#"class (App\w*ViewModel)\b"#, in: $0)
        }
        let text = try BundleText.of(style: style)
        if appViewModels.isEmpty {
            #expect(BundleText.lines(of: text, containing: "app-level view model").isEmpty)
            #expect(BundleText.lines(of: text, containing: "app view model").isEmpty)
        }
        #expect(sources.values.contains { $0.contains("static let standard = Theme(") })
        #expect(!BundleText.lines(of: text, containing: "Theme.standard").isEmpty)
    }

    /// Every file that tells the agent to scaffold with the CLI also gives the way without it.
    @Test(arguments: styles)
    func everyFileThatScaffoldsSaysHowWithoutTheCLI(style: String) throws {
        let silent = try DemoContext.textsSending(
            to: DemoContext.commands.scaffoldFeature,
            without: ["without the CLI: copy and rename"],
            style: style)
        #expect(silent.isEmpty, "\(silent)")
    }

    /// Both the agent files and the code are generated, and only the code is the team's to edit: each agent file's
    /// header forbids editing its own text, which `strata context` rewrites, and the line allowing edits names the
    /// code, which `.strata/generated.json` records and no agent file is part of.
    @Test(arguments: styles)
    func theBundleSaysWhichGeneratedTextIsEditable(style: String) throws {
        let bundle = try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases)
        for file in bundle.files {
            let headers = BundleText.lines(of: file.text, containing: ContextBundle.provenanceMarker)
            // An MCP configuration has no place for a comment; every other file opens with its header.
            #expect(!headers.isEmpty || file.path.hasSuffix(".json"), "\(file.path) has no header")
            for header in headers {
                #expect(header.contains("Do not edit this text") && header.contains("rewrites it"), "\(file.path)")
            }
        }
        let record = try String(
            contentsOf: repositoryRoot.appendingPathComponent(
                "Tests/Fixtures/Scaffold/\(style)/Demo/.strata/generated.json"),
            encoding: .utf8)
        let recorded = Set(PackageDeclarations.captures(#""path"\s*:\s*"([^"]+)""#, in: record))
        #expect(recorded.contains("Package.swift") && recorded.contains { $0.hasPrefix("Sources/") })
        #expect(recorded.isDisjoint(with: bundle.files.map(\.path)), "the record holds agent files")
        let lines = BundleText.lines(of: try BundleText.of(style: style), containing: "freely")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.contains("code") && !line.contains("files"), "\(line) may mean the agent files")
        }
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// Every screen factory and feature composition the README calls exists in the generated package, whose Orders
    /// feature is the README's example, so an app written from it compiles.
    @Test(arguments: styles)
    func everyCompositionMemberTheReadmeNamesExists(style: String) throws {
        let readme = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/README.md"),
            encoding: .utf8)
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoComposition", style: style)
        let members = Set(
            sources.values.flatMap { PackageDeclarations.captures(#"public (?:func|var) (\w+)\b"#, in: $0) })
        let types = Set(
            sources.values.flatMap { PackageDeclarations.captures(#"public (?:struct|final class) (\w+)\b"#, in: $0) })
        let called = PackageDeclarations.captures(#"composition\.(\w+)\b"#, in: readme)
        let built = PackageDeclarations.captures(#"\b(\w+Composition)\("#, in: readme)
        #expect(!called.isEmpty && !built.isEmpty, "the README shows no composition")
        for member in Set(called).sorted() { #expect(members.contains(member), "README calls composition.\(member)") }
        for type in Set(built).sorted() { #expect(types.contains(type), "README builds \(type)") }
        // The feature commands it shows name the example feature the way the package names it.
        for command in PackageDeclarations.captures(#"strata (?:feature|add adapter \w+ --feature) (\w+)"#, in: readme)
        {
            #expect(sources.keys.contains { $0.hasPrefix("Sources/DemoComposition/\(command)/") }, "\(command)")
        }
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// "@testable only for internal members": every generated test importing a module with @testable names one of
    /// that module's internal declarations, so a test of public API imports it plainly.
    @Test(arguments: styles)
    func everyTestableImportReachesAnInternalMember(style: String) throws {
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        for (path, source) in tests.sorted(by: { $0.key < $1.key }) {
            for module in PackageDeclarations.captures(#"@testable import (\w+)"#, in: source) {
                let sources = try DemoContext.swiftFiles(under: "Sources/\(module)", style: style)
                let internalNames = Set(
                    sources.values.flatMap { text in
                        // A protocol's requirements take the protocol's access, whatever they spell.
                        let outsideProtocols = text.replacingOccurrences(
                            of: #"(?s)protocol \w+[^{]*\{.*?\n\}"#, with: "", options: .regularExpression)
                        return PackageDeclarations.captures(
                            #"(?m)^ *(?:static |final |mutating |nonisolated |override )*(?:func|var|let|struct|enum|actor|class|typealias)\s+(\w+)"#,
                            in: outsideProtocols)
                    })
                let used = internalNames.filter { source.range(of: #"\b\#($0)\b"#, options: .regularExpression) != nil }
                #expect(!used.isEmpty, "\(path) imports \(module) with @testable but uses nothing internal")
            }
        }
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// "Each module whose types they name, TestSupport for fixtures and doubles": a generated test using a fixture or
    /// double from TestSupport imports it itself, rather than compiling only because another file of its target does.
    @Test(arguments: styles)
    func everyTestUsingTestSupportImportsIt(style: String) throws {
        let support = try DemoContext.swiftFiles(under: "Tests/DemoTestSupport", style: style)
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let declaration = #"(?:static let|static var|struct|class|actor|enum|func)\s+(\w+)"#
        let elsewhere = Set(sources.values.flatMap { PackageDeclarations.captures(declaration, in: $0) })
        let names = Set(support.values.flatMap { PackageDeclarations.captures(declaration, in: $0) })
            .subtracting(elsewhere)
        #expect(names.contains("sample"), "TestSupport no longer declares the fixtures this test looks for")
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        for (path, source) in tests.sorted(by: { $0.key < $1.key }) where !path.hasPrefix("Tests/DemoTestSupport/") {
            let own = Set(PackageDeclarations.captures(declaration, in: source))
            let used = names.subtracting(own).filter {
                source.range(of: #"\b\#($0)\b"#, options: .regularExpression) != nil
            }
            guard !used.isEmpty else { continue }
            #expect(
                source.contains("import DemoTestSupport\n"),
                "\(path) uses \(used.sorted()) from TestSupport without importing it")
        }
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// Form text is checked in presentation, by the draft the form edits, and the layers' contents say so: the
    /// domain's validation is of its own values, and presentation holds the drafts.
    @Test(arguments: styles)
    func theBundleSaysWhereEachKindOfValidationLives(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let checking = sources.filter { $0.value.contains("var problems: [Field: Problem]") }
        #expect(!checking.isEmpty, "no \(style) draft checks its fields; the bundle's line may go")
        for path in checking.keys {
            #expect(path.hasPrefix("Sources/DemoPresentation/") && path.hasSuffix("Draft.swift"), "\(path)")
        }
        let text = try BundleText.of(style: style)
        let presentation = BundleText.lines(of: text, containing: "- Holds: View models")
        #expect(!presentation.isEmpty && presentation.allSatisfy { $0.contains("<Entity>Draft") }, "\(presentation)")
        let domain = BundleText.lines(of: text, containing: "- Holds: Entities")
        #expect(!domain.isEmpty && domain.allSatisfy { $0.contains("form text is checked in presentation") })
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// Every protocol a generated initializer takes (`any P`) is declared in the initializer's layer or one it may
    /// import (the data layer takes its own `HTTPClient` and data sources), as the injection rule says.
    @Test(arguments: styles)
    func everyInjectedProtocolIsOfTheSameOrAnInnerLayer(style: String) throws {
        let inner = ["Data": ["Data", "Domain"], "Presentation": ["Presentation", "Domain"], "Domain": ["Domain"]]
        var sameLayer: [String] = []
        for (layer, visible) in inner.sorted(by: { $0.key < $1.key }) {
            let sources = try DemoContext.swiftFiles(under: "Sources/Demo\(layer)", style: style)
            var declared: Set<String> = ["Error", "Hashable", "Sendable"]  // the standard library's
            for module in visible {
                let files = try DemoContext.swiftFiles(under: "Sources/Demo\(module)", style: style)
                declared.formUnion(files.values.flatMap { PackageDeclarations.captures(#"protocol (\w+)"#, in: $0) })
            }
            let own = Set(sources.values.flatMap { PackageDeclarations.captures(#"protocol (\w+)"#, in: $0) })
            for (path, source) in sources {
                for parameters in PackageDeclarations.captures(#"(?s)\binit\((.*?)\)\s*\{"#, in: source) {
                    for type in PackageDeclarations.captures(#"any (\w+)"#, in: parameters) {
                        #expect(declared.contains(type), "\(path) takes any \(type) from an outer layer")
                        if layer != "Domain" && own.contains(type) { sameLayer.append(type) }
                    }
                }
            }
        }
        #expect(!sameLayer.isEmpty, "no \(style) initializer takes a protocol of its own layer; say domain only")
        let text = try BundleText.of(style: style)
        let rule = BundleText.lines(of: text, containing: "Every dependency arrives through init")
        #expect(!rule.isEmpty && rule.allSatisfy { $0.contains("protocol of its layer or an inner one") }, "\(rule)")
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// A generated source file declaring more than one type holds its main type and only the kinds of type the
    /// bundle's one-type-per-file line lets sit beside it.
    @Test(arguments: styles)
    func filesWithSeveralTypesHoldOnlyTheCompanionsTheBundleNames(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let text = try BundleText.of(style: style)
        let rule = BundleText.lines(of: text, containing: "one main type per file").joined()
        let kinds = ["Default", "Key", "Owner", "ID", "Request", "Response", "Error"]
        for kind in kinds {
            #expect(
                rule.range(of: #"\b\#(kind)\b"#, options: [.regularExpression, .caseInsensitive]) != nil, "\(kind)")
        }
        var companions = 0
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let main = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
            let types = PackageDeclarations.captures(
                #"(?m)^(?:@\w+ )*(?:public |final )*(?:struct|class|enum|actor|protocol) (\w+)"#, in: source)
            for type in types where type != main {
                companions += 1
                #expect(kinds.contains { type.hasPrefix($0) || type.hasSuffix($0) }, "\(path) also declares \(type)")
            }
        }
        #expect(companions > 0, "every \(style) file declares one type; the bundle's exception may go")
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// Doubles sit where the testing rule says: shared ones in TestSupport/Mocks, one a single test file needs
    /// private in that file, and one several files of a test target share in that target, in a file of its own.
    @Test(arguments: styles)
    func everyDoubleSitsWhereTheTestingRuleSays(style: String) throws {
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        var placements: Set<String> = []
        for (path, source) in tests.sorted(by: { $0.key < $1.key }) {
            let target = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
            let privateOnes = PackageDeclarations.captures(
                #"(?m)^ *private (?:final )?(?:struct|actor|class) (\w+): \w+"#, in: source)
            let others = PackageDeclarations.captures(
                #"(?m)^(?:public )?(?:final )?(?:struct|actor|class) (\w+): \w+"#, in: source)
            for (name, isPrivate) in privateOnes.map({ ($0, true) }) + others.map({ ($0, false) }) {
                if target == "DemoTestSupport" {
                    placements.insert("support")
                    #expect(path.contains("/Mocks/") || path.contains("/Previews/"), "\(path): \(name)")
                } else if isPrivate {
                    placements.insert("private")
                } else {
                    placements.insert("target")
                    #expect(path.hasSuffix("/\(name).swift"), "\(path): \(name) is not in a file of its own")
                    let users = tests.filter { $0.key.contains("/\(target)/") && $0.value.contains("\(name)(") }
                    #expect(users.count > 1, "\(name) is used by one file of \(target); make it private there")
                }
            }
        }
        #expect(placements == ["support", "private", "target"], "\(placements)")
        let text = try BundleText.of(style: style)
        let rule = BundleText.lines(of: text, containing: "Doubles are hand-written in TestSupport/Mocks").joined()
        #expect(rule.contains("a double one file needs is private in it"), "\(rule)")
        #expect(rule.contains("one a target's files share sits in that target"), "\(rule)")
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// No layer's target depends on TestSupport: only the previews target and the test targets do, and the bundle's
    /// line on Package.swift's graph no longer names an edge from UI to it.
    @Test(arguments: styles)
    func onlyThePreviewsAndTheTestsDependOnTestSupport(style: String) throws {
        let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo")
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for layer in ["DemoDomain", "DemoData", "DemoPresentation", "DemoUI", "DemoComposition"] {
            let target = PackageDeclarations.captures(#"(?s)name: "\#(layer)",(.*?)\)"#, in: manifest).joined()
            #expect(!target.contains("\"DemoTestSupport\""), "\(layer) depends on TestSupport")
        }
        let previews = PackageDeclarations.captures(#"(?s)name: "DemoPreviews",(.*?)\)"#, in: manifest).joined()
        #expect(previews.contains("\"DemoTestSupport\""), "the previews target no longer depends on TestSupport")
        let text = try BundleText.of(style: style)
        let graph = BundleText.lines(of: text, containing: "Package.swift target dependencies follow the same graph")
        #expect(!graph.isEmpty && !graph.contains { $0.contains("UI's on TestSupport") }, "\(graph)")
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// "Every public method has … a failure test if it can fail": each throwing public method of a generated
    /// repository or remote data source is called inside an `#expect(throws:)` of its suite.
    @Test(arguments: styles)
    func everyThrowingDataMethodHasAFailureTest(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoData", style: style)
        let tests = try DemoContext.swiftFiles(under: "Tests/DemoDataTests", style: style)
        var checked = 0
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let type = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
            guard type.hasPrefix("Remote") || type.hasPrefix("DataSource"),
                let suite = tests.first(where: { $0.key.hasSuffix("/\(type)Tests.swift") })?.value
            else { continue }
            for method in PackageDeclarations.captures(#"public func (\w+)\([^)]*\) async throws"#, in: source) {
                checked += 1
                let failures = PackageDeclarations.captures(
                    #"(?s)#expect\(throws: [^{]*\{([^}]*)\}"#, in: suite)
                #expect(failures.contains { $0.contains(".\(method)(") }, "\(type).\(method) has no failure test")
            }
        }
        #expect(checked > 0)
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// The generated data tests assert what `DataLog` recorded where recording is the behaviour, so the testing line
    /// on what a test asserts names those messages among the outcomes rather than ruling logs out.
    @Test(arguments: styles)
    func theLogMessagesGeneratedTestsAssertAreOutcomesTheBundleAllows(style: String) throws {
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        let asserting = tests.filter {
            $0.value.range(of: #"#expect\([^\n]*\.messages\b"#, options: .regularExpression) != nil
        }
        #expect(!asserting.isEmpty, "no \(style) test asserts what the data layer recorded; the bundle's words may go")
        let text = try BundleText.of(style: style)
        let rule = BundleText.lines(of: text, containing: "asserts an outcome a broken behaviour would change")
        #expect(!rule.isEmpty)
        for line in rule {
            #expect(!line.contains("never logs") && line.contains("DataLog"), "\(line)")
        }
    }

    /// Every generated feature has a remote and an in-memory data source, its composition taking the remote one
    /// when the app has a server: the bundle's line on a feature without a server names the source it drops, so it
    /// does not read as though the features an agent copies had no remote source.
    @Test(arguments: styles)
    func theLineOnAFeatureWithoutAServerNamesBothSources(style: String) throws {
        let compositions = try DemoContext.swiftFiles(under: "Sources/DemoComposition", style: style)
            .filter { $0.key.hasSuffix("Composition.swift") && !$0.key.hasSuffix("/AppComposition.swift") }
        #expect(!compositions.isEmpty)
        let picking = #"(?s)if let server \{\s*Remote\w+DataSource\(.*?\} else \{\s*InMemory\w+DataSource\("#
        for (path, source) in compositions {
            #expect(source.range(of: picking, options: .regularExpression) != nil, "\(path)")
        }
        let text = try BundleText.of(style: style)
        // The lines on running without a server; the testing line names the in-memory source for its suite alone.
        let lines = BundleText.lines(of: text, containing: "InMemory<Entity>DataSource", "server")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.contains("Remote<Entity>DataSource") && !line.contains("DataSource only"), "\(line)")
        }
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// The scaffolding skill's answers about fields and rows hold for the generated features: a draft reports an
    /// empty text or number field as missing exactly when the entity's property is not optional, a draft can start
    /// from a stored value, and both data sources of a feature of rows save by replacing the value with the same id.
    @Test(arguments: styles)
    func theSkillsAnswersAboutFieldsAndRowsHold(style: String) throws {
        let domain = try DemoContext.swiftFiles(under: "Sources/DemoDomain", style: style)
        let presentation = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
        var checked = 0
        for (path, draft) in presentation where path.hasSuffix("Draft.swift") {
            let entity = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: "Draft.swift", with: "")
            let source = try #require(domain.first { $0.key.hasSuffix("/\(entity).swift") }?.value, "\(entity)")
            #expect(draft.contains("public init(_ \(entity.prefix(1).lowercased() + entity.dropFirst()): \(entity)"))
            let checking = PackageDeclarations.captures(
                #"(?s)private func problem\(of field: Field\)(.*?)\n    \}\n"#, in: draft
            )
            .joined()
            for branch in checking.components(separatedBy: "case .").dropFirst() {
                let field = String(branch.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                guard let type = PackageDeclarations.captures(#"public let \#(field): ([\w?]+)"#, in: source).first,
                    ["String", "Int", "Double", "Decimal"].contains(type.replacingOccurrences(of: "?", with: ""))
                else { continue }
                checked += 1
                #expect(branch.contains(".missing") == !type.hasSuffix("?"), "\(path): \(field) of type \(type)")
            }
        }
        #expect(checked > 0, "no \(style) draft checks a text or number field")
        let data = try DemoContext.swiftFiles(under: "Sources/DemoData", style: style)
        // A feature of rows (one that deletes by id); a single value's save simply replaces it.
        for (path, source) in data where path.hasSuffix("DataSource.swift") && source.contains("func delete(id:") {
            let save = PackageDeclarations.captures(
                #"(?s)public func save\(_ record: \w+\) async[^{]*\{(.*?)\n    \}"#, in: source
            )
            .joined()
            if path.contains("/InMemory") { #expect(save.contains("upsert"), "\(path)") }
            if path.contains("/Remote") { #expect(save.contains(".put") && save.contains("record.id"), "\(path)") }
        }
        let text = try BundleText.of(style: style)
        let statement = BundleText.lines(of: text, containing: "required unless its type ends in `?`").joined()
        #expect(
            statement.contains("`<Entity>Draft(row)`")
                && statement.contains("replaces the stored value with the same id"))
    }
}

extension ContextMatchesGeneratedCodeTests {
    /// A view model's `work` is public only because `ScreenWorkOwner`, whose extension gives the screens their
    /// intents, is; no generated screen reaches into it, and the style's line on `ScreenWork` says screens never do.
    @Test(arguments: styles)
    func noScreenReachesIntoTheViewModelsWork(style: String) throws {
        let presentation = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
        let owners = presentation.filter { $0.value.contains("public let work: ScreenWork<") }
        let ui = try DemoContext.swiftFiles(under: "Sources/DemoUI", style: style)
        for (path, source) in ui {
            #expect(source.range(of: #"\.work\b"#, options: .regularExpression) == nil, "\(path) reaches into work")
        }
        let text = try BundleText.of(style: style)
        let lines = BundleText.lines(of: text, containing: "ScreenWork (let work")
        #expect(lines.isEmpty == owners.isEmpty, "\(style): the bundle and the view models disagree on ScreenWork")
        for line in lines { #expect(line.contains("screens never call it"), "\(line)") }
    }
}
