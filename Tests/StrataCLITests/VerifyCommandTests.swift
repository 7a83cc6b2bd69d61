import Foundation
import Testing

@testable import StrataCLI

@Suite struct VerifyCommandTests {
    @Test func exitCodesFollowTheWorstSeverity() throws {
        let project = try ScratchProject.withFindings()
        #expect(CapturedRun(["verify"], in: project.url).exitCode == .failure)
        try project.write("strata.json", #"{"schemaVersion": 1, "rules": {"domain-purity": "warning"}}"#)
        #expect(CapturedRun(["verify"], in: project.url).exitCode == .success)
        try project.write(
            "strata.json", #"{"schemaVersion": 1, "rules": {"domain-purity": "off", "theme-tokens": "error"}}"#)
        #expect(CapturedRun(["verify"], in: project.url).exitCode == .failure)
    }

    /// Absolute paths: Xcode and SwiftPM attach a diagnostic to a file only by its full path, and a
    /// build-tool plugin runs from a folder of the build system's choosing.
    @Test func xcodeFormatIsOneClickableLinePerFindingWithAbsolutePaths() throws {
        let project = try ScratchProject.withFindings()
        let root = project.url.standardizedFileURL.path
        for directory in [project.url, project.url.appendingPathComponent("Sources")] {
            let run = CapturedRun(["verify", "--format", "xcode", root], in: directory)
            #expect(
                run.output.split(separator: "\n") == [
                    "\(root)/Sources/DemoDomain/Badge.swift:1:8: error: Domain imports 'UIKit'; only Foundation is allowed [domain-purity]",
                    "\(root)/Sources/DemoUI/Tint.swift:4:23: warning: Literal style 'Color.red' in 'Tint'; use a theme token instead [theme-tokens]",
                ])
        }
    }

    @Test func aBuildStampThatCannotBeWrittenIsOneLineNamingItAndTheCause() throws {
        let project = try ScratchProject.withFindings()
        try project.write("Sources/DemoDomain/Badge.swift", "import Foundation\n")
        try project.write("out/Stamp.swift/inside.txt", "a folder where the stamp goes\n")
        let run = CapturedRun(["verify", "--build-stamp", "out/Stamp.swift"], in: project.url)
        #expect(run.exitCode == .usageError)
        let lines = run.errorOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(run.errorOutput)")
        #expect(lines.first?.contains("--build-stamp out/Stamp.swift: it is a folder") == true, "\(run.errorOutput)")
    }

    @Test func buildStampIsWrittenOnlyWhenTheCheckPasses() throws {
        let project = try ScratchProject.withFindings()
        let failing = CapturedRun(["verify", "--build-stamp", "out/Stamp.swift"], in: project.url)
        #expect(failing.exitCode == .failure)
        #expect(!project.exists("out/Stamp.swift"), "a failed check leaves no stamp, so the build runs it again")

        try project.write("Sources/DemoDomain/Badge.swift", "import Foundation\n")
        let passing = CapturedRun(["verify", "--build-stamp", "out/Stamp.swift"], in: project.url)
        #expect(passing.exitCode == .success)
        let stamp = try project.read("out/Stamp.swift")
        #expect(stamp.hasPrefix("//"), "the stamp compiles into the target as a comment")
        #expect(!stamp.contains("\n\n"))
    }

    @Test func githubFormatWritesWorkflowCommands() throws {
        let project = try ScratchProject.withFindings()
        let lines = CapturedRun(["verify", "--format", "github"], in: project.url).output.split(separator: "\n").map(
            String.init)
        let expected =
            "::error file=Sources/DemoDomain/Badge.swift,line=1,col=8,title=domain-purity::"
            + "Domain imports 'UIKit'; only Foundation is allowed [domain-purity]"
        #expect(lines.first == expected)
        #expect(lines.last?.hasPrefix("::warning file=Sources/DemoUI/Tint.swift,line=4,col=23,") == true)
    }

    @Test func textFormatGroupsByFileAndColorsOnlyOnATerminal() throws {
        let project = try ScratchProject.withFindings()
        let piped = CapturedRun(["verify"], in: project.url)
        #expect(piped.output.contains("Sources/DemoDomain/Badge.swift\n  1:8  error  Domain imports 'UIKit'"))
        #expect(piped.output.contains("1 error, 1 warning in 2 files (3 files checked)."))
        #expect(!piped.output.contains("\u{1B}["))
        #expect(CapturedRun(["verify"], in: project.url, terminal: true).output.contains("\u{1B}[31m"))
        #expect(
            !CapturedRun(["verify"], in: project.url, terminal: true, variables: ["NO_COLOR": "1"]).output.contains(
                "\u{1B}["))
    }

    @Test func quietReportsErrorsOnly() throws {
        let project = try ScratchProject.withFindings()
        let run = CapturedRun(["verify", "--quiet", "--format", "xcode"], in: project.url)
        #expect(run.output.split(separator: "\n").count == 1)
        #expect(run.output.contains("[domain-purity]"))
    }

    @Test func baselineIsWrittenOnRequestAndThenHidesKnownFindings() throws {
        let project = try ScratchProject.withFindings()
        let missing = CapturedRun(["verify", "--baseline", "baseline.json"], in: project.url)
        #expect(missing.exitCode == .usageError)
        #expect(missing.errorOutput.contains("no such baseline"))
        #expect(!project.exists("baseline.json"), "a baseline is never created implicitly")

        let write = CapturedRun(["verify", "--write-baseline", "baseline.json"], in: project.url)
        #expect(write.exitCode == .success)
        #expect(project.exists("baseline.json"))
        let clean = CapturedRun(["verify", "--baseline", "baseline.json", "--format", "json"], in: project.url)
        #expect(clean.exitCode == .success)
        #expect(clean.output.contains("\"diagnostics\": []"))

        try project.write("Sources/DemoDomain/Profile.swift", "import Combine\n\npublic struct Profile: Equatable {}\n")
        try project.write("Sources/DemoDomain/Badge.swift", "import Foundation\n")
        let next = CapturedRun(["verify", "--baseline", "baseline.json", "--format", "xcode"], in: project.url)
        #expect(next.exitCode == .failure)
        let reportedFiles = next.output.split(separator: "\n").map { $0.split(separator: ":").first.map(String.init) }
        #expect(reportedFiles == [project.url.standardizedFileURL.path + "/Sources/DemoDomain/Profile.swift"])
        let text = CapturedRun(["verify", "--baseline", "baseline.json"], in: project.url)
        #expect(text.output.contains("Stale baseline entries"))
        #expect(text.output.contains("Sources/DemoDomain/Badge.swift  fixed: [domain-purity] import UIKit"))
    }

    @Test func badConfigurationIsOneLinePerProblemAndExitsTwo() throws {
        let project = try ScratchProject.withFindings()
        try project.write(
            "strata.json", "{\n  \"schemaVersion\": 1,\n  \"rules\": {\n    \"domain-purty\": \"error\"\n  }\n}\n")
        let run = CapturedRun(["verify"], in: project.url)
        #expect(run.exitCode == .usageError)
        #expect(
            run.errorOutput == "error: strata.json:4:5: unknown rule 'domain-purty'; did you mean 'domain-purity'?\n")
    }

    @Test func everyConfigurationProblemIsReportedInOneRun() throws {
        let project = try ScratchProject.withFindings()
        try project.write(
            "strata.json",
            """
            {
              "schemaVersion": 1,
              "exlude": ["Generated/**"],
              "layers": {
                "domain": ["Sources/{DemoDomain/**"],
                "domian": ["Sources/Core/**"]
              },
              "tests": "Tests/**"
            }
            """)
        let run = CapturedRun(["verify"], in: project.url)
        #expect(run.exitCode == .usageError)
        let lines = run.errorOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
                "error: strata.json:3", "error: strata.json:5", "error: strata.json:6", "error: strata.json:8",
            ], "\(run.errorOutput)")
        #expect(lines[0].hasPrefix("error: strata.json:3:3: ") && lines[0].contains("did you mean \"exclude\"?"))
        #expect(lines[1].hasPrefix("error: strata.json:5:16: glob 'Sources/{DemoDomain/**' has an unclosed '{'"))
        #expect(lines[2].hasPrefix("error: strata.json:6:5: unknown layer 'domian'; did you mean 'domain'?"))
        #expect(lines[3].hasPrefix("error: strata.json:8:12: $.tests: expected an array, found a string"))

        let json = CapturedRun(["verify", "--format", "json"], in: project.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let ids = (object["diagnostics"] as? [[String: Any]])?.map { $0["id"] as? String }
        #expect(ids == ["config.unknown-key", "config.invalid-glob", "config.unknown-layer", "config.type-mismatch"])
    }

    /// A `--config` kept outside the project (a shared CI folder beside other code) configures the
    /// project the path names: its globs are read against that project, not against the folder the
    /// file sits in, whose other tree is left unread.
    @Test func aConfigurationOutsideTheProjectLeavesTheRootWhereThePathIs() throws {
        let project = try ScratchProject.withFindings()
        let shared = try ScratchProject([
            "ci/strata.json":
                #"{"schemaVersion": 1, "layers": {"domain": ["Sources/DemoDomain/**"], "ui": ["Sources/DemoUI/**"]}}"#,
            "ci/Other/Sources/DemoDomain/Elsewhere.swift": "import UIKit\n\npublic struct Elsewhere {}\n",
        ])
        let config = shared.url.appendingPathComponent("ci/strata.json").path
        let run = CapturedRun(["verify", "--config", config], in: project.url)
        #expect(run.exitCode == .failure, "\(run.output)\(run.errorOutput)")
        let lines = run.output.split(separator: "\n")
        let badge = lines.firstIndex(of: "Sources/DemoDomain/Badge.swift")
        #expect(
            badge.map { lines[$0 + 1].hasSuffix("[domain-purity]") } == true,
            "the config's domain glob applies: \(run.output)")
        #expect(!run.output.contains("Elsewhere"))
    }

    @Test func missingPathsAndEmptyScopesFailLoudly() throws {
        let project = try ScratchProject.withFindings()
        let missing = CapturedRun(["verify", "Sources", "Nope"], in: project.url)
        #expect(missing.exitCode == .usageError)
        #expect(missing.errorOutput.contains("Nope: no such file or folder"))
        #expect(missing.output.contains("[domain-purity]"), "the rest of the run completes")
        let empty = try ScratchProject(["README.md": "# Nothing to check\n"])
        let none = CapturedRun(["verify"], in: empty.url)
        #expect(none.exitCode == .usageError)
        #expect(none.errorOutput.hasPrefix("error: no Swift file to check"))
    }
}
