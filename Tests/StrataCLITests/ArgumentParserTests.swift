import StrataDiagnostics
import Testing

@testable import StrataCLI

/// A small command tree used to exercise the parser independently of the real commands.
private struct SampleRoot: CommandGroup {
    static let description = CommandDescription(
        name: "tool", abstract: "Sample root.", subcommands: [SampleVerify.self])
}

private struct SampleVerify: StrataCommand {
    enum Format: String, CaseIterable, ArgumentValue {
        case text, sarif, junit
    }

    static let json = Flag("--json", help: "JSON.")
    static let format = Option<Format>("--format", placeholder: "format", default: .text, help: "Format.")
    static let baseline = Option<String?>("--baseline", placeholder: "file", help: "Baseline.")
    static let limit = Option<PositiveInteger?>("--limit", placeholder: "n", help: "Limit.")
    static let exclude = RepeatingOption<String>("--exclude", short: "-x", placeholder: "glob", help: "Exclude.")
    static let description = CommandDescription(
        name: "verify", abstract: "Sample verify.",
        arguments: [ArgumentDescription("path", help: "Paths.", isOptional: true, isRepeating: true)],
        options: [json, format, baseline, limit, exclude])
    init(arguments: ParsedArguments) throws {}
    func run(in environment: CommandEnvironment) throws -> ExitCode { .success }
}

@Suite struct ArgumentParserTests {
    @Test func resolvesSubcommandAndMixesOptionsWithPositionals() throws {
        let invocation = try ArgumentParser.parse(
            ["verify", "Sources", "--format=sarif", "--json", "Tests", "--baseline", "b.json"], root: SampleRoot.self)
        #expect(invocation.displayName == "tool verify")
        #expect(invocation.arguments.positionals == ["Sources", "Tests"])
        #expect(try invocation.arguments[SampleVerify.format] == .sarif)
        #expect(try invocation.arguments[SampleVerify.baseline] == "b.json")
        #expect(invocation.arguments[SampleVerify.json])
        #expect(!invocation.wantsHelp)
    }

    @Test func doubleDashEndsOptions() throws {
        let invocation = try ArgumentParser.parse(["verify", "--", "--json"], root: SampleRoot.self)
        #expect(invocation.arguments.positionals == ["--json"])
        #expect(!invocation.arguments[SampleVerify.json])
    }

    @Test func laterValueWins() throws {
        let invocation = try ArgumentParser.parse(
            ["verify", "--format", "sarif", "--format", "junit"], root: SampleRoot.self)
        #expect(try invocation.arguments[SampleVerify.format] == .junit)
    }

    @Test func absentOptionsReadAsTheirDefault() throws {
        let arguments = try ArgumentParser.parse(["verify"], root: SampleRoot.self).arguments
        #expect(try arguments[SampleVerify.format] == .text)
        #expect(try arguments[SampleVerify.baseline] == nil)
        #expect(try arguments[SampleVerify.limit] == nil)
        #expect(try arguments[SampleVerify.exclude].isEmpty)
        #expect(!arguments[SampleVerify.json])
    }

    @Test func repeatingOptionKeepsEveryValueInOrder() throws {
        let arguments = try ArgumentParser.parse(
            ["verify", "--exclude", "Tests/**", "Sources", "-x", "Generated/**", "--exclude=*.pb.swift"],
            root: SampleRoot.self
        ).arguments
        #expect(try arguments[SampleVerify.exclude] == ["Tests/**", "Generated/**", "*.pb.swift"])
        #expect(arguments.positionals == ["Sources"])
    }

    @Test func typedValueIsConverted() throws {
        let arguments = try ArgumentParser.parse(["verify", "--limit", "40"], root: SampleRoot.self).arguments
        #expect(try arguments[SampleVerify.limit]?.value == 40)
    }

    /// The conversion runs when the command reads the option, and its error names the option.
    @Test(arguments: ["0", "-3", "many"])
    func valueThatDoesNotConvertIsAUsageErrorNamingTheOption(text: String) throws {
        let arguments = try ArgumentParser.parse(["verify", "--limit=\(text)"], root: SampleRoot.self).arguments
        let expected = UsageError.invalidValue(option: "--limit", value: text, reason: "use a positive whole number")
        #expect(throws: expected) { try arguments[SampleVerify.limit] }
        #expect(expected.description == "'\(text)' is not a valid value for '--limit': use a positive whole number")
    }

    @Test func stringEnumConversionListsTheChoices() {
        #expect(SampleVerify.Format.choices == ["text", "sarif", "junit"])
        let expected = UsageError.invalidChoice(
            option: "--format", value: "junt", choices: ["text", "sarif", "junit"], suggestion: "junit")
        #expect(throws: expected) { try SampleVerify.Format(argument: "junt", option: "--format") }
        #expect(expected.description.contains("use one of: text, sarif, junit"))
    }

    @Test func declarationsDescribeTheOptionsForHelpAndCompletion() {
        let options = SampleVerify.description.options
        #expect(options.map(\.name) == ["--json", "--format", "--baseline", "--limit", "--exclude"])
        #expect(options[0].kind == .flag)
        #expect(options[1].kind == .value(placeholder: "format", choices: ["text", "sarif", "junit"]))
        #expect(options[2].kind == .value(placeholder: "file", choices: []))
        #expect(options[4].shortName == "-x")
    }

    @Test(arguments: [
        (["verfy"], UsageError.unknownCommand("verfy", command: "tool", suggestion: "verify")),
        (["zzzzzz"], UsageError.unknownCommand("zzzzzz", command: "tool", suggestion: nil)),
        (["verify", "--jsno"], UsageError.unknownOption("--jsno", command: "tool verify", suggestion: "--json")),
        (
            ["verify", "--formt", "x"],
            UsageError.unknownOption("--formt", command: "tool verify", suggestion: "--format")
        ),
        (["verify", "--format"], UsageError.missingValue(option: "--format", command: "tool verify")),
        (["verify", "--format", "--json"], UsageError.missingValue(option: "--format", command: "tool verify")),
        (["verify", "--json=yes"], UsageError.unexpectedFlagValue(option: "--json", command: "tool verify")),
        (
            ["verify", "--format", "sarf"],
            UsageError.invalidChoice(
                option: "--format", value: "sarf", choices: ["text", "sarif", "junit"], suggestion: "sarif")
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
