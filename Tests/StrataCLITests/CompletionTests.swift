import Foundation
import Testing

@testable import StrataCLI

@Suite struct CompletionTests {
    /// Sources the generated bash script in a real bash and asks it to complete `words`.
    private func bashCompletions(_ words: [String]) throws -> [String] {
        let script = CapturedRun(["completions", "bash"]).output
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scriptFile = folder.appendingPathComponent("strata.bash")
        try Data(script.utf8).write(to: scriptFile)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            "source '\(scriptFile.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _strata; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
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
