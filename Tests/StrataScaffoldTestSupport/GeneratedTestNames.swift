import Foundation
import StrataScaffold
import StrataTestSupport

/// The tests a generated test template declares, read from the template itself, so a suite can demand that every
/// one of them ran and passed: a test a package never runs (a shape no built package has, a file outside every test
/// target) proves nothing.
public enum GeneratedTestNames {
    /// The names of `template`'s `@Test` functions (a path under Templates/) that need no placeholder filled in.
    public static func declared(in template: String) -> Set<String> {
        let url = repositoryRoot.appendingPathComponent("Templates").appendingPathComponent(template)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "@Test func ") else { continue }
            let name = String(line[range.upperBound...].prefix { $0 != "(" })
            if !name.contains("{{") { names.insert(name) }
        }
        return names
    }

    /// The names of every `@Test` function in the test files of the package at `root`.
    public static func declared(inPackageAt root: URL) throws -> Set<String> {
        let tests = root.appendingPathComponent("Tests")
        var names: Set<String> = []
        let walker = FileManager.default.enumerator(atPath: tests.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: tests.appendingPathComponent(relative), encoding: .utf8)
            for match in text.matches(of: /@Test(?:\([^)]*\))?\s+func\s+([A-Za-z_][A-Za-z0-9_]*)/) {
                names.insert(String(match.output.1))
            }
        }
        return names
    }
}

extension DemoWalkthrough {
    /// A feature in the detail shape, which the walkthrough has none of: its detail screen saves an edit and shows
    /// the outcome where the user is, and its view-model or store tests prove that.
    public static let detailFeature = Feature(
        name: "Articles", entity: "Article", shape: "detail", fields: "id:UUID,title:String,words:Int,score:Decimal?",
        operations: nil)

    /// The walkthrough's features and the detail shape: every shape the templates know.
    public static let everyShape = features + [detailFeature]
}
