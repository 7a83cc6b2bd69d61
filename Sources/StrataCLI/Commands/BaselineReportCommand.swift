import Foundation
import StrataVerify

/// `strata baseline report FILE`: how much accepted debt a baseline holds, per rule.
struct BaselineReportCommand: StrataCommand {
    static let description = CommandDescription(
        name: "report",
        abstract: "Summarise a baseline: accepted findings per rule.",
        arguments: [ArgumentDescription("file", help: "The baseline, as written by 'strata verify --write-baseline'.")],
        examples: [
            Example(
                "strata baseline report .strata-baseline.json", "How many findings the team has accepted, per rule."),
            Example("strata baseline report legacy/baseline.json", "The accepted debt of a module being migrated."),
        ]
    )

    let path: String

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals[0]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let baseline = try BaselineFile.load(path, in: environment)
        let files = Set(baseline.entries.map(\.file))
        environment.console.line("\(baseline.entries.count) accepted finding(s) in \(files.count) file(s)")
        let perRule = Dictionary(grouping: baseline.entries, by: \.rule)
        for rule in perRule.keys.sorted() {
            environment.console.line("  \(rule)  \(perRule[rule]?.count ?? 0)")
        }
        return .success
    }
}

/// `strata baseline compare OLD NEW`: what a newer baseline fixed and what it added.
struct BaselineCompareCommand: StrataCommand {
    static let description = CommandDescription(
        name: "compare",
        abstract: "Compare two baselines: the findings fixed and the findings added between them.",
        arguments: [
            ArgumentDescription("old", help: "The earlier baseline."),
            ArgumentDescription("new", help: "The later baseline."),
        ],
        examples: [
            Example(
                "strata baseline compare main-baseline.json .strata-baseline.json",
                "Review what a pull request changes in the accepted findings."),
            Example(
                "git show main:.strata-baseline.json > /tmp/main.json && strata baseline compare /tmp/main.json .strata-baseline.json",
                "Against the baseline on main."),
        ]
    )

    let oldPath: String
    let newPath: String

    init(arguments: ParsedArguments) throws {
        oldPath = arguments.positionals[0]
        newPath = arguments.positionals[1]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let old = try BaselineFile.load(oldPath, in: environment)
        let new = try BaselineFile.load(newPath, in: environment)
        let fixed = difference(old.entries, minus: new.entries)
        let added = difference(new.entries, minus: old.entries)
        let console = environment.console
        for (title, entries) in [("Fixed", fixed), ("Added", added)] {
            console.line("\(title) (\(entries.count)):")
            for entry in entries { console.line("  \(entry.file)  [\(entry.rule)]  \(entry.content)") }
        }
        return .success
    }

    /// Entries are a multiset: two accepted copies of a line minus one leave one.
    private func difference(_ entries: [Baseline.Entry], minus others: [Baseline.Entry]) -> [Baseline.Entry] {
        var remaining = Dictionary(others.map { ($0, 1) }, uniquingKeysWith: +)
        return entries.filter { entry in
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }
}
