/// `strata completions bash|zsh|fish`: prints a completion script for the shell.
struct CompletionsCommand: StrataCommand {
    static let description = CommandDescription(
        name: "completions",
        abstract: "Print a shell completion script (commands, options, template ids, rule ids, styles).",
        arguments: [
            ArgumentDescription(
                "shell", help: "bash, zsh or fish.", completion: .words(CompletionScript.Shell.allCases.map(\.rawValue))
            )
        ],
        examples: [
            Example("source <(strata completions bash)", "Enable completion in the current bash session."),
            Example("strata completions zsh > \"${fpath[1]}/_strata\"", "Install completion for zsh."),
            Example("strata completions fish | source", "Enable completion in fish."),
        ]
    )

    let shell: CompletionScript.Shell

    init(arguments: ParsedArguments) throws {
        let name = arguments.positionals[0]
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            throw UsageError.invalidValue(
                option: "<shell>", value: name,
                reason: "use one of: " + CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.shell = shell
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let script = CompletionScript(ruleIDs: [], templateIDs: [])
        environment.console.write(script.render(for: shell))
        return .success
    }
}
