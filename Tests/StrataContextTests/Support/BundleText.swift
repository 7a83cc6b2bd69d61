import Foundation
import StrataContextTestSupport

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
