import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// The testing lines say which public methods the generated tests run and where: an agent following them writes the
/// suites a generated feature has, no more (a test of a factory that only builds) and no fewer.
@Suite struct ContextCoverageMatchesGeneratedTestsTests {
    static let styles = ContextMatchesPackageTests.styles

    /// The composition's public functions no test calls are factories of screens and their view models (or stores),
    /// which the coverage line leaves out as the composition's factories and the composition layer's contents name;
    /// the composition line does not promise their wiring is tested.
    @Test(arguments: styles)
    func theCompositionFunctionsNoTestCallsAreTheFactoriesTheBundleLeavesOut(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoComposition", style: style)
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
            .filter { !$0.key.hasPrefix("Tests/DemoTestSupport/") && !$0.key.hasPrefix("Tests/DemoPreviews/") }
            .values.joined(separator: "\n")
        var untested: [String] = []
        for source in sources.values {
            let functions = source.matches(of: #/public func (\w+)\([^)]*\) -> (\w+)/#)
            #expect(functions.count == source.matches(of: #/public func /#).count, "a function returns nothing")
            for function in functions where !tests.contains(".\(function.output.1)(") {
                untested.append(String(function.output.1))
                let product = function.output.2
                #expect(
                    function.output.1.hasPrefix("make")
                        && ["Screen", "ViewModel", "Store"].contains { product.hasSuffix($0) },
                    "\(function.output.1) -> \(product) is untested and builds no screen or view model")
            }
        }
        #expect(!untested.isEmpty, "every \(style) composition factory is tested; the bundle's exception may go")
        let text = try BundleText.of(style: style)
        let coverage = BundleText.lines(of: text, containing: "Every public method has a success test")
        #expect(!coverage.isEmpty)
        for line in coverage { #expect(line.contains("the composition's factories"), "\(line)") }
        #expect(!BundleText.lines(of: text, containing: "Factories for screens and their view models").isEmpty)
        for line in BundleText.lines(of: text, containing: "<Feature>CompositionTests") {
            #expect(!line.contains("wiring only"), "\(line) promises tests of factories no test calls")
        }
    }

    /// A data source with no suite of its own is run by its repository's suite, and the coverage line says so, by
    /// its generic name.
    @Test(arguments: styles)
    func theDataSourcesWithoutASuiteAreTheOnesTheBundleSaysTheRepositoryRuns(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources/DemoData", style: style)
        let tests = try DemoContext.swiftFiles(under: "Tests/DemoDataTests", style: style)
        let suites = Set(tests.values.flatMap { PackageDeclarations.captures(#"struct (\w+)Tests\b"#, in: $0) })
        var withoutSuite: [(type: String, entity: String)] = []
        for source in sources.values {
            for type in PackageDeclarations.captures(#"public (?:struct|actor) (\w+DataSource)\b"#, in: source)
            where !suites.contains(type) {
                let entity = PackageDeclarations.captures(
                    #"public (?:struct|actor) \w+?(\w+)DataSource: \1DataSource"#, in: source)
                withoutSuite.append((type, entity.first ?? ""))
            }
        }
        #expect(!withoutSuite.isEmpty, "every \(style) data source has its suite; the bundle's exception may go")
        let text = try BundleText.of(style: style)
        let coverage = BundleText.lines(of: text, containing: "Every public method has a success test")
        #expect(!coverage.isEmpty)
        for (type, entity) in withoutSuite {
            #expect(!entity.isEmpty, "\(type) conforms to no <Entity>DataSource")
            let repositorySuite = tests.first { $0.key.hasSuffix("/DataSource\(entity)RepositoryTests.swift") }?.value
            #expect(repositorySuite?.contains("\(type)(") == true, "no repository suite runs \(type)")
            let generic = type.replacingOccurrences(of: entity, with: "<Entity>")
            for line in coverage {
                #expect(line.contains(generic) && line.contains("repository's"), "\(line) leaves out \(type)")
            }
        }
    }
}
