/// `strata rules …`
struct RulesCommand: CommandGroup {
    static let description = CommandDescription(
        name: "rules",
        abstract: "List and explain the rules 'strata verify' enforces.",
        subcommands: [RulesListCommand.self, RulesExplainCommand.self],
        readme: [
            ReadmeRow(
                "strata rules list [--json]", "strata rules explain <id>",
                summary: """
                    the rule catalog
                    """),
        ]
    )
}
