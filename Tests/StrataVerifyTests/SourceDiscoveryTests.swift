import Foundation
import Testing
@testable import StrataVerify

@Suite struct SourceDiscoveryTests {
    @Test func findsSwiftFilesSortedAndSkipsBuildHiddenAndExcluded() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/B/Two.swift", "")
        try folder.write("Sources/A/One.swift", "")
        try folder.write("Sources/A/Notes.md", "")
        try folder.write(".build/checkouts/X.swift", "")
        try folder.write(".git/Y.swift", "")
        try folder.write("Sources/Generated/Z.swift", "")
        let discovery = SourceDiscovery(projectRoot: folder.path, excluded: [Glob("Sources/Generated")])
        let result = discovery.discover([folder.path])
        #expect(result.files.map(\.relativePath) == ["Sources/A/One.swift", "Sources/B/Two.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test func reportsSymlinkLoopsOnceAndCarriesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/A/One.swift", "")
        try folder.symlink("Sources/A/Loop", to: folder.path + "/Sources")
        let result = SourceDiscovery(projectRoot: folder.path, excluded: []).discover([folder.path])
        #expect(result.files.map(\.relativePath) == ["Sources/A/One.swift"])
        #expect(result.problems == [.symlinkLoop(path: "Sources/A/Loop")])
    }

    @Test func missingPathsAreUsageErrorsAndOtherPathsStillRun() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("One.swift", "")
        let result = SourceDiscovery(projectRoot: folder.path, excluded: []).discover([folder.path + "/Nope", file, file])
        #expect(result.files.map(\.relativePath) == ["One.swift"])
        #expect(result.problems == [.missingPath(path: "Nope")])
        #expect(result.problems.allSatisfy { $0.isUsageError })
    }

    @Test func normalizesDotSegments() {
        #expect(SourceDiscovery.normalized("/a/./b/../c/") == "/a/c")
        #expect(SourceDiscovery.normalized("/") == "/")
    }
}
