import Foundation
import StrataDiagnostics
import StrataKnowledge

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
        guard let rule = rules.first(where: { $0.id == ruleID }) else {
            throw UsageError.invalidValue(
                option: "<rule>", value: ruleID,
                reason: suggestion(for: ruleID, among: rules.map(\.id)).map { "did you mean '\($0)'?" }
                    ?? "run 'strata rules list' to see the rule ids")
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
}
