import StrataVerify

/// `strata rules test [DIR]`: runs the ❌/✅ examples of the project's own rules, so a rule
/// added in `.strata/rules.json` is proven to find what it should and nothing else.
struct RulesTestCommand: StrataCommand {
    static let description = CommandDescription(
        name: "test",
        abstract: "Run the examples of the project's rules in .strata/rules.json.",
        discussion: """
            Each ❌ example must produce exactly the findings its ↓ markers show, with the messages it
            states; each ✅ example none. Prints one line per rule. Exit code 0 when every example
            passes, 1 when one fails, 2 when the rules file is missing or invalid (every problem listed
            with its line and column).
            """,
        arguments: [
            ArgumentDescription(
                "dir", help: "The project (default: the one around the current folder).", isOptional: true,
                completion: .directories)
        ],
        examples: [
            Example("strata rules test", "Check the examples of this project's rules."),
            Example("strata rules test ../App && strata verify ../App", "Prove the rules, then enforce them."),
        ]
    )

    let directory: String?

    init(arguments: ParsedArguments) throws {
        directory = arguments.positionals.first
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let setup = try ProjectSetup(paths: directory.map { [$0] } ?? [], configPath: nil, in: environment)
        guard let rules = try setup.projectRules(in: environment) else {
            throw CommandError.noProjectRules(path: ProjectSetup.display(setup.projectRulesPath, in: environment))
        }
        let outcomes = try ProjectRuleExamples.run(rules, knowledge: setup.knowledge)
        for outcome in outcomes {
            environment.console.line(
                outcome.passed
                    ? "pass \(outcome.ruleID) (\(outcome.exampleCount) examples)"
                    : "FAIL \(outcome.ruleID): " + outcome.failures.joined(separator: "; "))
        }
        return outcomes.allSatisfy(\.passed) ? .success : .failure
    }
}
