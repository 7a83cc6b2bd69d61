import Foundation
import StrataContextTestSupport
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataContext

/// Statements the bundle and the generated README make about generated code, each held against that code: an agent
/// that trusts the text writes what the templates write.
@Suite struct ContextStatementsMatchGeneratedCodeTests {
    static let styles = ContextMatchesPackageTests.styles

    /// Every text the agent reads: the bundle's files, its context.json included, and the generated README.
    private static func texts(style: String) throws -> [(path: String, text: String)] {
        try BundleText.files(style: style, json: true)
    }

    /// A remote data source's path is its entity's plural, not its feature's: every `<baseURL>/<…>` in the texts
    /// names the entity, as the generated Remote<Entity>DataSource files do.
    @Test(arguments: styles)
    func everyServerPathInTheTextsNamesTheEntity(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoData", style: style)
            .filter { $0.key.split(separator: "/").last?.hasPrefix("Remote") == true }
        #expect(!sources.isEmpty)
        for (path, source) in sources {
            let file = String(path.split(separator: "/").last ?? "")
            let entity = String(file.dropFirst("Remote".count).dropLast("DataSource.swift".count))
            let named = PackageDeclarations.captures(#"baseURL\.appendingPathComponent\("([^"]+)"\)"#, in: source)
            let byEntity = [entity, TemplateFilter.plural.apply(to: entity)].map(TemplateFilter.kebabCase.apply)
            #expect(!named.isEmpty && named.allSatisfy(byEntity.contains), "\(path) names \(named)")
        }
        var placeholders = 0
        for (path, text) in try Self.texts(style: style) {
            for placeholder in PackageDeclarations.captures(#"<baseURL>/<([^>]+)>"#, in: text) {
                placeholders += 1
                #expect(placeholder.contains("entity") && !placeholder.contains("feature"), "\(path): \(placeholder)")
            }
        }
        #expect(placeholders > 0, "no text names the server path; nothing here is checked")
    }

    /// The entity template's description lists the feature error's cases, exactly those the generated error declares.
    @Test(arguments: styles)
    func theEntityTemplateNamesEveryCaseOfTheFeatureError(style: String) throws {
        let errors = try DemoContext.swiftFiles(under: "Sources/DemoDomain", style: style)
            .filter { $0.key.hasSuffix("Error.swift") }
        let error = try #require(errors.first { $0.key.hasSuffix("/OrderError.swift") })
        let cases = PackageDeclarations.captures(#"(?m)^\s*case (\w+)"#, in: error.value)
        #expect(cases.count > 1)
        let context = try #require(try Self.texts(style: style).first { $0.path == "context.json" })
        let description = try #require(
            BundleText.lines(of: context.text, containing: "typed error").first, "context.json describes no typed error"
        )
        let listed = try #require(PackageDeclarations.captures(#"typed error \(([^)]+)\)"#, in: description).first)
        #expect(listed.components(separatedBy: ", ") == cases, "\(description)")
    }

    /// The composition root's feature slots are settable so an app can swap a feature; the injection rule says so
    /// and names them as its one exception.
    @Test(arguments: styles)
    func theInjectionRuleNamesTheCompositionRootsSettableSlots(style: String) throws {
        let root = try #require(
            try DemoContext.swiftFiles(under: "Sources/DemoComposition", style: style)
                .first { $0.key.hasSuffix("/AppComposition.swift") })
        let slots = PackageDeclarations.captures(#"public var (\w+): \w+Composition\b"#, in: root.value)
        #expect(!slots.isEmpty, "AppComposition has no settable slot; the rule needs no exception")
        let settable = PackageDeclarations.captures(#"(?m)^\s*(?:public )?var (\w+)"#, in: root.value)
        #expect(Set(settable) == Set(slots), "a settable property of AppComposition is no feature slot")
        let text = try Self.texts(style: style).filter { !$0.path.hasSuffix(".json") }.map(\.text)
            .joined(separator: "\n")
        let rules = BundleText.lines(of: text, containing: "arrives through init")
        #expect(!rules.isEmpty)
        for line in rules {
            #expect(line.contains("AppComposition") && line.contains("feature slots"), "\(line)")
        }
    }

    /// A public screen of the UI module that no other module uses is public only by the exception the access rule
    /// names: its role (the type's name less its feature's) is in the rule's line.
    @Test(arguments: styles)
    func everyPublicScreenNoOtherModuleUsesIsTheAccessRulesException(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let outside = sources.filter { !$0.key.hasPrefix("Sources/DemoUI/") }.values.joined(separator: "\n")
        var roles: Set<String> = []
        for (path, source) in sources where path.hasPrefix("Sources/DemoUI/") {
            let feature = String(path.split(separator: "/").dropLast().last ?? "")
            for screen in PackageDeclarations.captures(#"public struct (\w+): View"#, in: source)
            where !outside.contains(screen) {
                let role = screen.hasPrefix(feature) ? String(screen.dropFirst(feature.count)) : screen
                roles.insert(TemplateFilter.kebabCase.apply(to: role).replacingOccurrences(of: "-", with: " "))
            }
        }
        let text = try Self.texts(style: style).filter { !$0.path.hasSuffix(".json") }.map(\.text)
            .joined(separator: "\n")
        let rules = BundleText.lines(of: text, containing: "Types used by another layer are public")
        #expect(!rules.isEmpty)
        for line in rules {
            for role in roles {
                #expect(line.contains(role), "\(line) leaves out the public \(role)")
            }
        }
    }
}

extension ContextStatementsMatchGeneratedCodeTests {
    /// Where the CLI is not installed, the MCP server is not there either (the bundle's MCP configuration starts
    /// `strata mcp`), and the SwiftPM plugin needs a package dependency the generated package does not have: every
    /// line offering a way to verify says how without the CLI, and every way without the CLI (to verify or to add a
    /// feature) offers those two only with what they need, leaving the agent commands that run with the toolchain
    /// and, to verify, a check by hand it must own up to.
    @Test(arguments: styles)
    func theWayToVerifyWithoutTheCLINeedsNothingTheCLIServes(style: String) throws {
        let bundle = try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases)
        let mcp = try #require(bundle.files.first { $0.path == ".mcp.json" })
        let configuration = try JSONSerialization.jsonObject(with: Data(mcp.text.utf8)) as? [String: Any]
        let server = try #require((configuration?["mcpServers"] as? [String: Any])?["strata"] as? [String: Any])
        let launch = ([server["command"] as? String] + (server["args"] as? [String] ?? []).map { $0 })
            .compactMap { $0 }.joined(separator: " ")
        #expect(launch.hasPrefix("strata "), "the MCP server no longer needs the CLI: \(launch)")
        let manifest = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/Package.swift"),
            encoding: .utf8)
        let dependsOnStrata = manifest.contains(".package(")
        var clauses = 0
        for file in bundle.files where !file.path.hasSuffix(".json") {
            for line in file.text.split(separator: "\n").map(String.init) {
                let offersTheCLI =
                    line.contains("`verify_source`") || line.contains("`strata rules explain")
                    || line.contains("`\(DemoContext.commands.verify)`") && line.contains("un ")
                guard let start = line.range(of: "without the CLI") else {
                    if offersTheCLI { Issue.record("\(file.path): \(line) offers the CLI's way only") }
                    continue
                }
                clauses += 1
                let clause = String(line[start.upperBound...])
                if ["MCP", "verify_source", "scaffold_feature"].contains(where: clause.contains) {
                    #expect(clause.contains("`\(launch)`"), "\(file.path): \(clause) offers MCP as if it ran alone")
                }
                if clause.contains("strata-verify"), !dependsOnStrata {
                    #expect(clause.contains("needs a dependency on Strata"), "\(file.path): \(clause)")
                }
                let commands = PackageDeclarations.captures(#"`([^`]+)`"#, in: clause)
                    .filter { $0 != launch && !$0.hasPrefix("swift package strata-") }
                #expect(commands.allSatisfy { !$0.hasPrefix("strata ") }, "\(file.path): \(clause)")
                if line.contains("Verify the architecture") {
                    #expect(
                        commands.contains("swift build") && commands.contains("swift test")
                            && clause.contains("by hand") && clause.contains("say verify did not run"),
                        "\(file.path): \(clause)")
                }
            }
        }
        #expect(clauses > 0)
    }

    /// A test target depends on the modules its tests import, and the composition tests use no fixture or double:
    /// the import line names TestSupport as one module a test may name, not as one every test imports.
    @Test(arguments: styles)
    func theTestImportLineHoldsForEveryTestTarget(style: String) throws {
        let manifest = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/Package.swift"),
            encoding: .utf8)
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        var withoutSupport: [String] = []
        for target in PackageDeclarations.captures(#"\.testTarget\(\s*name: "(\w+)""#, in: manifest) {
            let listed = PackageDeclarations.captures(
                #"\.testTarget\(\s*name: "\#(target)",\s*dependencies: \[([^\]]*)\]"#, in: manifest
            )
            .joined()
            let dependencies = Set(PackageDeclarations.captures(#""(\w+)""#, in: listed))
            let files = tests.filter { $0.key.hasPrefix("Tests/\(target)/") }.values
            let imported = Set(
                files.flatMap { PackageDeclarations.captures(#"(?m)^(?:@testable )?import (Demo\w+)"#, in: $0) })
            #expect(
                imported == dependencies, "\(target) depends on \(dependencies.sorted()), imports \(imported.sorted())")
            if !dependencies.contains("DemoTestSupport") { withoutSupport.append(target) }
        }
        #expect(!withoutSupport.isEmpty, "every \(style) test target uses TestSupport; the line may require it")
        let text = try BundleText.of(style: style)
        let lines = BundleText.lines(of: text, containing: "Tests import the module under test")
        #expect(!lines.isEmpty)
        for line in lines {
            let required = line.components(separatedBy: "each module whose types they name").first ?? line
            #expect(!required.contains("TestSupport"), "\(withoutSupport) import no TestSupport, yet: \(line)")
        }
    }

    /// The domain and presentation defaults the generated code has are settings the caller replaces (the user's
    /// locale), never shared services, and the bundle's line on defaults names each one, so "no global state" and
    /// `locale: Locale = .current` read as one rule.
    @Test(arguments: styles)
    func everyDefaultReadingASettingIsOneTheBundleNames(style: String) throws {
        let declared = Set(
            try DemoContext.swiftFiles(under: "Sources", style: style).values.flatMap {
                PackageDeclarations.captures(#"(?:struct|class|enum|actor|protocol|typealias)\s+(\w+)"#, in: $0)
            })
        var defaults: Set<String> = []
        for layer in ["Domain", "Presentation"] {
            for (path, source) in try DemoContext.swiftFiles(under: "Sources/Demo\(layer)", style: style) {
                // A default of the package's own type (a policy's case) is a value, not something read from outside.
                for found in PackageDeclarations.captures(#"(\w+: \w+ = \.\w+)[,)]"#, in: source)
                where !declared.contains(String(found.split(separator: " ")[1])) {
                    #expect(
                        !["shared", "standard", "default"].contains { found.hasSuffix(".\($0)") },
                        "\(path): \(found) defaults to a shared service")
                    defaults.insert(found)
                }
            }
        }
        #expect(!defaults.isEmpty, "no \(style) default reads a setting; the bundle's example may go")
        let text = try BundleText.of(style: style)
        let lines = BundleText.lines(of: text, containing: "default arguments are values the caller can replace")
        #expect(!lines.isEmpty)
        for line in lines {
            for found in defaults { #expect(line.contains(found), "\(line) leaves out \(found)") }
        }
    }

    /// "Every public method has a success test" and "never touch the network" both hold: every public type with
    /// methods in domain, data and presentation is used by a test or by a type a test uses, except the types the
    /// coverage line names, each over URLSession, for which tests pass the stub it names instead; and every public
    /// computed property an extension adds is read by a test that names the extended type.
    @Test(arguments: styles)
    func everyPublicMethodIsTestedButTheNetworkTheBundleNames(style: String) throws {
        var sources: [String: String] = [:]
        for layer in ["Domain", "Data", "Presentation"] {
            sources.merge(try DemoContext.swiftFiles(under: "Sources/Demo\(layer)", style: style)) { first, _ in first }
        }
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        let testText = tests.filter { !$0.key.hasPrefix("Tests/DemoTestSupport/") }.values.joined(separator: "\n")
        func mentions(_ text: String, _ name: String) -> Bool {
            text.range(of: #"\b\#(name)\b"#, options: .regularExpression) != nil
        }
        var types: [String: String] = [:]
        for (path, source) in sources {
            let outsideProtocols = source.replacingOccurrences(
                of: #"(?s)protocol \w+[^{]*\{.*?\n\}"#, with: "", options: .regularExpression)
            guard outsideProtocols.contains("public func ") else { continue }
            for type in PackageDeclarations.captures(
                #"(?m)^public (?:final )?(?:struct|class|actor) (\w+)"#, in: source)
            {
                types[type] = path
            }
        }
        let tested = Set(types.keys.filter { mentions(testText, $0) })
        // Code, not the comments: a comment naming a type (the client the app passes) does not exercise it.
        func code(of type: String) -> String {
            (sources[types[type] ?? ""] ?? "").replacingOccurrences(
                of: #"(?m)^\s*//.*$"#, with: "", options: .regularExpression)
        }
        let untested = types.filter { type, _ in
            !tested.contains(type) && !tested.contains { mentions(code(of: $0), type) }
        }
        let text = try BundleText.of(style: style)
        let lines = BundleText.lines(of: text, containing: "Every public method has a success test")
        #expect(!lines.isEmpty)
        for line in lines {
            let named = Set(types.keys.filter { mentions(line, $0) })
            #expect(named == Set(untested.keys), "\(line) names \(named.sorted()), untested: \(untested.keys.sorted())")
            for type in named {
                #expect(sources[types[type] ?? ""]?.contains("URLSession") == true, "\(type) is no network client")
                #expect(!mentions(testText, type), "a test uses \(type)")
            }
            let stubs = PackageDeclarations.captures(#"\b(Stub\w+)\b"#, in: line)
            #expect(!stubs.isEmpty, "\(line) names no stub the tests pass instead")
            for stub in stubs { #expect(mentions(testText, stub), "no test declares or uses \(stub)") }
        }
        // A public computed property an extension adds (`displayText` of Double) is public API too: some test names
        // the extended type, as Swift spells it (`Int?`, `[String]` for the generic ones), and reads the property.
        let testBodies = testText.components(separatedBy: "@Test")
        for (path, source) in sources {
            for (type, body) in PackageDeclarations.pairs(#"(?s)\nextension (\w+)[^{\n]*\{(.*?)\n\}"#, in: source) {
                let spelled =
                    type == "Optional" ? #"\w\?"# : type == "Array" ? #"\[\w+\]"# : #"\b\#(type)\b"#
                for property in PackageDeclarations.captures(#"public var (\w+): [^={\n]+\{"#, in: body) {
                    let read = testBodies.contains { test in
                        test.contains(".\(property)") && test.range(of: spelled, options: .regularExpression) != nil
                    }
                    #expect(read, "\(path): no test reads \(type).\(property)")
                }
            }
        }
        for live in ["URLSession(", "URLSession.shared", "URLSessionHTTPClient"] {
            #expect(!testText.contains(live), "a generated test reaches the network through \(live)")
        }
    }

    /// The layers' contents and the scaffolding skill place orderings in the same words: an order the product defines
    /// (newest first) is a domain use case's, a sort the user picks is presentation's, and money is a Decimal the
    /// draft reads in the user's locale.
    @Test(arguments: styles)
    func theLayersAndTheSkillPlaceOrderingAndMoneyAlike(style: String) throws {
        let text = try BundleText.of(style: style)
        let productOrder = "order the product defines (newest first)"
        let userSort = "a sort the user picks"
        let domain = BundleText.lines(of: text, containing: "- Holds: Entities")
        let presentation = BundleText.lines(of: text, containing: "- Holds: View models")
        let skill = BundleText.lines(of: text, containing: "Rows keep the repository's order")
        #expect(!domain.isEmpty && !presentation.isEmpty && !skill.isEmpty)
        for line in skill {
            #expect(line.contains(productOrder) && line.contains(userSort), "\(line)")
            let productClause = line.components(separatedBy: productOrder).last ?? ""
            #expect(productClause.hasPrefix(" is a domain use case's"), "\(line)")
        }
        for line in domain {
            #expect(line.contains(productOrder) && !line.contains(userSort), "\(line)")
            #expect(line.contains("Money as Decimal"), "\(line)")
        }
        for line in presentation {
            #expect(line.contains(userSort) && !line.contains("newest") && !line.contains("display order"), "\(line)")
        }
        let draft = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Templates/viewmodel/Draft.swift.tmpl"), encoding: .utf8)
        #expect(draft.contains(#"field.baseType == "Decimal""#), "the draft no longer reads Decimal fields")
        let fields = BundleText.lines(of: text, containing: "Money is a `Decimal` field")
        #expect(!fields.isEmpty && fields.allSatisfy { $0.contains(".currency(code:)") }, "\(fields)")
    }

    /// A write beyond save and delete (deactivate) gets the failure title the skill says: the store style's feature
    /// declares its own titles, and the other styles' ScreenWork titles every write but a delete as a save.
    @Test(arguments: styles)
    func theSkillSaysWhichTitleAnotherWriteFailsWith(style: String) throws {
        let presentation = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
        let text = try BundleText.of(style: style)
        let lines = BundleText.lines(of: text, containing: "Actions: another write")
        #expect(!lines.isEmpty)
        if style == "store" {
            let features = presentation.filter { $0.key.hasSuffix("Feature.swift") && !$0.key.contains("/Support/") }
            #expect(!features.isEmpty)
            for (path, source) in features { #expect(source.contains("static let couldNotSave"), "\(path)") }
            for line in lines { #expect(line.contains("`couldNotSave`"), "\(line)") }
            return
        }
        let work = try #require(presentation.first { $0.key.hasSuffix("/ScreenWork.swift") }?.value)
        let titles = PackageDeclarations.captures(#"NSLocalizedString\("(Couldn't \w+)""#, in: work)
        #expect(titles == ["Couldn't Refresh", "Couldn't Save", "Couldn't Delete"], "\(titles)")
        let writes = PackageDeclarations.captures(#"public func (\w+)(?:<[^>]*>)?\(\s*_ action: Action"#, in: work)
        // Retrying sends an action again; every other entry taking one is a write with its own title.
        #expect(Set(writes).subtracting(["retry"]) == ["save", "saveReturningFailure", "delete"], "\(writes)")
        for line in lines { #expect(line.contains("`work.save`") && line.contains("`Couldn't Save`"), "\(line)") }
    }
}

extension ContextStatementsMatchGeneratedCodeTests {
    /// The suite line names the files tests are in, as the generated tests are: every file of a test target that
    /// holds a test fits one of its patterns, a `<Subject>Tests.swift` declares that suite, and a file named for the
    /// suite and a topic extends the suite its folder's `<Subject>Tests.swift` declares.
    @Test(arguments: styles)
    func everyGeneratedTestFileIsNamedAsTheSuiteLineSays(style: String) throws {
        let lines = BundleText.lines(of: try BundleText.of(style: style), containing: "One struct <Subject>Tests")
        #expect(!lines.isEmpty)
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        let holdingTests = tests.filter { !$0.key.hasPrefix("Tests/DemoTestSupport/") && $0.value.contains("@Test") }
        #expect(holdingTests.keys.contains { $0.contains("+") }, "no \(style) suite is split; say so no more")
        for line in lines {
            let expressions = PackageDeclarations.captures(#"(<\w+>[\w+<>]*\.swift)"#, in: line).map { pattern in
                let marked = pattern.replacingOccurrences(of: #"<\w+>"#, with: "\u{0}", options: .regularExpression)
                return "^"
                    + NSRegularExpression.escapedPattern(for: marked).replacingOccurrences(
                        of: "\u{0}", with: #"([A-Z]\w*)"#)
                    + "$"
            }
            #expect(!expressions.isEmpty, "\(line) names no file")
            for path in holdingTests.keys.sorted() {
                let name = String(path.split(separator: "/").last ?? "")
                let fits = expressions.contains { name.range(of: $0, options: .regularExpression) != nil }
                #expect(fits, "\(path) fits no file name of: \(line)")
            }
        }
        for (path, source) in holdingTests {
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let name = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
            let suite = String(name.split(separator: "+").first ?? "")
            guard name.contains("+") else {
                #expect(source.contains("struct \(suite) "), "\(path) declares no \(suite)")
                continue
            }
            #expect(source.contains("extension \(suite) "), "\(path) extends no \(suite)")
            let main = tests["\(folder)/\(suite).swift"]
            #expect(main?.contains("struct \(suite) ") == true, "\(path) extends a suite its folder does not declare")
        }
    }

    /// The use-case rule judges no double, wherever it sits: its line says so, naming prefixes the rule takes for
    /// doubles, and places none, leaving where a double goes to the testing line, which keeps a double one file
    /// needs private in that file.
    @Test(arguments: styles)
    func theUseCaseRuleSaysWhatItChecksOfDoubles(style: String) throws {
        let text = try BundleText.of(style: style)
        let rule = BundleText.lines(of: text, containing: "Use-case protocols and implementations (*UseCase)")
        let testing = BundleText.lines(of: text, containing: "Doubles are hand-written")
        #expect(!rule.isEmpty && !testing.isEmpty)
        for line in testing { #expect(line.contains("a double one file needs is private in it"), "\(line)") }
        for line in rule {
            let prefixes = PackageDeclarations.captures(#"`(\w+)\*`"#, in: line)
            #expect(prefixes.count > 1, "\(line)")
            for prefix in prefixes {
                #expect(NamingVocabulary.isDouble(prefix + "LoadOrdersUseCase"), "the rule judges \(prefix)…")
            }
            let clause = line.components(separatedBy: "*`").last ?? ""
            #expect(clause.contains("not judged"), "\(line)")
            #expect(
                !clause.contains("TestSupport") && !clause.contains("previews"), "the rule reads no folder: \(line)")
        }
    }
}
