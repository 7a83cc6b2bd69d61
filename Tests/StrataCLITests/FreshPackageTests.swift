import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// `strata new` with no feature yet is what a new user tries first: `strata verify` on it must
/// report nothing, and the scaffold's edges declared ahead of the first feature must not read as
/// unused, while code the team writes into such a target is judged like any other.
@Suite struct FreshPackageTests {
    @Test(arguments: ["observable", "combine", "store"])
    func aFreshPackageVerifiesCleanWithoutAFeature(style: String) throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo", "--style", style], in: folder.url).exitCode == .success)
        let package = folder.url.appendingPathComponent("Demo")

        let run = CapturedRun(["verify"], in: package)
        #expect(run.exitCode == .success, "\(run.output)\(run.errorOutput)")
        #expect(run.errorOutput.isEmpty, "\(run.errorOutput)")
        #expect(!run.output.contains("warning") && !run.output.contains("error"), "\(run.output)")
    }

    /// Verify run from the folder that holds the package (a repository with the app beside it) reads the package's
    /// skeleton record in the package's folder, not only at the project root.
    @Test func aFreshPackageVerifiesCleanFromTheFolderAboveIt() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)

        let run = CapturedRun(["verify", "."], in: folder.url)
        #expect(!run.output.contains("unused-dependency"), "\(run.output)")
        #expect(!run.output.contains("warning") && !run.output.contains("error"), "\(run.output)")
    }

    /// SwiftPM warns about a target without sources, so the domain layer starts with a Swift file, not a `.gitkeep`.
    @Test func theDomainTargetStartsWithASwiftFile() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        let domain = folder.url.appendingPathComponent("Demo/Sources/DemoDomain")
        let files = try FileManager.default.contentsOfDirectory(atPath: domain.path)
        #expect(files.contains { $0.hasSuffix(".swift") }, "\(files)")
        #expect(!files.contains(".gitkeep"), "\(files)")
    }

    /// The skeleton's edges are left alone only while a target holds nothing but the skeleton: a hand-written
    /// file that imports none of them makes the target's unused edges findings again.
    @Test func aHandWrittenFileMakesTheTargetsUnusedEdgesFindings() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        let package = folder.url.appendingPathComponent("Demo")
        let file = package.appendingPathComponent("Sources/DemoData/Storage/Cache.swift")
        try Data("import Foundation\n\nstruct Cache {}\n".utf8).write(to: file)

        let run = CapturedRun(["verify"], in: package)
        #expect(
            run.output.contains("'DemoData' depends on 'DemoDomain' in Package.swift but none of its files imports it"))
        #expect(
            !run.output.contains("'DemoPresentation' depends on"), "only the edited target is judged:\n\(run.output)")
    }

    /// An edited skeleton file is the team's code too.
    @Test func anEditedSkeletonFileIsJudged() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        let package = folder.url.appendingPathComponent("Demo")
        let file = package.appendingPathComponent("Sources/DemoPresentation/Support/LoadState.swift")
        try Data((try String(contentsOf: file, encoding: .utf8) + "\n// Edited.\n").utf8).write(to: file)

        let run = CapturedRun(["verify"], in: package)
        #expect(run.output.contains("'DemoPresentation' depends on 'DemoDomain'"), "\(run.output)")
    }

    /// A layer folder that exists but holds no Swift file yet is an empty layer, not a mistake in strata.json.
    @Test func anEmptyLayerFolderIsNoConfigurationError() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        let package = folder.url.appendingPathComponent("Demo")
        try FileManager.default.removeItem(at: package.appendingPathComponent("Sources/DemoDomain/DemoDomain.swift"))

        let run = CapturedRun(["verify"], in: package)
        #expect(run.exitCode == .success, "\(run.output)\(run.errorOutput)")
        #expect(run.errorOutput.isEmpty, "\(run.errorOutput)")
    }

    /// A pattern that misses the Swift files of a folder that exists still leaves them unchecked: an error.
    @Test func aGlobMissingTheFilesOfItsFolderIsStillAnError() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        let package = folder.url.appendingPathComponent("Demo")
        let config = package.appendingPathComponent("strata.json")
        let text = try String(contentsOf: config, encoding: .utf8)
            .replacingOccurrences(of: "Sources/DemoDomain/**", with: "Sources/DemoDomain/**/*.swif")
        try Data(text.utf8).write(to: config)

        let run = CapturedRun(["verify"], in: package)
        #expect(run.exitCode == .usageError)
        #expect(
            run.errorOutput.contains("glob 'Sources/DemoDomain/**/*.swif' matches no Swift file"), "\(run.errorOutput)")
    }

    /// Issue 13's rule stands: a glob pointing at no folder is a configuration error.
    @Test func aGlobPointingNowhereIsStillAnError() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        let package = folder.url.appendingPathComponent("Demo")
        let config = package.appendingPathComponent("strata.json")
        let text = try String(contentsOf: config, encoding: .utf8)
            .replacingOccurrences(of: "Sources/DemoDomain/**", with: "Sources/DemoDomian/**")
        try Data(text.utf8).write(to: config)

        let run = CapturedRun(["verify"], in: package)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("glob 'Sources/DemoDomian/**' matches no Swift file"), "\(run.errorOutput)")
    }
}

/// The scaffold's record is the repository's to write: entries and the record itself are read only as
/// regular files verify already found, so a FIFO in either place cannot stall a run.
@Suite struct HostileSkeletonRecordTests {
    // A generous limit: the full suite on a loaded machine took over a minute for `new` and two verify runs.
    @Test(.timeLimit(.minutes(10)))
    func aFIFOInTheRecordOrAsTheRecordDoesNotStallVerify() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        let package = folder.url.appendingPathComponent("Demo")
        let record = package.appendingPathComponent(".strata/generated.json")
        let text = try String(contentsOf: record, encoding: .utf8).replacingOccurrences(
            of: "\"files\": [",
            with:
                "\"files\": [{\"path\": \"Sources/DemoData/Pipe.swift\", \"sha256\": \"0\", \"template\": \"package\", "
                + "\"templateVersion\": \"1\"},")
        try Data(text.utf8).write(to: record)
        #expect(mkfifo(package.appendingPathComponent("Sources/DemoData/Pipe.swift").path, 0o644) == 0)
        let entry = CapturedRun(["verify", "--allow-unreadable"], in: package)
        #expect(entry.exitCode == .success, "\(entry.output)\(entry.errorOutput)")

        try FileManager.default.removeItem(at: record)
        #expect(mkfifo(record.path, 0o644) == 0)
        let whole = CapturedRun(["verify", "--allow-unreadable"], in: package)
        // Without a record every edge is judged: the skeleton's unused ones are warnings, not a hang.
        #expect(whole.output.contains("[unused-dependency]"), "\(whole.output)\(whole.errorOutput)")
    }
}
