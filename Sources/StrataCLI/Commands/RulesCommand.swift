/// `strata rules …`
struct RulesCommand: CommandGroup {
    static let description = CommandDescription(
        name: "rules",
        abstract: "List, explain and test the rules 'strata verify' enforces.",
        subcommands: [RulesListCommand.self, RulesExplainCommand.self, RulesTestCommand.self],
        readme: [
            ReadmeRow(
                "strata rules list [--json]", "strata rules explain <id>",
                summary: """
                    the rule catalog, the project's own rules from `.strata/rules.json` after the shipped ones, each marked `(project rule, .strata/rules.json)` (`"source"` in `--json`); `explain` tells a project rule's summary, rationale, scope (its layers and what it finds) and ❌/✅ examples as it tells a shipped one's; an unknown id gets a "did you mean" over both
                    """),
            ReadmeRow(
                "strata rules test [DIR]",
                summary: """
                    runs the ❌/✅ examples of the project's rules in `.strata/rules.json` (see *Project rules* below) through the real engine: each ❌ example must produce exactly the findings its `↓` markers show, with the messages it states, each ✅ example none. One line per rule, `pass <id> (N examples)` or `FAIL <id>: ❌1: expected at 2:5: … ; ❌1: unexpected at 3:1: …`; exit 1 when one fails, 2 when the file is missing or invalid (every problem with file, line and column)
                    """),
        ]
    )
}
