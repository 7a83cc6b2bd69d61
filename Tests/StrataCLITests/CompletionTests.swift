import Foundation
import StrataCore
import StrataTestSupport
import Testing

@testable import StrataCLI

@Suite struct CompletionTests {
    /// Sources the generated bash script in a real bash and asks it to complete `words`.
    private func bashCompletions(_ words: [String]) throws -> [String] {
        let script = CapturedRun(["completions", "bash"]).output
        let folder = try TemporaryDirectory()
        let scriptFile = try folder.write(script, to: "strata.bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let run = try Subprocess.run([
            "bash", "-c",
            "source '\(scriptFile)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _strata; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ])
        #expect(run.status == 0, "\(run.output)")
        let output = run.output
        return output.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesCommandsFromAPartialWord() throws {
        #expect(try bashCompletions(["strata", "comp"]) == ["completions"])
    }

    @Test func bashCompletesArgumentValuesAndOptions() throws {
        #expect(try bashCompletions(["strata", "completions", "z"]) == ["zsh"])
        #expect(try bashCompletions(["strata", "completions", "--h"]) == ["--help"])
    }

    @Test func everyShellScriptMentionsEveryCommand() {
        for shell in CompletionScript.Shell.allCases {
            let script = CapturedRun(["completions", shell.rawValue]).output
            for path in RootCommand.allCommandPaths.dropFirst() {
                #expect(script.contains(path[path.count - 1].description.name), "\(shell)")
            }
        }
    }

    @Test func unknownShellIsAUsageError() {
        let run = CapturedRun(["completions", "tcsh"])
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("use one of: bash, zsh, fish"))
    }
}
