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
        let readme = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/README.md"),
            encoding: .utf8)
        return try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases).files
            .map { ($0.path, $0.text) } + [("README.md", readme)]
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
