import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// Messages and exit codes on hostile or mistyped input: one line that
/// says what and how to fix, exit 2, no advice built around the mistake, nothing quoted from
/// files outside the project.
@Suite("Hostile: messages and codes")
struct HostileMessageTests {
    /// A new package `Demo` inside a scratch folder.
    private struct Demo {
        let scratch: ScratchProject
        var package: URL { scratch.url.appendingPathComponent("Demo") }

        init() throws {
            scratch = try ScratchProject()
            #expect(CapturedRun(["new", "Demo"], in: scratch.url).exitCode == .success)
        }

        func run(_ arguments: [String]) -> CapturedRun { CapturedRun(arguments, in: package) }

        func write(_ path: String, _ text: String) throws {
            try scratch.write("Demo/" + path, text)
        }
    }

    private func expectOneLineError(
        _ run: CapturedRun, mentioning: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.exitCode == .usageError, "\(run.errorOutput)", sourceLocation: sourceLocation)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)", sourceLocation: sourceLocation)
        #expect(run.errorOutput.contains(mentioning), "\(run.errorOutput)", sourceLocation: sourceLocation)
    }

    @Test func adviceIsNotBuiltAroundTheMistake() throws {
        let demo = try Demo()
        let operations = demo.run(["feature", "Cart", "--operations", "frob"])
        expectOneLineError(operations, mentioning: "'frob'")
        #expect(!operations.errorOutput.contains("load,frob"))
        let fields = demo.run(["feature", "Cart", "--fields", ""])
        expectOneLineError(fields, mentioning: "\"id:UUID\"")
        let caseless = demo.run(["feature", "日本"])
        expectOneLineError(caseless, mentioning: "uppercase")
        #expect(!caseless.errorOutput.contains("try '日本'"))
    }

    @Test func controlCharactersInNamesAreEscapedSoOneErrorStaysOneLine() throws {
        let demo = try Demo()
        expectOneLineError(demo.run(["feature", "A\nB\u{1B}[2J"]), mentioning: #"A\nB\u{1B}[2J"#)
        expectOneLineError(demo.run(["feature", "Cart", "--operations", "load,fr\nob"]), mentioning: #"fr\nob"#)
        expectOneLineError(demo.run(["feature", "Ab\u{202E}c"]), mentioning: #"Ab\u{202E}c"#)
    }

    @Test func aFeatureNamedLikeTheModuleIsRefused() throws {
        let demo = try Demo()
        expectOneLineError(demo.run(["feature", "Demo"]), mentioning: "module")
        #expect(
            !FileManager.default.fileExists(atPath: demo.package.appendingPathComponent("Sources/DemoDomain/Demo").path)
        )
    }

    @Test func aFileGivenForAFolderIsNamedAsSuch() throws {
        let demo = try Demo()
        expectOneLineError(
            demo.run(["knowledge", "validate", "--knowledge", "README.md"]), mentioning: "README.md: is a file")
        expectOneLineError(
            demo.run(["feature", "Cart", "--templates", "README.md"]), mentioning: "README.md: is a file")
    }

    /// A committed link to a system file is refused without a word of the file quoted back.
    @Test func aKnowledgeLinkOutOfTheProjectIsRefusedUnread() throws {
        let demo = try Demo()
        let secret = try ScratchProject(["secret.json": "hunter2 is the password\n"])
        let knowledge = demo.package.appendingPathComponent(".strata/knowledge")
        try FileManager.default.createDirectory(at: knowledge, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: knowledge.appendingPathComponent("rules.json"),
            withDestinationURL: secret.url.appendingPathComponent("secret.json"))
        for arguments in [["knowledge", "validate"], ["verify"], ["feature", "Cart", "--dry-run"]] {
            let run = demo.run(arguments)
            expectOneLineError(run, mentioning: "symbolic link")
            #expect(!run.errorOutput.contains("hunter2"), "\(arguments)")
        }
    }

    @Test func anUnknownFileInTheKnowledgeOverlayIsReported() throws {
        let demo = try Demo()
        try demo.write(".strata/knowledge/rule.json", "{}\n")
        expectOneLineError(
            demo.run(["knowledge", "validate"]), mentioning: ".strata/knowledge/rule.json: not a knowledge file")
    }

    /// What `feature` rejects, `knowledge validate` and `templates list` reject too.
    @Test func anUndeclaredVariableFailsValidateAndListLikeFeature() throws {
        let demo = try Demo()
        #expect(demo.run(["templates", "eject", "entity"]).exitCode == .success)
        let template = demo.package.appendingPathComponent(".strata/templates/entity/Entity.swift.tmpl")
        try Data((try String(contentsOf: template, encoding: .utf8) + "{{ nonsense }}\n").utf8).write(to: template)
        for arguments in [["feature", "Cart"], ["knowledge", "validate"], ["templates", "list"]] {
            let run = demo.run(arguments)
            #expect(run.exitCode == .usageError, "\(arguments)")
            #expect(run.errorOutput.contains("unknown variable \"nonsense\""), "\(arguments): \(run.errorOutput)")
        }
    }

    @Test func aModuleThatIsAPathIsRefusedOnLoadByEveryCommand() throws {
        let demo = try Demo()
        let file = demo.package.appendingPathComponent("strata.json")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "\"Demo\"", with: "\"../../x/Demo\"")
        try Data(text.utf8).write(to: file)
        for arguments in [["verify"], ["context"], ["feature", "Cart"]] {
            expectOneLineError(demo.run(arguments), mentioning: "strata.json:")
        }
        #expect(
            !FileManager.default.fileExists(atPath: demo.package.appendingPathComponent(".strata/context.json").path))
    }

    /// Sections nested past the limit fail every command that loads the template, as an error.
    @Test func aTemplateNestedTooDeepIsATemplateErrorForEveryCommand() throws {
        let demo = try Demo()
        #expect(demo.run(["templates", "eject", "entity"]).exitCode == .success)
        let nested = String(repeating: "{{#if module}}\n", count: 20_000) + String(repeating: "{{/if}}", count: 20_000)
        try demo.write(".strata/templates/entity/Entity.swift.tmpl", nested)
        for arguments in [["feature", "Cart"], ["knowledge", "validate"], ["templates", "list"]] {
            let run = demo.run(arguments)
            #expect(run.exitCode == .usageError, "\(arguments)")
            #expect(run.errorOutput.contains("Entity.swift.tmpl:65:1: sections nest more than 64 deep"), "\(arguments)")
        }
        let check = demo.run(["templates", "check"])
        #expect(check.exitCode == .failure)
        #expect(check.output.contains("sections nest more than 64 deep"))
    }

    /// A working folder deleted under the shell made `strata new` climb `..` forever at full CPU.
    @Test func aDeletedWorkingFolderIsOneLineAndExitTwo() throws {
        let folder = try TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        let scratch = folder.url
        let gone = folder.url("gone")
        try FileManager.default.createDirectory(at: gone, withIntermediateDirectories: true)
        let script = #"cd "$1" && rmdir "$1" && exec "$2" new Demo --path "$3""#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", script, "sh", gone.path, StrataProcess.executable.path, scratch.appendingPathComponent("out").path,
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(output == "error: the current folder no longer exists; cd into a folder that does and run again\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("out").path))
    }
}
