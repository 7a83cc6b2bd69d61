import Testing

@testable import StrataCLI

@Suite struct CommandLineTests {
    @Test func mistypedVerifySuggestsVerify() {
        let run = CapturedRun(["verfy"])
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput == "error: unknown command 'verfy' for 'strata'; did you mean 'verify'?\n")
        let option = CapturedRun(["verify", "--formt", "sarif"])
        #expect(option.exitCode == .usageError)
        #expect(option.errorOutput.contains("did you mean '--format'?"))
    }

    @Test func unknownCommandSuggestsClosestAndExitsTwo() {
        let run = CapturedRun(["hepl"])
        #expect(run.exitCode == .usageError)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput == "error: unknown command 'hepl' for 'strata'; did you mean 'help'?\n")
    }

    @Test func errorsAreOneLine() {
        for arguments in [["nope"], ["help", "--nope"], ["help", "verfy"]] {
            let run = CapturedRun(arguments)
            #expect(run.exitCode == .usageError)
            #expect(run.errorOutput.split(separator: "\n").count == 1, "\(arguments): \(run.errorOutput)")
        }
    }

    @Test func versionPrintsToolVersion() {
        let run = CapturedRun(["--version"])
        #expect(run.exitCode == .success)
        #expect(run.output.hasPrefix("strata \(StrataVersion.tool)"))
    }

    @Test func everyCommandHasHelpWithExamples() {
        for path in RootCommand.allCommandPaths {
            let words = path.dropFirst().map { $0.description.name }
            let run = CapturedRun(words + ["--help"])
            #expect(run.exitCode == .success, "\(words)")
            #expect(run.output.contains("USAGE: strata"), "\(words)")
            let description = path[path.count - 1].description
            if description.subcommands.isEmpty {
                #expect(description.examples.count >= 2, "\(words) needs at least two examples")
                #expect(run.output.contains("EXAMPLES:"), "\(words)")
            }
            let viaHelp = CapturedRun(["help"] + words)
            #expect(viaHelp.output == run.output, "\(words)")
        }
    }

    @Test func colorOnlyOnTerminalAndNeverWithNoColor() {
        let piped = CapturedRun(["nope"], terminal: false)
        let terminal = CapturedRun(["nope"], terminal: true)
        let noColor = CapturedRun(["nope"], terminal: true, variables: ["NO_COLOR": "1"])
        #expect(!piped.errorOutput.contains("\u{1B}["))
        #expect(terminal.errorOutput.contains("\u{1B}[31m"))
        #expect(!noColor.errorOutput.contains("\u{1B}["))
    }

    /// `FORCE_COLOR` and `CLICOLOR_FORCE` colour output that is not a terminal (a CI log that renders
    /// ANSI); a `0` turns the request off, and `NO_COLOR` wins over both.
    @Test func colorForcedByForceColorOrCliColorForce() {
        let red = "\u{1B}[31m"
        #expect(CapturedRun(["nope"], terminal: false, variables: ["FORCE_COLOR": "1"]).errorOutput.contains(red))
        #expect(CapturedRun(["nope"], terminal: false, variables: ["CLICOLOR_FORCE": "1"]).errorOutput.contains(red))
        #expect(
            !CapturedRun(["nope"], terminal: false, variables: ["FORCE_COLOR": "0"]).errorOutput.contains("\u{1B}["))
        #expect(!CapturedRun(["nope"], terminal: true, variables: ["FORCE_COLOR": "0"]).errorOutput.contains("\u{1B}["))
        #expect(
            !CapturedRun(["nope"], terminal: false, variables: ["CLICOLOR_FORCE": "0"]).errorOutput.contains("\u{1B}["))
        let both = CapturedRun(["nope"], terminal: false, variables: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(!both.errorOutput.contains("\u{1B}["))
    }

    /// The root command takes a subcommand, and its usage line says so, as a group's does.
    @Test func rootUsageNamesTheSubcommand() {
        let run = CapturedRun(["--help"])
        #expect(run.output.contains("USAGE: strata [--version] <subcommand>"))
    }
}
