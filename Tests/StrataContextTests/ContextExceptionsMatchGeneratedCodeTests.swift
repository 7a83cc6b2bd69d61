import Foundation
import StrataContextTestSupport
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataContext

/// Where the generated code does something a rule of the bundle seems to forbid, the bundle says why it is allowed,
/// and the generated tests say what they check: an agent holding the bundle against the code finds the line that
/// settles it instead of a contradiction to guess around.
@Suite struct ContextExceptionsMatchGeneratedCodeTests {
    static let styles = ContextMatchesPackageTests.styles

    /// Each `@Test` function of a source, by name, with its body up to the next test.
    private static func tests(in source: String) -> [(name: String, body: String)] {
        source.components(separatedBy: "@Test").dropFirst().compactMap { part in
            guard let name = PackageDeclarations.captures(#"func (\w+)\("#, in: part).first else { return nil }
            return (name, part)
        }
    }

    /// A draft's test hands it a time exactly when its name speaks of the time, and then checks a field the draft
    /// starts at that time; each such field is checked, and a draft with no date field has no such test.
    @Test(arguments: styles)
    func everyDraftTestChecksTheTimeItHandsTheDraft(style: String) throws {
        let drafts = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
            .filter { $0.key.hasSuffix("Draft.swift") }
        let tests = try DemoContext.swiftFiles(under: "Tests/DemoPresentationTests", style: style)
        #expect(!drafts.isEmpty)
        var timedFields = 0
        for (path, draft) in drafts {
            let file = String(path.split(separator: "/").last ?? "")
            let testFile = try #require(
                tests.first { $0.key.hasSuffix("/" + file.dropLast(6) + "Tests.swift") }, "\(path) has no tests")
            let startingNow = PackageDeclarations.captures(#"self\.(\w+) = now\(\)"#, in: draft)
            timedFields += startingNow.count
            let timed = Self.tests(in: testFile.value).filter { test in
                let handsTime = test.body.contains("now: {")
                let namesTime = test.name.localizedCaseInsensitiveContains("time")
                #expect(handsTime == namesTime, "\(testFile.key): \(test.name) hands a time iff its name says so")
                #expect(
                    !handsTime || startingNow.contains { test.body.contains("#expect(draft.\($0) == now)") },
                    "\(testFile.key): \(test.name) hands a time it never checks")
                return handsTime
            }
            for field in startingNow {
                #expect(
                    timed.contains { $0.body.contains("#expect(draft.\(field) == now)") },
                    "\(testFile.key): no test checks that \(field) starts at the time given")
            }
        }
        #expect(timedFields > 0, "no \(style) draft has a date field; nothing here is checked")
    }

    /// Core code takes a locale, a clock or an identifier maker as an argument defaulting to the current one. The
    /// singletons rule names exactly the lookups it reports, and the bundle says such a default is no lookup.
    @Test(arguments: styles)
    func theSingletonRuleNamesItsLookupsAndADefaultArgumentIsInjection(style: String) throws {
        let core = try ["Sources/DemoDomain", "Sources/DemoPresentation"].flatMap {
            try DemoContext.swiftFiles(under: $0, style: style).values
        }
        let defaults = Set(
            core.flatMap { PackageDeclarations.captures(#"\w+: [\w.<>() \->]+ = (\.\w+)[,)]"#, in: $0) })
        #expect(!defaults.isEmpty, "no \(style) core default reads a current value; the bundle's line may go")
        let rules = try KnowledgeBase.load(from: .shipped).rules.rules
        let rule = try #require(rules.first { $0.id == "no-singletons-in-core" })
        let members = try #require(rule.parameters?["singletonMembers"])
        #expect(defaults.isDisjoint(with: members.map { ".\($0)" }), "a core default is a lookup the rule reports")
        let text = try BundleText.of(style: style)
        let summaries = BundleText.lines(of: text, containing: rule.summary)
        #expect(!summaries.isEmpty)
        for member in members {
            #expect(rule.summary.contains(".\(member)"), "the summary leaves out .\(member)")
        }
        #expect(
            !BundleText.lines(of: text, containing: "default arguments", "caller can replace").filter { line in
                defaults.contains { line.contains("= \($0)") }
            }.isEmpty, "no line says a default argument such as \(defaults.sorted()) is injection")
    }

    /// Theme.swift names hues to define its tokens; the advice against named hues says that is where they belong.
    @Test(arguments: styles)
    func theAdviceAgainstNamedHuesSaysTheThemeNamesThem(style: String) throws {
        let text = try BundleText.of(style: style)
        let advice = BundleText.lines(of: text, containing: "Named hues")
        #expect(!advice.isEmpty)
        let hues = Set(advice.flatMap { PackageDeclarations.captures(#"[(\s]\.?(?:Color)?\.(\w+)\b"#, in: $0) })
        let theme = try #require(
            try DemoContext.swiftFiles(under: "Sources", style: style).first { $0.key.hasSuffix("/Theme.swift") })
        let named = hues.filter { theme.value.contains(": .\($0)") }
        #expect(!named.isEmpty, "\(theme.key) names none of \(hues.sorted()); the advice needs no exception")
        for line in advice {
            #expect(line.contains("Theme.swift"), "\(line)")
        }
    }

    /// A test target's helper type outside TestSupport that one test file uses sits in its own file beside that
    /// test, as the doubles line allows, rather than among the files a target shares.
    @Test(arguments: styles)
    func aDoubleOneFileUsesSitsWhereTheBundleSays(style: String) throws {
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
            .filter { !$0.key.hasPrefix("Tests/DemoTestSupport/") }
        var besideTheirUser = 0
        for (path, source) in tests where !path.hasSuffix("Tests.swift") {
            let declared = PackageDeclarations.captures(
                #"(?m)^(?:final )?(?:class|struct|actor|enum) (\w+)"#, in: source
            )
            for type in declared {
                let users = tests.filter { other in
                    other.key != path && (other.value.contains("\(type)<") || other.value.contains("\(type)("))
                }.map(\.key)
                guard users.count == 1, let user = users.first else { continue }
                #expect(
                    user.split(separator: "/").dropLast() == path.split(separator: "/").dropLast(),
                    "\(path): \(type) is used only by \(user) but sits apart from it")
                besideTheirUser += 1
            }
        }
        // The doubles line is one for every style, so only a style with such a double can need its "beside".
        guard besideTheirUser > 0 else { return }
        let text = try BundleText.of(style: style)
        #expect(!BundleText.lines(of: text, containing: "a double one file needs", "beside it").isEmpty)
    }

    /// The scaffolding skill says how a feature's server path is named, and each generated remote data source names
    /// its path so: a collection by its entity's plural, a single value by its entity, in kebab case.
    @Test(arguments: styles)
    func theScaffoldSkillNamesServerPathsAsTheDataSourcesDo(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoData", style: style)
            .filter { $0.key.split(separator: "/").last?.hasPrefix("Remote") == true }
        #expect(!sources.isEmpty)
        for (path, source) in sources {
            let file = String(path.split(separator: "/").last ?? "")
            let entity = String(file.dropFirst("Remote".count).dropLast("DataSource.swift".count))
            let named = try #require(
                PackageDeclarations.captures(#"URL = baseURL\.appendingPathComponent\("([^"]+)"\)"#, in: source).first,
                "\(path) names no path")
            let plural = TemplateFilter.kebabCase.apply(to: TemplateFilter.plural.apply(to: entity))
            let expected = source.contains("collectionURL") ? plural : TemplateFilter.kebabCase.apply(to: entity)
            #expect(named == expected, "\(path)")
        }
        let skill = try #require(
            try DemoContext.renderer(style: style).bundle(agents: [.claude]).files.first {
                $0.path.hasSuffix("strata-scaffold-feature/SKILL.md")
            })
        let example = TemplateFilter.kebabCase.apply(to: TemplateFilter.plural.apply(to: "OrderItem"))
        #expect(!BundleText.lines(of: skill.text, containing: "server path", "plural", "`\(example)`").isEmpty)
        #expect(
            !BundleText.lines(of: skill.text, containing: "a sort the user picks", "presentation", "domain", "ties")
                .isEmpty)
    }
}
