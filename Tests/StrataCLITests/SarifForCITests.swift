import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataCLI

/// What GitHub code scanning and the Actions job need from `verify`: rule help with the
/// knowledge's examples, regions with ends, line-hash fingerprints, repository-relative URIs
/// for a package in a subfolder, a job summary with every finding, and `--output`.
@Suite struct SarifForCITests {
    static func sarifRun(_ output: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func rules(_ run: [String: Any]) throws -> [[String: Any]] {
        try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    }

    static func results(_ run: [String: Any]) throws -> [[String: Any]] {
        try #require(run["results"] as? [[String: Any]])
    }

    static func physical(_ result: [String: Any]) throws -> [String: Any] {
        try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    }

    static func firstArtifact(_ run: [String: Any]) throws -> [String: Any] {
        let result = try #require(try results(run).first)
        return try #require(try physical(result)["artifactLocation"] as? [String: Any])
    }

    static func lineHash(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String
    }

    @Test func ruleHelpCarriesTheRationaleAndTheKnowledgesExamples() throws {
        let project = try ScratchProject.withFindings()
        let run = try Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: project.url).output)
        let purity = try #require(try Self.rules(run).first { $0["id"] as? String == "domain-purity" })
        let help = try #require(purity["help"] as? [String: Any])
        let markdown = try #require(help["markdown"] as? String)
        let rule = try #require(try KnowledgeBase.load(from: .shipped).rules.rules.first { $0.id == "domain-purity" })
        #expect(markdown.contains(rule.rationale))
        #expect(markdown.contains("```swift\n"))
        // The example as the rule's readers see it: the knowledge's finding markers removed.
        let example = try #require(rule.examples.triggering.first).marked.text
        #expect(markdown.contains(example))
        #expect(markdown.contains(try #require(rule.examples.nonTriggering.first).code))
        #expect((help["text"] as? String)?.contains(rule.fixHint) == true)
        #expect(purity["helpUri"] as? String == "https://strata.dev/docs/rules#domain-purity")
        let properties = try #require(purity["properties"] as? [String: Any])
        let tags = try #require(properties["tags"] as? [String])
        #expect(tags.contains("architecture"))
        #expect(Set(tags).isSuperset(of: rule.layers.map(\.rawValue)))
        #expect(properties["precision"] as? String == rule.precision?.rawValue)
        #expect(["very-high", "high", "medium", "low"].contains(properties["precision"] as? String ?? ""))
    }

    /// `helpUri` is an `https` link to the rule's section of the generated rules reference (a
    /// code-scanning alert opens it; `strata://` it cannot): its fragment is a `## <id>` heading of
    /// docs/rules.md, and the id it names is one `strata rules explain` knows.
    @Test func everyRuleHasAStableHelpURIThatResolves() throws {
        let project = try ScratchProject.withFindings()
        let rules = try Self.rules(Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: project.url).output))
        let shipped = try KnowledgeBase.load(from: .shipped).rules.rules.map(\.id)
        let described = rules.filter { $0["helpUri"] != nil }.compactMap { $0["id"] as? String }
        let reference = try String(
            contentsOf: repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(Set(described) == Set(shipped), "every rule of the catalog, and only those")
        for rule in rules {
            guard let id = rule["id"] as? String, let uri = rule["helpUri"] as? String else { continue }
            #expect(uri == "https://strata.dev/docs/rules#" + id)
            #expect(reference.contains("\n## \(id)\n"), "docs/rules.md has no section for \(id)")
            let explained = CapturedRun(["rules", "explain", id])
            #expect(explained.exitCode == .success, "\(id)")
            #expect(explained.output.contains(id))
        }
    }

    @Test func regionsEndAfterTheTokenTheFindingPointsAt() throws {
        let project = try ScratchProject.withFindings()
        let run = try Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: project.url).output)
        let purity = try #require(try Self.results(run).first { $0["ruleId"] as? String == "domain-purity" })
        let region = try #require(try Self.physical(purity)["region"] as? [String: Any])
        // `import UIKit`: the module name starts at 8; SARIF's end column is the one after it.
        #expect(region["startLine"] as? Int == 1)
        #expect(region["startColumn"] as? Int == 8)
        #expect(region["endLine"] as? Int == 1)
        #expect(region["endColumn"] as? Int == 13)
    }

    @Test func lineHashesAreStableAndFollowTheLinesText() throws {
        let project = try ScratchProject.withFindings()
        let first = try Self.results(
            Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: project.url).output))
        let second = try Self.results(
            Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: project.url).output))
        let hashes = first.map(Self.lineHash)
        #expect(hashes.allSatisfy { $0 != nil })
        #expect(hashes == second.map(Self.lineHash))
        let purityHash = try #require(first.first { $0["ruleId"] as? String == "domain-purity" }.flatMap(Self.lineHash))
        #expect(purityHash.hasSuffix(":1"), "the first occurrence of the line in its file")

        // Moved down and re-indented: the same finding, the same hash.
        try project.write(
            "Sources/DemoDomain/Badge.swift", "\n\n   import   UIKit\n\npublic struct Badge: Equatable {}\n")
        let moved = try Self.results(
            Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: project.url).output))
        #expect(moved.first { $0["ruleId"] as? String == "domain-purity" }.flatMap(Self.lineHash) == purityHash)

        // A changed line is another line.
        try project.write("Sources/DemoDomain/Badge.swift", "@preconcurrency import UIKit\n")
        let changed = try Self.results(
            Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: project.url).output))
        let changedHash = try #require(
            changed.first { $0["ruleId"] as? String == "domain-purity" }.flatMap(Self.lineHash))
        #expect(changedHash != purityHash)
    }

    @Test func aPackageInASubfolderOfARepositoryGetsRepositoryRelativeURIs() throws {
        let repository = try ScratchProject([
            "apps/Demo/Sources/DemoDomain/Badge.swift": "import UIKit\n\npublic struct Badge: Equatable {}\n",
            // A worktree's .git is a file: it marks the root as well as a folder does.
            ".git": "gitdir: /elsewhere/.git/worktrees/demo\n",
        ])
        let package = repository.url.appendingPathComponent("apps/Demo")
        let run = try Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: package).output)
        let bases = try #require(run["originalUriBaseIds"] as? [String: Any])
        let root = try #require((bases["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        #expect(root == "file://" + repository.url.standardizedFileURL.path + "/")
        let artifact = try Self.firstArtifact(run)
        #expect(artifact["uri"] as? String == "apps/Demo/Sources/DemoDomain/Badge.swift")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "strata/apps/Demo/")
        // Annotations are placed by the same path.
        let github = CapturedRun(["verify", "--format", "github"], in: package).output
        #expect(github.hasPrefix("::error file=apps/Demo/Sources/DemoDomain/Badge.swift,line=1,col=8,"), "\(github)")
        // And so are JUnit's test cases and the job summary's rows: every reporter names a file the same way.
        let junit = CapturedRun(["verify", "--format", "junit"], in: package).output
        #expect(junit.contains("file=\"apps/Demo/Sources/DemoDomain/Badge.swift\""), "\(junit)")
        #expect(!junit.contains("file=\"Sources/"), "\(junit)")
        let summary = repository.url.appendingPathComponent("summary.md")
        _ = CapturedRun(
            ["verify", "--format", "github"], in: package, variables: ["GITHUB_STEP_SUMMARY": summary.path])
        let rows = try String(contentsOf: summary, encoding: .utf8)
        #expect(rows.contains("`apps/Demo/Sources/DemoDomain/Badge.swift:1:8`"), "\(rows)")
    }

    @Test(
        .enabled(
            if: SchemaValidator.shouldRun, "no Python with jsonschema (pip install jsonschema, or set STRATA_PYTHON)"))
    func repositoryRelativeSarifValidatesAgainstTheOfficialSchema() throws {
        let schema = SchemaValidator.schema(named: "sarif-schema-2.1.0.json")
        let repository = try ScratchProject([
            "apps/Demo/Sources/DemoDomain/Badge.swift": "import UIKit\n",
            "apps/Demo/Sources/DemoUI/Tint.swift": "import SwiftUI\nlet c = Color.red\n",
        ])
        try FileManager.default.createDirectory(
            at: repository.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let run = CapturedRun(["verify", "--format", "sarif"], in: repository.url.appendingPathComponent("apps/Demo"))
        #expect(run.output.contains("\"uriBaseId\""))
        #expect(try SchemaValidator.problems(in: run.output, schema: schema) == nil)
    }

    @Test func outsideARepositoryPathsStayRelativeToThePackage() throws {
        let project = try ScratchProject.withFindings()
        let run = try Self.sarifRun(CapturedRun(["verify", "--format", "sarif"], in: project.url).output)
        #expect(run["originalUriBaseIds"] == nil)
        let artifact = try Self.firstArtifact(run)
        #expect(artifact["uri"] as? String == "Sources/DemoDomain/Badge.swift")
        #expect(artifact["uriBaseId"] == nil)
    }

    @Test func theJobSummaryListsEveryFindingInATable() throws {
        var files: [String: String] = [:]
        for index in 1...12 { files["Sources/DemoDomain/Badge\(index).swift"] = "import UIKit\n" }
        let project = try ScratchProject(files)
        try project.write("summary.md", "earlier step\n")
        let summary = project.url.appendingPathComponent("summary.md").path
        let run = CapturedRun(
            ["verify", "--format", "github"], in: project.url, variables: ["GITHUB_STEP_SUMMARY": summary])
        #expect(run.exitCode == .failure)
        #expect(run.output.components(separatedBy: "::error ").count - 1 == 12, "annotations still on stdout")
        let text = try project.read("summary.md")
        #expect(text.hasPrefix("earlier step\n"), "appended, as GitHub expects")
        #expect(text.contains("| Severity | Rule | Location | Message |"))
        for index in 1...12 { #expect(text.contains("`Sources/DemoDomain/Badge\(index).swift:1:8`")) }
        #expect(text.components(separatedBy: "\n| error | `domain-purity` |").count - 1 == 12)
    }

    @Test func withoutTheVariableNoSummaryIsWritten() throws {
        let project = try ScratchProject.withFindings()
        let run = CapturedRun(["verify", "--format", "github"], in: project.url)
        #expect(run.exitCode == .failure)
        #expect(!run.output.contains("| Severity |"))
    }

    @Test func outputWritesTheReportToAFileAndNothingToStandardOutput() throws {
        let project = try ScratchProject.withFindings()
        let run = CapturedRun(["verify", "--format", "sarif", "--output", "reports/strata.sarif"], in: project.url)
        #expect(run.exitCode == .failure)
        #expect(run.output.isEmpty)
        let written = try project.read("reports/strata.sarif")
        let expected = CapturedRun(["verify", "--format", "sarif"], in: project.url).output
        #expect(written == expected)
    }

    @Test(arguments: [
        ["verify", "--format", "sarif"], ["templates", "check", "--format", "json"],
        ["knowledge", "validate", "--json"],
    ])
    func outputRefusesAPathOutsideTheProject(command: [String]) throws {
        let project = try ScratchProject.withFindings()
        let inner = project.url.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try project.write("app/Sources/DemoDomain/Badge.swift", "import UIKit\n")
        let run = CapturedRun(command + ["--output", "../x.sarif"], in: inner)
        #expect(run.exitCode == .usageError)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.contains("../x.sarif"))
        #expect(run.errorOutput.contains("outside the project"), "refused by --output, not as an unknown option")
        #expect(!project.exists("x.sarif"))
    }

    /// A link inside the project leading out of it, or `.git/`, is as outside as `../`.
    @Test func outputRefusesALinkOutAndGit() throws {
        let project = try ScratchProject.withFindings()
        let outside = try ScratchProject()
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("out"), withDestinationURL: outside.url)
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("report.sarif"),
            withDestinationURL: outside.url.appendingPathComponent("report.sarif"))
        try FileManager.default.createDirectory(
            at: project.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for path in ["out/x.sarif", "report.sarif", ".git/x.sarif"] {
            let run = CapturedRun(["verify", "--format", "sarif", "--output", path], in: project.url)
            #expect(run.exitCode == .usageError, "\(path)")
            #expect(run.output.isEmpty)
            #expect(run.errorOutput.contains("outside the project"), "\(path): \(run.errorOutput)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
        #expect(!project.exists(".git/x.sarif"))
    }

    /// templates check reports the same ways; in one style, since each style checked renders and verifies a
    /// sample package, and which styles pass is TemplateCheckerTests' question.
    @Test func templatesCheckWritesItsReportAndTheJobSummary() throws {
        let folder = try ScratchProject()
        let summary = folder.url.appendingPathComponent("summary.md").path
        let run = CapturedRun(
            ["templates", "check", "--format", "sarif", "--output", "templates.sarif", "--style", "observable"],
            in: folder.url,
            variables: ["GITHUB_STEP_SUMMARY": summary])
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.isEmpty)
        let written = try Self.sarifRun(try folder.read("templates.sarif"))
        #expect(try Self.rules(written).contains { $0["id"] as? String == "template-verify" })
        #expect(!folder.exists("summary.md"), "the summary comes with --format github only")

        let github = CapturedRun(
            ["templates", "check", "--format", "github", "--style", "observable"], in: folder.url,
            variables: ["GITHUB_STEP_SUMMARY": summary])
        #expect(github.exitCode == .success, "\(github.errorOutput)")
        #expect(try folder.read("summary.md").hasPrefix("## ✅ strata templates check\n"))
    }
}
