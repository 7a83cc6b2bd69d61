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
        }
        var rules: [Rule]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let rules = try resources.knowledge(in: environment).rules.rules.sorted { $0.id < $1.id }
        let listing = Listing(
            rules: rules.map {
                .init(id: $0.id, severity: $0.severity.rawValue, layers: $0.layers.map(\.rawValue), summary: $0.summary)
            }
                + (try projectRules(in: environment)).map {
                    .init(
                        id: $0.id, severity: $0.severity.rawValue, layers: $0.layers,
                        summary: $0.summary ?? $0.rationale)
                })
        if json {
            try JSONOutput(listing).print(to: environment.console)
            return .success
        }
        let rows = listing.rules.map { [$0.id, $0.severity, $0.layers.joined(separator: ","), $0.summary] }
        for line in TextTable.lines(rows) { environment.console.line(line) }
        return .success
    }

    /// The rules of the project around the working folder, when it declares any.
    private func projectRules(in environment: CommandEnvironment) throws -> [ProjectRuleDefinition] {
        guard let root = ProjectRoot.strataProject(from: environment.workingDirectory),
            FileManager.default.fileExists(atPath: root.appendingPathComponent(ProjectRules.path).path)
        else { return [] }
        return try ProjectSetup(paths: [root.path], configPath: nil, in: environment).projectRules(in: environment)?
            .rules ?? []
    }
}
