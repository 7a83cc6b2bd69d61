import Foundation
import StrataDiagnostics
import StrataKnowledge
import StrataVerify

/// `strata rules explain <id>`: everything the knowledge base says about one rule.
struct RulesExplainCommand: StrataCommand {
    static let json = Flag("--json", help: "Print the rule as JSON.")

    static let description = CommandDescription(
        name: "explain",
        abstract: "Explain one rule: why it exists, how to fix a finding, and examples.",
        arguments: [ArgumentDescription("rule", help: "The rule id.", completion: .ruleIDs)],
        options: ResourceOptions.options + [json],
        examples: [
            Example("strata rules explain domain-purity", "Why the domain imports only Foundation."),
            Example("strata rules explain viewmodel-style --json", "The rule with its examples as JSON."),
        ]
    )

    let ruleID: String
    let resources: ResourceOptions
    let json: Bool

    init(arguments: ParsedArguments) throws {
        ruleID = arguments.positionals[0]
        resources = try ResourceOptions(arguments)
        json = arguments[Self.json]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let rules = try resources.knowledge(in: environment).rules.rules
        let projectRules = try ProjectSetup.projectRulesAroundWorkingFolder(in: environment)
        if let rule = projectRules.first(where: { $0.id == ruleID }) { return try explain(rule, in: environment) }
        guard let rule = rules.first(where: { $0.id == ruleID }) else {
            throw UsageError.invalidValue(
                option: "<rule>", value: ruleID,
                reason: suggestion(for: ruleID, among: rules.map(\.id) + projectRules.map(\.id)).map {
                    "did you mean '\($0)'?"
                } ?? "run 'strata rules list' to see the rule ids")
        }
        if json {
            try JSONOutput(rule).print(to: environment.console)
            return .success
        }
        let console = environment.console
        console.line(
            console.styled("\(rule.id)", .bold)
                + " — \(rule.name) [\(rule.severity.rawValue); \(rule.layers.map(\.rawValue).joined(separator: ", "))]")
        console.line()
        console.line(rule.summary)
        console.line()
        console.line("Why: \(rule.rationale)")
        console.line("Fix: \(rule.fixHint)")
        for example in rule.examples.triggering {
            console.line()
            console.line("❌ \(example.note)")
            console.write(example.marked.text)
            for message in example.messages ?? [] { console.line("→ \(message)") }
        }
        for example in rule.examples.nonTriggering {
            console.line()
            console.line("✅ \(example.note)")
            console.write(example.code)
        }
        return .success
    }

    /// A project rule as a shipped one is explained, saying which file declares it and what it reads.
    private func explain(_ rule: ProjectRuleDefinition, in environment: CommandEnvironment) throws -> ExitCode {
        if json {
            try JSONOutput(rule).print(to: environment.console)
            return .success
        }
        let console = environment.console
        let title = rule.name.map { "\($0), a project rule" } ?? "project rule"
        console.line(
            console.styled(rule.id, .bold)
                + " — \(title) in \(ProjectRules.path) [\(rule.severity.rawValue); \(rule.layers.joined(separator: ", "))]"
        )
        console.line()
        if let summary = rule.summary {
            console.line(summary)
            console.line()
        }
        console.line("Why: \(rule.rationale)")
        if let fixHint = rule.fixHint { console.line("Fix: \(fixHint)") }
        console.line("Scope: \(rule.scope)")
        for example in rule.examples.triggering {
            console.line()
            console.line("❌" + (example.note.map { " \($0)" } ?? ""))
            console.write(example.code.replacingOccurrences(of: ProjectRules.marker, with: ""))
            for message in example.messages ?? [] { console.line("→ \(message)") }
        }
        for example in rule.examples.nonTriggering {
            console.line()
            console.line("✅" + (example.note.map { " \($0)" } ?? ""))
            console.write(example.code)
        }
        return .success
    }
}
