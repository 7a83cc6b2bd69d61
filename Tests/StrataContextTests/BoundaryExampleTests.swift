import Foundation
import StrataContextTestSupport
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataContext

/// A ✅ example marked `boundary` pins where a rule stops (a service-locator lookup another rule
/// reports); agents must never read it as code to imitate, in any file of any agent.
@Suite struct BoundaryExampleTests {
    @Test(arguments: ["observable", "combine", "store"])
    func boundaryExamplesReachNoAgentFile(style: String) throws {
        let boundaries = try KnowledgeBase.load(from: .shipped).rules.rules.flatMap { rule in
            rule.examples.nonTriggering.filter { $0.boundary == true }.map { ($0.note, rule.id) }
        }
        #expect(!boundaries.isEmpty, "rules.json marks the examples this test is about")
        let bundle = try DemoContext.renderer(style: style).bundle(agents: ContextAgent.selection(from: "all"))
        // Notes are unique per example and rendered as written, in Markdown and context.json alike.
        for (note, rule) in boundaries {
            for file in bundle.files {
                #expect(!file.text.contains(note), "\(rule)'s boundary example is in \(file.path)")
            }
        }
    }
}
