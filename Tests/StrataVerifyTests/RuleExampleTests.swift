import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// Runs every rules.json example through the engine: ❌ examples must produce findings of
/// their rule at exactly the `↓` positions with the messages the example states, also behind
/// a multi-byte prefix, and none under a suppression of the rule; ✅ examples none; and any
/// example quoted in a block comment or a multi-line raw string must produce nothing at all
/// (SwiftLint's `verifyRule` runs its examples the same ways).
@Suite struct RuleExampleTests {
    static let ruleIDs = TestKnowledge.shared.rules.map(\.id)

    private func entry(_ id: String) throws -> RuleDefinition {
        try #require(TestKnowledge.shared.rule(id))
    }

    /// The example's findings against its markers and stated messages.
    @discardableResult
    private func check(
        _ ruleID: String, _ example: RuleExample, marked: MarkedText, context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> DiagnosticComparison {
        let messages = try #require(example.messages, "\(context) states no messages", sourceLocation: sourceLocation)
        let project = try ExampleProject(example: example, code: marked.text)
        let findings = try project.verify(rule: ruleID, style: example.style?.rawValue)
        return assertDiagnostics(
            DiagnosticSpec.inMarkerOrder(messages, id: "rule.\(ruleID)"), in: findings.map { $0.diagnostic() },
            markers: marked,
            file: project.examplePath, context: context, sourceLocation: sourceLocation)
    }

    @Test(arguments: ruleIDs)
    func triggeringExamplesReportTheirMessagesAtTheMarkers(ruleID: String) throws {
        let examples = try entry(ruleID).examples
        #expect(!examples.triggering.isEmpty, "\(ruleID) needs ❌ examples")
        for (number, example) in examples.triggering.enumerated() {
            let marked = example.marked
            #expect(!marked.positions.isEmpty, "\(ruleID) ❌\(number + 1) has no ↓ marker")
            let comparison = try check(ruleID, example, marked: marked, context: "\(ruleID) ❌\(number + 1)")
            #expect(comparison.matched.count == marked.positions.count)
        }
    }

    /// Every ❌ example, with its rule switched off by each form of directive that covers all its
    /// markers, reports nothing — and no directive is left unused (so each really hid a finding).
    @Test(arguments: ruleIDs)
    func suppressedTriggeringExamplesReportNothing(ruleID: String) throws {
        for (number, example) in try entry(ruleID).examples.triggering.enumerated() {
            let variants = [
                ("disable:next before each marked line", ExampleVariants.disablingNext(example.code, rule: ruleID)),
                ("disable:file at the end", ExampleVariants.disablingFile(example.code, rule: ruleID)),
            ]
            for (name, code) in variants {
                let marked = MarkedText(code)
                let project = try ExampleProject(example: example, code: marked.text)
                let findings = try project.verify(
                    rule: ruleID, style: example.style?.rawValue, alsoReported: [UnusedSuppressions.id])
                #expect(
                    findings.isEmpty,
                    "\(ruleID) ❌\(number + 1) with \(name): \(findings.map { "\($0.line):\($0.column) [\($0.ruleID)] \($0.message)" })"
                )
            }
        }
    }

    /// Every ❌ example behind a multi-byte comment line and with a multi-byte block comment
    /// before each line reports the same messages at the markers, now one line down and
    /// ``ExampleVariants/multiBytePrefix``'s bytes to the right.
    @Test(arguments: ruleIDs)
    func triggeringExamplesBehindMultiByteTextReportAtTheShiftedMarkers(ruleID: String) throws {
        for (number, example) in try entry(ruleID).examples.triggering.enumerated() {
            let context = "\(ruleID) ❌\(number + 1) behind multi-byte text"
            // No example is skipped: one the rewrite cannot shift fails here until the rewrite learns it.
            if let reason = ExampleVariants.multiByteExemption(example) {
                Issue.record(
                    "\(context): ExampleVariants.behindMultiByteText cannot shift it, as \(reason); teach it to")
                continue
            }
            let original = example.marked
            let shifted = MarkedText(ExampleVariants.behindMultiByteText(example.code))
            // The parser must have moved each marker by exactly the inserted line and bytes.
            let expected = original.places.map {
                MarkedText.Position(line: $0.line + 1, column: $0.column + ExampleVariants.multiBytePrefix.utf8.count)
            }
            #expect(shifted.places == expected, "\(context): markers at \(shifted.places), expected \(expected)")
            try check(ruleID, example, marked: shifted, context: context)
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesReportNothing(ruleID: String) throws {
        let examples = try entry(ruleID).examples
        #expect(!examples.nonTriggering.isEmpty, "\(ruleID) needs ✅ examples")
        for (number, example) in examples.nonTriggering.enumerated() {
            let project = try ExampleProject(example: example, code: example.code)
            let findings = try project.verify(rule: ruleID, style: example.style?.rawValue)
            #expect(
                findings.isEmpty,
                "\(ruleID) ✅\(number + 1): \(findings.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    /// The bundle shows a ✅ example that is no boundary as code that passes (AGENTS.md says so), so no rule that
    /// judges the code shown may report it; an example only its own rule passes is a boundary, left out of the
    /// bundle. Rules of less than high precision are left out: they judge files an example does not show (its tests,
    /// its mocks, the rest of its package).
    @Test(arguments: ruleIDs)
    func shownNonTriggeringExamplesReportNothingFromAnyRule(ruleID: String) throws {
        let judges = TestKnowledge.shared.rules.filter { $0.precision == .high }.map(\.id)
        #expect(judges.contains("layer-dependency"))
        for (number, example) in try entry(ruleID).examples.nonTriggering.enumerated() where example.boundary != true {
            let project = try ExampleProject(example: example, code: example.code)
            for other in judges where other != ruleID {
                let findings = try project.verify(rule: other, style: example.style?.rawValue)
                let shown = "\(ruleID) ✅\(number + 1) is shown passing"
                #expect(findings.isEmpty, "\(shown); \(other): \(findings.map(\.message))")
            }
        }
    }

    @Test(arguments: ruleIDs)
    func examplesInCommentsAndStringsReportNothing(ruleID: String) throws {
        let examples = try entry(ruleID).examples
        for example in examples.triggering + examples.nonTriggering {
            let code = example.marked.text
            let wrappings = [
                "/*\n\(code)\n*/\n",
                "let quoted = #\"\"\"\n\(code)\n\"\"\"#\n",
            ]
            for wrapped in wrappings {
                let project = try ExampleProject(example: example, code: wrapped)
                let findings = try project.verify(rule: ruleID, style: example.style?.rawValue)
                #expect(findings.isEmpty, "\(ruleID) wrapped: \(wrapped.prefix(40))…: \(findings.map(\.message))")
            }
        }
    }
}

@Suite struct RuleRegistryTests {
    @Test func everyCatalogRuleHasAnImplementationAndViceVersa() {
        let catalog = Set(TestKnowledge.shared.rules.map(\.id))
        let implemented = Set(RuleRegistry.all.map { $0.id })
        #expect(catalog.subtracting(implemented).isEmpty, "rules.json ids without implementation")
        #expect(implemented.subtracting(catalog).isEmpty, "implementations without rules.json entry")
        #expect(implemented.count == RuleRegistry.all.count, "an id is implemented twice")
    }
}
