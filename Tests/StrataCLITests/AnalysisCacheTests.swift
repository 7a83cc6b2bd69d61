import Foundation
import StrataCore
import StrataKnowledge
import StrataVerify
import Testing

@testable import StrataCLI

/// `verify` keeps each file's analysis in `.build/strata/analysis-cache` and takes unchanged files
/// from it. The cache must never change a report: every format is compared with a cold run
/// (`--no-cache`), after edits, renames and deletions, and after the cache is damaged.
@Suite struct AnalysisCacheTests {
    private static let cachePath = ".build/strata/analysis-cache"
    private static let projectCachePath = ".build/strata/project-cache"
    /// A package, so the folder is a project root, where a cache may be kept.
    private static let manifest =
        "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Demo\",\n"
        + "    targets: [\n        .target(name: \"DemoDomain\"),\n"
        + "        .target(name: \"DemoUI\", dependencies: [\"DemoDomain\"]),\n"
        + "        .testTarget(name: \"DemoDomainTests\", dependencies: [\"DemoDomain\"]),\n    ]\n)\n"
    private static let greenTint = "import SwiftUI\n\nstruct Tint {\n    let color = Color.green\n}\n"

    /// Findings of file rules and project rules (a use case no test covers), a test file, a
    /// suppression (never cached) and a file tests name.
    private func project() throws -> ScratchProject {
        try ScratchProject([
            "Package.swift": Self.manifest,
            "Sources/DemoDomain/Badge.swift":
                "import UIKit\n\npublic struct Badge: Equatable {\n    public let title: String\n}\n",
            "Sources/DemoUI/Tint.swift": "import SwiftUI\n\nstruct Tint {\n    let color = Color.red\n}\n",
            "Sources/DemoUI/Quiet.swift":
                "import SwiftUI\n\nstruct Quiet {\n    // strata:disable:next theme-tokens\n    let color = Color.blue\n}\n",
            "Sources/DemoDomain/Profile.swift": "import Foundation\n\npublic struct Profile: Equatable {}\n",
            "Sources/DemoDomain/LoadProfileUseCase.swift":
                "public protocol LoadProfileUseCase {\n    func callAsFunction() async throws -> Profile\n}\n\n"
                + "public struct DefaultLoadProfileUseCase: LoadProfileUseCase {\n    public init() {}\n"
                + "    public func callAsFunction() async throws -> Profile { Profile() }\n}\n",
            "Sources/DemoDomain/SaveProfileUseCase.swift":
                "public protocol SaveProfileUseCase {\n    func callAsFunction(_ profile: Profile) async throws\n}\n",
            "Tests/DemoDomainTests/LoadProfileUseCaseTests.swift":
                "import Testing\n@testable import DemoDomain\n\n@Suite struct LoadProfileUseCaseTests {\n"
                + "    @Test func loads() async throws {\n        _ = try await DefaultLoadProfileUseCase()()\n    }\n}\n",
        ])
    }

    private func reports(in project: ScratchProject, cache: Bool, paths: [String] = []) -> [String] {
        ReportFormat.allCases.map { format in
            let run = CapturedRun(
                ["verify", "--format", format.rawValue] + (cache ? [] : ["--no-cache"]) + paths, in: project.url)
            return "exit \(run.exitCode)\n" + run.output + run.errorOutput
        }
    }

    /// Runs cold, then twice with the cache, and expects the same bytes in every format; then the
    /// same of a run that checks one folder against the rest of the project.
    private func expectWarmEqualsCold(_ project: ScratchProject, _ note: String) {
        for paths in [[], ["Sources/DemoUI"]] {
            let cold = reports(in: project, cache: false, paths: paths)
            let writing = reports(in: project, cache: true, paths: paths)
            let warm = reports(in: project, cache: true, paths: paths)
            for (format, (expected, (first, second))) in zip(ReportFormat.allCases, zip(cold, zip(writing, warm))) {
                #expect(first == expected, "\(note), \(paths), \(format), run that wrote the cache")
                #expect(second == expected, "\(note), \(paths), \(format), warm run")
            }
        }
    }

    @Test func warmReportsAreByteIdenticalToColdInEveryFormatThroughEditsRenamesAndDeletions() throws {
        let project = try project()
        expectWarmEqualsCold(project, "first run")
        #expect(project.exists(Self.cachePath))
        try project.write("Sources/DemoUI/Tint.swift", Self.greenTint)
        expectWarmEqualsCold(project, "after an edit")
        try FileManager.default.moveItem(
            at: project.url.appendingPathComponent("Sources/DemoDomain/Badge.swift"),
            to: project.url.appendingPathComponent("Sources/DemoUI/Badge.swift"))
        expectWarmEqualsCold(project, "after a rename into another layer")
        try FileManager.default.removeItem(
            at: project.url.appendingPathComponent("Tests/DemoDomainTests/LoadProfileUseCaseTests.swift"))
        expectWarmEqualsCold(project, "after deleting the only test")
    }

    @Test func theCacheIgnoresItselfInGitAndADeletedCacheIsRebuilt() throws {
        let project = try project()
        let cold = reports(in: project, cache: false)
        _ = reports(in: project, cache: true)
        #expect(try project.read(".build/strata/.gitignore").split(separator: "\n").contains("*"))
        try FileManager.default.removeItem(at: project.url.appendingPathComponent(".build"))
        #expect(reports(in: project, cache: true) == cold)
        #expect(project.exists(Self.cachePath))
    }

    @Test func noCacheNeitherReadsNorWritesIt() throws {
        let project = try project()
        _ = CapturedRun(["verify", "--no-cache"], in: project.url)
        #expect(!project.exists(".build"))
    }

    /// A folder that is no project (no strata.json, `.strata/`, Package.swift or Xcode project)
    /// gets no cache: `verify` pointed at a folder of downloads, or at `/`, writes nothing there.
    @Test func aFolderThatIsNoProjectGetsNoCacheAndAProjectOfAnyKindGetsOne() throws {
        let folder = try ScratchProject(["Loose/Tint.swift": "import SwiftUI\n\nstruct Tint {}\n"])
        _ = CapturedRun(["verify", "."], in: folder.url)
        #expect(!folder.exists(".build"))
        for marker in ["Package.swift", "strata.json", "App.xcodeproj/project.pbxproj"] {
            let project = try ScratchProject([
                "Loose/Tint.swift": "import SwiftUI\n\nstruct Tint {}\n",
                marker: marker == "strata.json" ? #"{"schemaVersion": 1}"# : "",
            ])
            _ = CapturedRun(["verify", "."], in: project.url)
            #expect(project.exists(Self.cachePath), "\(marker)")
        }
    }

    /// A whole-project run and a run over part of it keep their passes' reports apart, so
    /// alternating between them reuses each one's.
    @Test func wholeProjectAndPartialRunsKeepTheirProjectReportsApart() throws {
        let project = try project()
        let loaded = try StrataProject(root: project.url, library: .shipped)
        let engine = VerifyEngine(knowledge: loaded.knowledge)
        let whole = VerifyRequest(
            projectRoot: project.url.path, paths: [project.url.path], workingDirectory: project.url.path,
            cache: loaded.analysisCacheSettings)
        var partial = whole
        partial.paths = [project.url.appendingPathComponent("Sources/DemoUI").path]
        _ = try engine.run(whole)
        _ = try engine.run(partial)
        #expect(try engine.run(whole).projectPassesFromCache)
        #expect(try engine.run(partial).projectPassesFromCache)
    }

    /// Runs at once each write a whole cache under a name of their own and rename it into place:
    /// every report is the cold one, and so is the next run's from whichever cache was left.
    @Test func runsAtOnceEachGetTheColdReportAndLeaveAWholeCache() throws {
        let project = try project()
        let cold = CapturedRun(["verify", "--no-cache", "--format", "json"], in: project.url).output
        let url = project.url
        let outputs = LockedOutputs()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            outputs.append(CapturedRun(["verify", "--format", "json"], in: url).output)
        }
        #expect(outputs.all == Array(repeating: cold, count: 4))
        try project.write("Sources/DemoUI/Tint.swift", Self.greenTint)
        let coldAfterEdit = CapturedRun(["verify", "--no-cache", "--format", "json"], in: project.url).output
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            outputs.append(CapturedRun(["verify", "--format", "json"], in: url).output)
        }
        #expect(outputs.all.suffix(4) == Array(repeating: coldAfterEdit, count: 4))
        #expect(CapturedRun(["verify", "--format", "json"], in: project.url).output == coldAfterEdit)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: project.url.appendingPathComponent(".build/strata").path)
        #expect(leftovers.sorted() == [".gitignore", "analysis-cache", "project-cache"], "no temporary file is left")
    }

    private final class LockedOutputs: @unchecked Sendable {
        private let lock = NSLock()
        private var outputs: [String] = []
        func append(_ output: String) { lock.withLock { outputs.append(output) } }
        var all: [String] { lock.withLock { outputs } }
    }

    /// Each way a cache can be wrong, done to the files' analyses or to the project passes' reports:
    /// the report is the cold one every time.
    @Test(arguments: Damage.allCases, [Self.cachePath, Self.projectCachePath])
    func aDamagedCacheNeverChangesTheReport(damage: Damage, damaged: String) throws {
        let project = try project()
        // Past the window in which an entry is checked by its content anyway, so entries are
        // trusted on their status alone.
        Thread.sleep(forTimeInterval: 2.5)
        _ = CapturedRun(["verify"], in: project.url)
        let cache = project.url.appendingPathComponent(damaged)
        var bytes = [UInt8](try Data(contentsOf: cache))
        try #require(bytes.count > 64)
        switch damage {
        case .truncated:
            bytes.removeLast(bytes.count / 2)
        case .garbage:
            // Bytes that still decode: a finding's text and an excerpt, or a path, changed in place.
            for word in ["Color", "Sources"].map({ Array($0.utf8) }) {
                for index in 0..<(bytes.count - word.count) where Array(bytes[index..<index + word.count]) == word {
                    bytes[index + 3] = UInt8(ascii: "x")
                }
            }
        case .wrongVersion:
            bytes[8] &+= 1
        case .contentChangedWithSizeAndTimeKept:
            // Only the change time, which no one can set back, tells the file changed.
            let badge = project.url.appendingPathComponent("Sources/DemoDomain/Badge.swift").path
            var before = stat()
            try #require(stat(badge, &before) == 0)
            let text = try project.read("Sources/DemoDomain/Badge.swift")
            try project.write("Sources/DemoDomain/Badge.swift", text.replacingOccurrences(of: "UIKit", with: "Cocoa"))
            var times = [Self.accessed(before), Self.modified(before)]
            try #require(utimensat(AT_FDCWD, badge, &times, 0) == 0)
            var after = stat()
            try #require(stat(badge, &after) == 0)
            #expect(after.st_size == before.st_size && after.st_ino == before.st_ino)
            #expect(
                Self.modified(after).tv_sec == Self.modified(before).tv_sec
                    && Self.modified(after).tv_nsec == Self.modified(before).tv_nsec)
        case .otherConfiguration:
            try project.write("strata.json", #"{"schemaVersion": 1, "rules": {"theme-tokens": "error"}}"#)
        }
        if damage.rewritesCache { try Data(bytes).write(to: cache) }
        let cold = reports(in: project, cache: false)
        #expect(reports(in: project, cache: true) == cold, "\(damage)")
        #expect(reports(in: project, cache: true) == cold, "\(damage), rebuilt")
    }

    #if canImport(Darwin)
    private static func modified(_ info: stat) -> timespec { info.st_mtimespec }
    private static func accessed(_ info: stat) -> timespec { info.st_atimespec }
    #else
    private static func modified(_ info: stat) -> timespec { info.st_mtim }
    private static func accessed(_ info: stat) -> timespec { info.st_atim }
    #endif

    enum Damage: CaseIterable, Sendable {
        case truncated, garbage, wrongVersion, contentChangedWithSizeAndTimeKept, otherConfiguration

        var rewritesCache: Bool {
            switch self {
            case .truncated, .garbage, .wrongVersion: true
            case .contentChangedWithSizeAndTimeKept, .otherConfiguration: false
            }
        }
    }

    /// The cache is used: a warm run takes every cacheable file from it, and a damaged cache none.
    @Test func aWarmRunTakesUnchangedFilesFromTheCacheAndADamagedOneNone() throws {
        let project = try project()
        let loaded = try StrataProject(root: project.url, library: .shipped)
        let request = VerifyRequest(
            projectRoot: project.url.path, paths: [project.url.path], workingDirectory: project.url.path,
            cache: loaded.analysisCacheSettings)
        let engine = VerifyEngine(knowledge: loaded.knowledge)
        let cold = try engine.run(request)
        #expect(cold.filesFromCache == 0)
        #expect(!cold.projectPassesFromCache)
        let warm = try engine.run(request)
        // Quiet.swift holds a suppression, which is never cached.
        #expect(warm.filesFromCache == cold.report.filesChecked - 1)
        #expect(warm.projectPassesFromCache)
        #expect(warm.report.findings == cold.report.findings)
        let cacheURL = project.url.appendingPathComponent(Self.cachePath)
        let beforeEdit = try Data(contentsOf: cacheURL)
        try project.write("Sources/DemoUI/Tint.swift", Self.greenTint)
        let edited = try engine.run(request)
        #expect(edited.filesFromCache == cold.report.filesChecked - 2)
        #expect(!edited.projectPassesFromCache)
        // One edited file is analysed again by the next run rather than the whole cache rewritten.
        #expect(try Data(contentsOf: cacheURL) == beforeEdit)
        var coldRequest = request
        coldRequest.cache = nil
        let again = try engine.run(request)
        #expect(again.filesFromCache == cold.report.filesChecked - 2)
        #expect(again.report.findings == (try engine.run(coldRequest)).report.findings)
        #expect(again.report.findings != cold.report.findings, "the edit changed the findings")
        try Data("not a cache".utf8).write(to: project.url.appendingPathComponent(Self.cachePath))
        let damaged = try engine.run(request)
        #expect(damaged.filesFromCache == 0)
        // Every file's content is as the passes last read it.
        #expect(damaged.projectPassesFromCache)
        try Data("not a cache".utf8).write(to: project.url.appendingPathComponent(Self.projectCachePath))
        #expect(try !engine.run(request).projectPassesFromCache)
    }
}
