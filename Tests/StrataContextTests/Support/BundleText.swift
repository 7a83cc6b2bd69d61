import StrataContextTestSupport

@testable import StrataContext

/// The agent bundle's text and its lines, as the tests holding it to the generated code read them.
enum BundleText {
    /// Every text file the bundle of `style` gives every agent, joined.
    static func of(style: String) throws -> String {
        try DemoContext.renderer(style: style).bundle(agents: ContextAgent.allCases).files
            .filter { !$0.path.hasSuffix(".json") }.map(\.text).joined(separator: "\n")
    }

    /// The lines of `text` holding every one of `words`.
    static func lines(of text: String, containing words: String...) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in words.allSatisfy(line.contains) }
    }
}
