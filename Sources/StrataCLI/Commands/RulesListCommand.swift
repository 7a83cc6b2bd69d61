import Foundation
import StrataDiagnostics
import StrataKnowledge
import StrataVerify

/// `strata rules list [--json]`: id, severity, layers and summary of every rule, the project's
/// own rules from `.strata/rules.json` after the shipped ones.
struct RulesListCommand: StrataCommand {
    static let json = Flag("--json", help: "Print the rules as JSON.")

    static let description = CommandDescription(
        name: "list",
        abstract: "List every rule with its severity, layers and summary.",
        discussion: """
            The project's own rules from .strata/rules.json follow the shipped ones, each marked
            "(project rule, .strata/rules.json)" ("source" in --json).
            """,
        options: ResourceOptions.options + [json],
        examples: [
            Example("strata rules list", "A table of all rules."),
            Example("strata rules list --json | jq '.rules[].id'", "Rule ids for a script."),
        ]
    )

    let resources: ResourceOptions
    let json: Bool

    init(arguments: ParsedArguments) throws {
        resources = try ResourceOptions(arguments)
        json = arguments[Self.json]
    }

    private struct Listing: Encodable, Sendable {
        struct Rule: Encodable, Sendable {
            var id: String
            var severity: String
            var layers: [String]
            var summary: String
            /// The file declaring a project rule; absent for the shipped ones.
            var source: String?
        }
        var rules: [Rule]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let rules = try resources.knowledge(in: environment).rules.rules.sorted { $0.id < $1.id }
        let listing = Listing(
            rules: rules.map {
                .init(id: $0.id, severity: $0.severity.rawValue, layers: $0.layers.map(\.rawValue), summary: $0.summary)
            }
                + (try ProjectSetup.projectRulesAroundWorkingFolder(in: environment)).map {
                    .init(
                        id: $0.id, severity: $0.severity.rawValue, layers: $0.layers,
                        summary: $0.summary ?? $0.rationale, source: ProjectRules.path)
                })
        if json {
            try JSONOutput(listing).print(to: environment.console)
            return .success
        }
        let rows = listing.rules.map { rule in
            [
                rule.id, rule.severity, rule.layers.joined(separator: ","),
                rule.summary + (rule.source.map { " (project rule, \($0))" } ?? ""),
            ]
        }
        for line in TextTable.lines(rows) { environment.console.line(line) }
        return .success
    }
}
