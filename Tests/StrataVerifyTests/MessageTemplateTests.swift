import Foundation
import StrataDiagnostics
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// A rule's message must render for every finding: a template naming a placeholder the rule
/// never fills in is a knowledge error, and a rendering failure at run time is Strata's bug —
/// never silently replaced by the rule's summary.
@Suite struct MessageTemplateTests {
    private static let domainPurityMessage = "\"message\": \"Domain imports '{{module}}'; only Foundation is allowed\""

    /// The shipped knowledge with rules.json edited, as a `--knowledge` overlay would give it.
    private func library(editing edit: (String) -> String) throws -> (ResourceLibrary, TemporaryDirectory) {
        let shipped = ResourceLibrary.shipped
        let original = try shipped.file(at: KnowledgeFile.rules.path).text
        let edited = edit(original)
        #expect(edited != original, "the edit must change rules.json")
        let folder = try TemporaryDirectory()
        try folder.write(edited, to: KnowledgeFile.rules.rawValue)
        return (try shipped.overlaying(knowledgeDirectory: folder.path), folder)
    }

    private func index(of ruleID: String) throws -> Int {
        try #require(TestKnowledge.shared.rules.firstIndex { $0.id == ruleID })
    }

    @Test func theShippedMessagesNameOnlyPlaceholdersTheirRulesSupply() throws {
        let rules = TestKnowledge.shared.rules
        for rule in rules {
            let implementation = try #require(RuleRegistry.implementation(for: rule.id))
            let used = Set(try Template(parsing: rule.message, path: rule.id).usage.variables.keys)
            #expect(
                used.isSubset(of: implementation.placeholders),
                "\(rule.id) uses \(used.subtracting(implementation.placeholders))")
        }
    }

    @Test func aPlaceholderTheRuleNeverSuppliesIsALocatedKnowledgeError() throws {
        let (library, folder) = try library {
            $0.replacingOccurrences(
                of: Self.domainPurityMessage,
                with: "\"message\": \"Domain imports '{{module}}' in {{layer}}; only Foundation is allowed\"")
        }
        _ = folder
        // {{layer}} is a declared placeholder, so only the rule's own supply can rule it out.
        #expect(throws: Never.self) { try KnowledgeBase.load(from: library) }
        let errors = try #require(throws: KnowledgeErrors.self) { try VerifyKnowledge.load(from: library) }
        let lines = errors.errors.map(\.description)
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.contains("rules.json:"), "\(line)")
        #expect(line.contains("$.rules[\(try index(of: "domain-purity"))].message"), "\(line)")
        #expect(line.contains("'{{layer}}' is never supplied by rule 'domain-purity'"), "\(line)")
        #expect(line.contains("it supplies {{module}}"), "\(line)")
        #expect(!line.contains("\n"))
    }

    @Test func anUndeclaredPlaceholderIsReportedWithTheClosestDeclaredOne() throws {
        let (library, folder) = try library {
            $0.replacingOccurrences(
                of: Self.domainPurityMessage,
                with: "\"message\": \"Domain imports '{{modul}}'; only Foundation is allowed\"")
        }
        _ = folder
        let errors = try #require(throws: KnowledgeErrors.self) { try KnowledgeBase.load(from: library) }
        let lines = errors.errors.map(\.description)
        #expect(lines.count == 1, "\(lines)")
        #expect(
            lines.first?.contains("'{{modul}}' is not one of the messagePlaceholders; did you mean '{{module}}'?")
                == true, "\(lines)")
    }

    @Test func aMessageThatCannotRenderAtRunTimeIsABugNotTheSummary() throws {
        let (library, folder) = try library {
            $0.replacingOccurrences(
                of: Self.domainPurityMessage,
                with: "\"message\": \"Domain imports '{{module}}' in {{layer}}; only Foundation is allowed\"")
        }
        _ = folder
        // Loaded without the rules' supply (as a build that skipped validation would), the
        // broken message reaches the engine.
        let knowledge = VerifyKnowledge(base: try KnowledgeBase.load(from: library))
        let project = try TemporaryDirectory()
        try project.write("import UIKit\n\nstruct Profile {}\n", to: "Sources/DemoDomain/Profile.swift")
        let request = VerifyRequest(projectRoot: project.path, paths: [project.path], workingDirectory: project.path)
        let error = try #require(throws: VerifyError.self) { try VerifyEngine(knowledge: knowledge).run(request) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.severity == .bug)
        #expect(diagnostic.id == "internal.unrenderable-message")
        #expect(diagnostic.location?.file == "Sources/DemoDomain/Profile.swift")
        #expect(diagnostic.location?.start == Diagnostic.Position(line: 1, column: 8))
        #expect(diagnostic.message.contains("rule 'domain-purity'"), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("layer"), "\(diagnostic.message)")
        let summary = try #require(TestKnowledge.shared.rule("domain-purity")).summary
        #expect(!diagnostic.message.contains(summary))
    }

    @Test func aProjectRuleMessageThatCannotRenderIsABugToo() throws {
        let original =
            "\"message\": \"'{{target}}' depends on '{{module}}' in {{manifest}} but none of its files imports it\""
        let (library, folder) = try library {
            $0.replacingOccurrences(
                of: original, with: "\"message\": \"'{{target}}' depends on '{{module}}' in {{layer}}\"")
        }
        _ = folder
        let knowledge = VerifyKnowledge(base: try KnowledgeBase.load(from: library))
        let example = try #require(TestKnowledge.shared.rule("unused-dependency")?.examples.triggering.first)
        let project = try ExampleProject(example: example, code: example.marked.text)
        let request = VerifyRequest(
            projectRoot: project.folder.path, paths: [project.folder.path], workingDirectory: project.folder.path)
        let error = try #require(throws: VerifyError.self) { try VerifyEngine(knowledge: knowledge).run(request) }
        #expect(error.diagnostics.map(\.severity) == [.bug])
        #expect(error.diagnostics.first?.message.contains("rule 'unused-dependency'") == true)
    }

    @Test func triggeringExamplesStateOneMessagePerMarker() throws {
        let domainPurity = try index(of: "domain-purity")
        let (library, folder) = try library {
            $0.replacingOccurrences(
                of:
                    "\"messages\": [\n              \"Domain imports 'Combine'; only Foundation is allowed\"\n            ]",
                with:
                    "\"messages\": [\n              \"Domain imports 'Combine'; only Foundation is allowed\", \"again\"\n            ]"
            )
        }
        _ = folder
        let errors = try #require(throws: KnowledgeErrors.self) { try KnowledgeBase.load(from: library) }
        let lines = errors.errors.map(\.description)
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.contains("$.rules[\(domainPurity)].examples.triggering[0].messages"), "\(line)")
        #expect(line.contains("2 messages for 1 ↓ marker"), "\(line)")
        #expect(line.contains("rules.json:"), "\(line)")
    }

    /// Every reader of the examples takes ↓ as their marker, as `MarkedText` does. A catalog declaring
    /// another used to have its markers required as ↓ but counted as the declared one, an error per
    /// example; it is one error, at the declaration.
    @Test func aMarkerOtherThanTheArrowIsOneErrorAtItsDeclaration() throws {
        let (library, folder) = try library {
            $0.replacingOccurrences(of: "\"marker\": \"↓\"", with: "\"marker\": \"▼\"")
        }
        _ = folder
        let errors = try #require(throws: KnowledgeErrors.self) { try KnowledgeBase.load(from: library) }
        let lines = errors.errors.map(\.description)
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.contains("$.exampleConventions.marker"), "\(line)")
        #expect(line.contains("the example marker is ↓"), "\(line)")
    }

    @Test func aTriggeringExampleWithoutMessagesAndANonTriggeringOneWithSomeAreReported() throws {
        let (library, folder) = try library { text in
            var lines = text.components(separatedBy: "\n")
            // The first triggering example's messages move to the first non-triggering example.
            let start = try! #require(lines.firstIndex { $0.contains("\"messages\": [") })
            let end = try! #require(lines[start...].firstIndex { $0.hasSuffix("],") })
            let block = Array(lines[start...end])
            lines.removeSubrange(start...end)
            let nonTriggering = try! #require(lines.firstIndex { $0.contains("\"nonTriggering\": [") })
            lines.insert(contentsOf: block, at: nonTriggering + 3)
            return lines.joined(separator: "\n")
        }
        _ = folder
        let errors = try #require(throws: KnowledgeErrors.self) { try KnowledgeBase.load(from: library) }
        let lines = errors.errors.map(\.description)
        #expect(lines.count == 2, "\(lines)")
        #expect(
            lines.contains { $0.contains("$.rules[0].examples.triggering[0]:") && $0.contains("needs \"messages\"") },
            "\(lines)")
        #expect(
            lines.contains {
                $0.contains("$.rules[0].examples.nonTriggering[0].messages") && $0.contains("has no messages")
            }, "\(lines)")
    }
}
