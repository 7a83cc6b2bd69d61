import Foundation
import StrataCore
import StrataTestSupport
import Testing

@testable import StrataVerify

@Suite struct SourceDiscoveryTests {
    @Test func findsSwiftFilesSortedAndSkipsBuildHiddenAndExcluded() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "Sources/B/Two.swift")
        try folder.write("", to: "Sources/A/One.swift")
        try folder.write("", to: "Sources/A/Notes.md")
        try folder.write("", to: ".build/checkouts/X.swift")
        try folder.write("", to: ".git/Y.swift")
        try folder.write("", to: "Sources/Generated/Z.swift")
        let discovery = SourceDiscovery(projectRoot: folder.path, excluded: [Glob("Sources/Generated")])
        let result = discovery.discover([folder.path])
        #expect(result.files.map(\.relativePath) == ["Sources/A/One.swift", "Sources/B/Two.swift"])
        #expect(result.problems.isEmpty)
    }

    @Test func reportsSymlinkLoopsOnceAndCarriesOn() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "Sources/A/One.swift")
        try folder.symlink("Sources/A/Loop", to: folder.path + "/Sources")
        let result = SourceDiscovery(projectRoot: folder.path, excluded: []).discover([folder.path])
        #expect(result.files.map(\.relativePath) == ["Sources/A/One.swift"])
        #expect(result.problems == [.symlinkLoop(path: "Sources/A/Loop")])
    }

    @Test func missingPathsAreUsageErrorsAndOtherPathsStillRun() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("", to: "One.swift")
        let result = SourceDiscovery(projectRoot: folder.path, excluded: []).discover([
            folder.path + "/Nope", file, file,
        ])
        #expect(result.files.map(\.relativePath) == ["One.swift"])
        #expect(result.problems == [.missingPath(path: "Nope")])
        #expect(result.problems.allSatisfy { $0.isUsageError })
    }

    @Test func normalizesDotSegments() {
        #expect(SourceDiscovery.normalized("/a/./b/../c/") == "/a/c")
        #expect(SourceDiscovery.normalized("/") == "/")
    }
}
