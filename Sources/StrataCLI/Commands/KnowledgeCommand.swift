/// `strata knowledge …`
struct KnowledgeCommand: CommandGroup {
    static let description = CommandDescription(
        name: "knowledge",
        abstract: "Work with the knowledge base (knowledge/*.json).",
        subcommands: [KnowledgeValidateCommand.self]
    )
}
