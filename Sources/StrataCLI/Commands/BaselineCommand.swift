/// `strata baseline …`
struct BaselineCommand: CommandGroup {
    static let description = CommandDescription(
        name: "baseline",
        abstract: "Read and compare the baselines 'strata verify --write-baseline' records.",
        subcommands: [BaselineReportCommand.self, BaselineCompareCommand.self],
        readme: [
            ReadmeRow(
                "strata baseline report FILE", "strata baseline compare OLD NEW",
                summary: """
                    accepted findings per rule; what a newer baseline fixed and added
                    """)
        ]
    )
}
