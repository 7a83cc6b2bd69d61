/// `strata baseline …`
struct BaselineCommand: CommandGroup {
    static let description = CommandDescription(
        name: "baseline",
        abstract: "Read and compare the baselines 'strata verify --write-baseline' records.",
        subcommands: [BaselineReportCommand.self, BaselineCompareCommand.self]
    )
}
