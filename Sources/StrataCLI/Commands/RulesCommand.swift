/// `strata rules …`
struct RulesCommand: CommandGroup {
    static let description = CommandDescription(
        name: "rules",
        abstract: "List and explain the rules 'strata verify' enforces.",
        subcommands: [RulesListCommand.self, RulesExplainCommand.self]
    )
}
