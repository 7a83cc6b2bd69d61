import Foundation
import StrataContextTestSupport
import StrataTestSupport

@testable import StrataContext

/// The agent bundle's text and its lines, as the tests holding it to the generated code read them.
enum BundleText {
    /// Every text file the bundle of `style` gives every agent, joined. Rendered once per style for the whole run:
    /// thirty tests read it, and the shipped knowledge they render it from does not change while they run.
    static func of(style: String) throws -> String {
        if let text = rendered.text(of: style) { return text }
        let text = try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases).files
            .filter { !$0.path.hasSuffix(".json") }.map(\.text).joined(separator: "\n")
        rendered.keep(text, for: style)
        return text
    }

    /// Every text an agent reads by path: the bundle's files (its JSON configurations only with `json`), those a
    /// project migrating from every legacy source the style has maps for adds when `migrating` (the migration
    /// skill, its command), and the generated README.
    static func files(style: String, json: Bool, migrating: Bool = false) throws -> [(path: String, text: String)] {
        let readme = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/README.md"),
            encoding: .utf8)
        var bundles = [try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases)]
        if migrating {
            let knowledge = DemoContext.knowledge
            let sources = knowledge.migrationSources.filter { !knowledge.migrations(from: [$0], toward: style).isEmpty }
            let list = sources.map { "\"\($0)\"" }.joined(separator: ", ")
            let strataJSON = try DemoContext.strataJSON(style: style).replacingOccurrences(
                of: "\"style\": \"\(style)\",", with: "\"style\": \"\(style)\", \"migratingFrom\": [\(list)],")
            let project = try ContextProject.read(
                strataJSON: strataJSON, file: "strata.json", knowledge: knowledge, commands: DemoContext.commands)
            bundles.append(
                try ContextRenderer(knowledge: knowledge, project: project).bundle(agents: ContextAgent.allCases))
        }
        return bundles.flatMap { bundle in
            bundle.files.filter { json || !$0.path.hasSuffix(".json") }.map { ($0.path, $0.text) }
        } + [("README.md", readme)]
    }

    /// The lines of `text` holding every one of `words`.
    static func lines(of text: String, containing words: String...) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in words.allSatisfy(line.contains) }
    }

    private static let rendered = RenderedTexts()

    private final class RenderedTexts: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String: String] = [:]

        func text(of style: String) -> String? { lock.withLock { texts[style] } }
        func keep(_ text: String, for style: String) { lock.withLock { texts[style] = text } }
    }
}
