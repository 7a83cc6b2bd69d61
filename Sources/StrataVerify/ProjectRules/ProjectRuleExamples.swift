import Foundation
import StrataDiagnostics
import StrataKnowledge

/// Runs each project rule's examples through the real engine, as the shipped rules' examples are
/// run in Strata's own tests: a ❌ example must produce exactly its marked findings, with the
/// messages it states, and a ✅ example none. `strata rules test` prints the outcome.
public enum ProjectRuleExamples {
    public struct Outcome: Sendable, Equatable {
        public var ruleID: String
        public var exampleCount: Int
        /// One line per difference, naming the example (`❌2`, `✅1`) and the place.
        public var failures: [String]

        public var passed: Bool { failures.isEmpty }
    }

    /// The outcome per rule, in file order. Each example file is placed in its layer (the rule's
    /// first when it names none) by an exact glob, so custom layers need no globs of strata.json.
    public static func run(_ rules: ProjectRules, knowledge: VerifyKnowledge) throws(VerifyError) -> [Outcome] {
        // The examples are checked as unsaved text against an empty project, so nothing is written.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-rules-test-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw .exampleProjectNotCreated(path: root.path, reason: error.localizedDescription)
        }
        defer { try? FileManager.default.removeItem(at: root) }
        var outcomes: [Outcome] = []
        for rule in rules.rules {
            var failures: [String] = []
            for (index, example) in rule.examples.triggering.enumerated() {
                let marked = ProjectRules.markers(in: example.code)
                let expected = zip(marked.places, example.messages ?? []).map {
                    Found(line: $0.line, column: $0.column, message: $1)
                }
                let found = try findings(
                    of: rule, example: example, code: marked.text, root: root.path, knowledge: knowledge)
                failures += differences(expected: expected, found: found, label: "❌\(index + 1)")
            }
            for (index, example) in rule.examples.nonTriggering.enumerated() {
                let found = try findings(
                    of: rule, example: example, code: example.code, root: root.path, knowledge: knowledge)
                failures += differences(expected: [], found: found, label: "✅\(index + 1)")
            }
            outcomes.append(
                Outcome(
                    ruleID: rule.id, exampleCount: rule.examples.triggering.count + rule.examples.nonTriggering.count,
                    failures: failures))
        }
        return outcomes
    }

    private struct Found: Hashable {
        var line: Int
        var column: Int
        var message: String
    }

    private static func findings(
        of rule: ProjectRuleDefinition, example: ProjectRuleDefinition.Example, code: String, root: String,
        knowledge: VerifyKnowledge
    ) throws(VerifyError) -> [Found] {
        let layer = example.layer ?? rule.layers.first ?? ""
        let path = example.path ?? "Sources/Example/\(layer)/Example.swift"
        let request = VerifyRequest(
            projectRoot: root, paths: [root], workingDirectory: root,
            configuration: ProjectConfiguration(layers: [(layer, [path])]),
            reportedRules: [rule.id], unsavedFiles: [path: code], projectRules: [rule])
        return try VerifyEngine(knowledge: knowledge).run(request).report.findings
            .map { Found(line: $0.line, column: $0.column, message: $0.message) }
    }

    /// Each expected finding not found and each found one not expected, in position order.
    private static func differences(expected: [Found], found: [Found], label: String) -> [String] {
        let missing = expected.filter { !found.contains($0) }.map {
            "\(label): expected at \($0.line):\($0.column): \($0.message)"
        }
        let unexpected = found.filter { !expected.contains($0) }.map {
            "\(label): unexpected at \($0.line):\($0.column): \($0.message)"
        }
        return missing + unexpected
    }
}
