import Foundation
import StrataCore
import StrataScaffold
import Testing

@testable import StrataCLI

/// `verify --changed-since REF` checks what a pull request touched; `--strict-baseline` fails
/// on baseline entries that no longer match; `strata baseline` reads and compares baselines.
@Suite struct VerifyScopeTests {
    private func git(_ arguments: [String], in project: ScratchProject) throws {
        let result = try Subprocess.run(
            ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: project.url)
        try #require(result.status == 0, "\(arguments): \(result.output)")
    }

    /// A committed project with one finding, then one changed and one new file with findings.
    private func projectWithChanges() throws -> ScratchProject {
        let project = try ScratchProject.withFindings()
        try git(["init", "-q", "-b", "main"], in: project)
        try git(["add", "-A"], in: project)
        try git(["commit", "-q", "-m", "base"], in: project)
        try project.write("Sources/DemoDomain/Profile.swift", "import UIKit\n\npublic struct Profile: Equatable {}\n")
        try project.write("Sources/DemoDomain/Fresh.swift", "import SwiftUI\n")
        return project
    }

    @Test func changedSinceChecksOnlyChangedAndUntrackedFiles() throws {
        let project = try projectWithChanges()
        let run = CapturedRun(["verify", "--changed-since", "main", "--format", "json"], in: project.url)
        #expect(run.exitCode == .failure)
        let files = try reportedFiles(run.output)
        #expect(
            files == ["Sources/DemoDomain/Fresh.swift", "Sources/DemoDomain/Profile.swift"],
            "Badge.swift is unchanged: \(files)")
    }

    @Test func changedSinceWithNothingChangedSaysSoAndPasses() throws {
        let project = try projectWithChanges()
        try git(["add", "-A"], in: project)
        try git(["commit", "-q", "-m", "next"], in: project)
        let run = CapturedRun(["verify", "--changed-since", "HEAD"], in: project.url)
        #expect(run.exitCode == .success)
        #expect(run.errorOutput.contains("No Swift file changed since HEAD"))
    }

    @Test func changedSinceAnUnknownRefIsOneLineAndExitTwo() throws {
        let project = try projectWithChanges()
        let run = CapturedRun(["verify", "--changed-since", "no-such-branch"], in: project.url)
        #expect(run.exitCode == .usageError)
        let lines = run.errorOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(run.errorOutput)")
        #expect(lines.first?.contains("--changed-since no-such-branch") == true)
        #expect(lines.first?.contains("fetch") == true, "says how to fix it: \(run.errorOutput)")
    }

    /// A ref is handed to git as a revision; one that starts with `-` would be read as an option
    /// (`--output=<file>` makes git create or truncate that file), so it is refused before git runs.
    @Test(arguments: ["--output=clobbered.txt", "-oclobbered.txt", "--output", "-"])
    func changedSinceARefThatLooksLikeAnOptionIsRefusedBeforeGitRuns(ref: String) throws {
        let project = try projectWithChanges()
        let victim = project.url.appendingPathComponent("Sources/DemoDomain/Badge.swift")
        let before = try Data(contentsOf: victim)
        for value in [ref, ref.replacingOccurrences(of: "clobbered.txt", with: victim.path)] {
            let run = CapturedRun(["verify", "--changed-since=\(value)"], in: project.url)
            #expect(run.exitCode == .usageError, "\(value)")
            #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
            #expect(run.errorOutput.contains("starts with '-'"), "\(run.errorOutput)")
        }
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("clobbered.txt").path))
        #expect(try Data(contentsOf: victim) == before, "git truncated nothing")
    }

    @Test func strictBaselineFailsOnStaleEntries() throws {
        let project = try ScratchProject.withFindings()
        #expect(CapturedRun(["verify", "--write-baseline", "baseline.json"], in: project.url).exitCode == .success)
        #expect(
            CapturedRun(["verify", "--baseline", "baseline.json", "--strict-baseline"], in: project.url).exitCode
                == .success)
        try project.write("Sources/DemoUI/Tint.swift", "import SwiftUI\n")
        #expect(CapturedRun(["verify", "--baseline", "baseline.json"], in: project.url).exitCode == .success)
        let strict = CapturedRun(["verify", "--baseline", "baseline.json", "--strict-baseline"], in: project.url)
        #expect(strict.exitCode == .failure)
        #expect(strict.output.contains("Stale baseline entries"))
        // Every format says why the run failed: a failure with nothing listed is a CI job nobody can fix.
        for format in ["github", "xcode", "junit"] {
            let run = CapturedRun(
                ["verify", "--baseline", "baseline.json", "--strict-baseline", "--format", format], in: project.url)
            #expect(run.exitCode == .failure, "\(format)")
            #expect(run.output.contains("fixed: [theme-tokens]"), "\(format): \(run.output)")
        }
        // Not strict, a stale entry is a note the text format lists, and no failure in the others.
        let lenient = CapturedRun(["verify", "--baseline", "baseline.json", "--format", "github"], in: project.url)
        #expect(!lenient.output.contains("fixed: [theme-tokens]"), "\(lenient.output)")
    }

    @Test func baselineReportAndCompare() throws {
        let project = try ScratchProject.withFindings()
        #expect(CapturedRun(["verify", "--write-baseline", "old.json"], in: project.url).exitCode == .success)
        try project.write("Sources/DemoUI/Tint.swift", "import SwiftUI\n")
        try project.write("Sources/DemoData/Leak.swift", "import DemoUI\n")
        #expect(CapturedRun(["verify", "--write-baseline", "new.json"], in: project.url).exitCode == .success)

        let report = CapturedRun(["baseline", "report", "old.json"], in: project.url)
        #expect(report.exitCode == .success)
        #expect(
            report.output.split(separator: "\n").map(String.init) == [
                "2 accepted finding(s) in 2 file(s)",
                "  domain-purity  1",
                "  theme-tokens  1",
            ])

        let compare = CapturedRun(["baseline", "compare", "old.json", "new.json"], in: project.url)
        #expect(compare.exitCode == .success)
        #expect(compare.output.contains("Fixed (1):\n  Sources/DemoUI/Tint.swift  [theme-tokens]"))
        #expect(compare.output.contains("Added (1):\n  Sources/DemoData/Leak.swift  [layer-dependency]  import DemoUI"))

        let missing = CapturedRun(["baseline", "report", "nope.json"], in: project.url)
        #expect(missing.exitCode == .usageError)
        #expect(missing.errorOutput.split(separator: "\n").count == 1)
    }

    /// Project rules judge only the files a partial run reports, against the whole project: each
    /// file's and each folder's run finds in them exactly what the whole project's run finds there.
    /// (strata.json makes the folder the project root whatever part is checked.)
    @Test func aPartialRunFindsInItsFilesWhatTheWholeRunFindsThere() throws {
        let project = try ScratchProject([
            "strata.json": #"{"schemaVersion": 1}"#,
            "Tests/DemoPresentationTests/CartViewModelTests.swift":
                "import Testing\n@testable import DemoPresentation\n\n@Suite struct CartViewModelTests {\n"
                + "    @Test func refreshes() {\n        CartViewModel().refresh()\n    }\n}\n",
            "Sources/DemoPresentation/BaseViewModel.swift":
                "import Foundation\n\nclass BaseViewModel {\n    func load() {}\n}\n",
            "Sources/DemoPresentation/OrdersViewModel.swift":
                "import Foundation\n\nfinal class OrdersViewModel: BaseViewModel {\n    func refresh() {}\n}\n",
            "Sources/DemoPresentation/CartViewModel.swift":
                "import Foundation\n\nfinal class CartViewModel: BaseViewModel {\n    func refresh() {}\n}\n",
            "Sources/DemoDomain/LoadOrdersUseCase.swift":
                "public protocol LoadOrdersUseCase {\n    func callAsFunction() async throws -> [String]\n}\n\n"
                + "public struct DefaultLoadOrdersUseCase: LoadOrdersUseCase {\n    public init() {}\n"
                + "    public func callAsFunction() async throws -> [String] { [] }\n}\n",
            "Sources/DemoDomain/OrdersRepository.swift":
                "public protocol OrdersRepository {\n    func orders() async throws -> [String]\n}\n",
            // An unused dependency (DemoData never imports DemoDomain), an undeclared one
            // (DemoPresentation imports DemoDomain) and a view holding an observable view model
            // in a plain property: findings at the manifest, at an import and at a property.
            "Package.swift":
                "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n"
                + "    name: \"Demo\",\n    targets: [\n        .target(name: \"DemoDomain\"),\n"
                + "        .target(name: \"DemoData\", dependencies: [\"DemoDomain\"]),\n"
                + "        .target(name: \"DemoPresentation\"),\n        .target(name: \"DemoUI\"),\n"
                + "        .testTarget(name: \"DemoPresentationTests\", dependencies: [\"DemoPresentation\"]),\n"
                + "    ]\n)\n",
            "Sources/DemoData/OrdersStore.swift": "import Foundation\n\nstruct OrdersStore {}\n",
            "Sources/DemoPresentation/OrdersLoader.swift":
                "import DemoDomain\n\nstruct OrdersLoader {\n    let load: any LoadOrdersUseCase\n}\n",
            "Sources/DemoPresentation/ProfileViewModel.swift":
                "import Combine\n\nfinal class ProfileViewModel: ObservableObject {}\n",
            "Sources/DemoUI/ProfileRow.swift":
                "import SwiftUI\n\nstruct ProfileRow: View {\n    let model: ProfileViewModel\n"
                + "    var body: some View { Text(\"\") }\n}\n",
        ])
        func diagnostics(_ paths: [String]) throws -> [String: [NSDictionary]] {
            let run = CapturedRun(["verify", "--no-cache", "--format", "json"] + paths, in: project.url)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let found = try #require(object["diagnostics"] as? [NSDictionary])
            return Dictionary(grouping: found) { (($0["location"] as? NSDictionary)?["file"] as? String) ?? "" }
        }
        let whole = try diagnostics(["."])
        let rules = Set(whole.values.joined().compactMap { $0["id"] as? String })
        try #require(
            rules.isSuperset(of: [
                "rule.viewmodel-style", "rule.test-coverage", "rule.unused-dependency", "rule.undeclared-dependency",
                "rule.view-owns-viewmodel",
            ]),
            "the project rules find something to compare: \(rules)")
        let files = whole.keys.filter { $0.hasPrefix("Sources/") || $0 == "Package.swift" }.sorted()
        for path in files + ["Sources/DemoPresentation", "Sources/DemoDomain", "Sources/DemoUI"] {
            let partial = try diagnostics([path])
            for file in files where file.hasPrefix(path) {
                #expect(partial[file] == whole[file], "\(file) checked as \(path)")
            }
            #expect(partial.keys.allSatisfy { $0.hasPrefix(path) }, "\(path) reports only itself")
        }
    }

    private func reportedFiles(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["diagnostics"] as? [[String: Any]])
        return Array(Set(findings.compactMap { ($0["location"] as? [String: Any])?["file"] as? String })).sorted()
    }
}
