/// `strata add …`: one piece of generated code added to an existing package and feature.
struct AddCommand: CommandGroup {
    static let description = CommandDescription(
        name: "add",
        abstract: "Add one piece of generated code to an existing feature.",
        examples: [
            Example("strata add adapter RxProfileRepository --feature Profile --legacy rxswift", "Wrap an RxSwift service behind ProfileRepository."),
            Example("strata help add adapter", "Show what an adapter is made of and how to wire it."),
        ],
        subcommands: [AddAdapterCommand.self]
    )
}
