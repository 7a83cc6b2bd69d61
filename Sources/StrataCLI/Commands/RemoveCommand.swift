/// `strata remove …`
struct RemoveCommand: CommandGroup {
    static let description = CommandDescription(
        name: "remove",
        abstract: "Take generated code back out.",
        subcommands: [RemoveFeatureCommand.self]
    )
}
