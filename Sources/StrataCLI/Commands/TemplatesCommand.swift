/// `strata templates …`
struct TemplatesCommand: CommandGroup {
    static let description = CommandDescription(
        name: "templates",
        abstract: "List, check and customize the templates the scaffolder uses.",
        subcommands: [TemplatesListCommand.self, TemplatesCheckCommand.self, TemplatesEjectCommand.self]
    )
}
