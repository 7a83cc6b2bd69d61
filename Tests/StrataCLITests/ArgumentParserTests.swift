import StrataDiagnostics
import Testing
@testable import StrataCLI

/// A small command tree used to exercise the parser independently of the real commands.
private struct SampleRoot: CommandGroup {
    static let description = CommandDescription(
        name: "tool", abstract: "Sample root.", subcommands: [SampleVerify.self])
}

private struct SampleVerify: StrataCommand {
    static let description = CommandDescription(
        name: "verify", abstract: "Sample verify.",
        arguments: [ArgumentDescription("path", help: "Paths.", isOptional: true, isRepeating: true)],
        options: [
            .flag("--json", help: "JSON."),
            .value("--format", placeholder: "format", choices: ["text", "sarif", "junit"], help: "Format."),
            .value("--baseline", placeholder: "file", help: "Baseline."),
        ])
    init(arguments: ParsedArguments) throws {}
    func run(in environment: CommandEnvironment) throws -> ExitCode { .success }
}

@Suite struct ArgumentParserTests {
    @Test func resolvesSubcommandAndMixesOptionsWithPositionals() throws {
        let invocation = try ArgumentParser.parse(
            ["verify", "Sources", "--format=sarif", "--json", "Tests", "--baseline", "b.json"], root: SampleRoot.self)
        #expect(invocation.displayName == "tool verify")
        #expect(invocation.arguments.positionals == ["Sources", "Tests"])
        #expect(invocation.arguments.value("--format") == "sarif")
        #expect(invocation.arguments.value("--baseline") == "b.json")
        #expect(invocation.arguments.flag("--json"))
        #expect(!invocation.wantsHelp)
    }

    @Test func doubleDashEndsOptions() throws {
        let invocation = try ArgumentParser.parse(["verify", "--", "--json"], root: SampleRoot.self)
        #expect(invocation.arguments.positionals == ["--json"])
        #expect(!invocation.arguments.flag("--json"))
    }

    @Test func laterValueWins() throws {
        let invocation = try ArgumentParser.parse(["verify", "--format", "text", "--format", "junit"], root: SampleRoot.self)
        #expect(invocation.arguments.value("--format") == "junit")
        #expect(invocation.arguments.values("--format") == ["text", "junit"])
    }

    @Test(arguments: [
        (["verfy"], UsageError.unknownCommand("verfy", command: "tool", suggestion: "verify")),
        (["zzzzzz"], UsageError.unknownCommand("zzzzzz", command: "tool", suggestion: nil)),
        (["verify", "--jsno"], UsageError.unknownOption("--jsno", command: "tool verify", suggestion: "--json")),
        (["verify", "--formt", "x"], UsageError.unknownOption("--formt", command: "tool verify", suggestion: "--format")),
        (["verify", "--format"], UsageError.missingValue(option: "--format", command: "tool verify")),
        (["verify", "--format", "--json"], UsageError.missingValue(option: "--format", command: "tool verify")),
        (["verify", "--json=yes"], UsageError.unexpectedFlagValue(option: "--json", command: "tool verify")),
        (
            ["verify", "--format", "sarf"],
            UsageError.invalidChoice(option: "--format", value: "sarf", choices: ["text", "sarif", "junit"], suggestion: "sarif")
        ),
    ])
    func rejectsBadInvocations(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try ArgumentParser.parse(arguments, root: SampleRoot.self) }
    }

    @Test func helpFlagSkipsArgumentChecks() throws {
        let invocation = try ArgumentParser.parse(["verify", "-h"], root: SampleRoot.self)
        #expect(invocation.wantsHelp)
    }
}
