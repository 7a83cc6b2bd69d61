/// `strata rules …`
struct RulesCommand: CommandGroup {
    static let description = CommandDescription(
        name: "rules",
        abstract: "List, explain and test the rules 'strata verify' enforces.",
        subcommands: [RulesListCommand.self, RulesExplainCommand.self, RulesTestCommand.self]
    )
}
