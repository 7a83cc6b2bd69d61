import Foundation
import Testing

@testable import StrataKnowledge

/// Templates built to exhaust whoever renders them: sections nested past
/// the stack, loops nested in loops that ask for exponential output or time. Each fails with
/// a template error naming a line, instead of crashing or hanging.
@Suite("Hostile: template limits")
struct HostileTemplateTests {
    private static let path = ".strata/templates/entity/Entity.swift.tmpl"
    private static let context: [String: TemplateValue] = [
        "flag": true, "pair": ["a", "b"], "feature": "Profile",
    ]

    /// `{{#each pair as x0}}…` nested `depth` deep around `body`: 2^depth copies of `body`.
    private static func nestedLoops(_ depth: Int, body: String) -> String {
        (0..<depth).map { "{{#each pair as x\($0)}}\n" }.joined() + body
            + String(repeating: "{{/each}}\n", count: depth)
    }

    @Test func twentyThousandNestedSectionsAreATemplateErrorNotAStackOverflow() {
        let source = String(repeating: "{{#if flag}}\n", count: 20_000) + String(repeating: "{{/if}}", count: 20_000)
        let limit = TemplateLimits.maximumNesting
        #expect(
            throws: KnowledgeError.template(
                .nestingTooDeep(limit: limit), at: FileLocation(file: Self.path, line: limit + 1, column: 1))
        ) {
            try Template(parsing: source, path: Self.path)
        }
    }

    @Test func nestingUpToTheLimitRenders() throws {
        let depth = TemplateLimits.maximumNesting
        let source =
            String(repeating: "{{#if flag}}", count: depth) + "deep" + String(repeating: "{{/if}}", count: depth)
        #expect(try Template(parsing: source, path: Self.path).render(Self.context) == "deep")
    }

    @Test func nestedLoopsStopAtTheOutputLimit() throws {
        let template = try Template(
            parsing: Self.nestedLoops(40, body: String(repeating: "x", count: 64) + "\n"), path: Self.path)
        let limits = TemplateLimits(maximumOutputBytes: 4_096)
        let started = ContinuousClock.now
        #expect {
            try TemplateLimits.$current.withValue(limits) { try template.render(Self.context) }
        } throws: { error in
            guard case .template(.outputTooLarge(4_096), let location) = error as? KnowledgeError,
                location.file == Self.path
            else {
                return false
            }
            return "\(error)".contains("renders more than 4096 bytes")
        }
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    /// Loops around nothing produce no output, so only the clock stops them.
    @Test func nestedLoopsWithoutOutputStopAtTheTimeLimit() throws {
        let template = try Template(parsing: Self.nestedLoops(40, body: "{{#if flag}}{{/if}}"), path: Self.path)
        let limits = TemplateLimits(maximumDuration: .milliseconds(200))
        let started = ContinuousClock.now
        #expect {
            try TemplateLimits.$current.withValue(limits) { try template.render(Self.context) }
        } throws: { error in
            guard case .template(.renderTooSlow, let location) = error as? KnowledgeError, location.file == Self.path
            else {
                return false
            }
            return "\(error)".contains("takes longer than 200 ms")
        }
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func shippedLimitsStopTheFortyLoopTemplateInSeconds() throws {
        let template = try Template(
            parsing: Self.nestedLoops(40, body: String(repeating: "x", count: 1_000) + "\n"), path: Self.path)
        let started = ContinuousClock.now
        #expect(throws: KnowledgeError.self) { try template.render(Self.context) }
        #expect(
            ContinuousClock.now - started < .seconds(30),
            "the output limit or, on a loaded machine, the 10 s limit stops it")
    }

    @Test func aCancelledRequestStopsTheRender() throws {
        let template = try Template(parsing: Self.nestedLoops(40, body: "{{#if flag}}{{/if}}"), path: Self.path)
        let flag = CancellationFlag()
        // A thread of its own: a shared pool can be busy with other tests for longer than the render.
        Thread {
            Thread.sleep(forTimeInterval: 0.1)
            flag.cancel()
        }.start()
        let started = ContinuousClock.now
        #expect {
            try TemplateLimits.$current.withValue(TemplateLimits(cancellation: flag)) {
                try template.render(Self.context)
            }
        } throws: { error in
            guard case .template(.renderCancelled, _) = error as? KnowledgeError else { return false }
            return true
        }
        #expect(ContinuousClock.now - started < .seconds(5))
    }
}
