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

    /// Paths are cut to the project as bytes where that is what dropping characters gives: also
    /// where a mark follows the separator, or the root is written in another normal form.
    @Test func relativePathsCutAsCharactersWould() {
        var random = SplitMix64(seed: 37)
        let pieces = ["Sources", "/", "é", "e\u{301}", "\u{301}", "A.swift", "x"]
        let roots = ["/work/app", "/", "/work/caf\u{E9}", "/work/cafe\u{301}"]
        var mismatches: [String] = []
        for _ in 0..<3_000 {
            let root = roots[Int(random.next() % 4)]
            let rest = (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % 7)] }.joined()
            let path = [root, roots[Int(random.next() % 4)]][Int(random.next() % 2)] + "/" + rest
            let discovery = SourceDiscovery(projectRoot: root, excluded: [])
            let prefix = discovery.projectRoot == "/" ? "/" : discovery.projectRoot + "/"
            let expected =
                path == discovery.projectRoot
                ? "." : path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            let cut = discovery.relativePath(of: path)
            if cut != expected || Array(cut.utf8) != Array(expected.utf8) { mismatches.append(path) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, the first: \(mismatches.first.debugDescription)")
    }

    /// A file the folder lists as regular is taken without a `stat` of its own. A FIFO named like a
    /// source file is not read (it could hold the run), and not passed by unmentioned either, as
    /// when it is named on the command line; a FIFO with another name is none of Strata's business.
    @Test func regularFilesAreFoundAndAFIFONamedLikeOneIsReported() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "Sources/A/One.swift")
        #expect(mkfifo(folder.path + "/Sources/A/Pipe.swift", 0o644) == 0)
        #expect(mkfifo(folder.path + "/Sources/A/events", 0o644) == 0)
        let result = SourceDiscovery(projectRoot: folder.path, excluded: []).discover([folder.path])
        #expect(result.files.map(\.relativePath) == ["Sources/A/One.swift"])
        #expect(result.problems == [.notRegularFile(path: "Sources/A/Pipe.swift")])
    }

    /// A glob can exclude files as well as folders, found by walking or named on the command line.
    @Test func excludedFilesAreLeftOutWhereverTheyAreFound() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "Sources/A/One.swift")
        try folder.write("", to: "Sources/A/One+Generated.swift")
        let discovery = SourceDiscovery(projectRoot: folder.path, excluded: [Glob("**/*+Generated.swift")])
        #expect(discovery.discover([folder.path]).files.map(\.relativePath) == ["Sources/A/One.swift"])
        #expect(discovery.discover([folder.path + "/Sources/A/One+Generated.swift"]).files.isEmpty)
    }

    @Test func reportsSymlinkLoopsOnceAndCarriesOn() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "Sources/A/One.swift")
        try folder.symlink("Sources/A/Loop", to: folder.path + "/Sources")
        let result = SourceDiscovery(projectRoot: folder.path, excluded: []).discover([folder.path])
        #expect(result.files.map(\.relativePath) == ["Sources/A/One.swift"])
        #expect(result.problems == [.symlinkLoop(path: "Sources/A/Loop")])
    }

    /// A hostile repository can link a "Swift file" to a secret on the CI machine, and findings print
    /// the lines they point at: links leading out of the project are reported, never read. Links
    /// inside it are followed, and a folder named on the command line is checked wherever it is.
    @Test func linksLeadingOutOfTheProjectAreSkippedAndReported() throws {
        let project = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try project.write("", to: "Sources/A/Inside.swift")
        try project.write("", to: "Sources/B/Real.swift")
        let secret = try outside.write("let key = 1\n", to: "secret.swift")
        try outside.write("", to: "Shared/Helper.swift")
        try project.symlink("Sources/A/Leak.swift", to: secret)
        try project.symlink("Sources/Shared", to: outside.path + "/Shared")
        try project.symlink("Sources/A/Alias.swift", to: project.path + "/Sources/B/Real.swift")
        try project.symlink("Sources/C", to: "../Sources/B")
        let discovery = SourceDiscovery(projectRoot: project.path, excluded: [])
        let result = discovery.discover([project.path])
        #expect(
            result.files.map(\.relativePath) == [
                "Sources/A/Alias.swift", "Sources/A/Inside.swift", "Sources/B/Real.swift", "Sources/C/Real.swift",
            ])
        #expect(
            result.problems == [.linksOutside(path: "Sources/A/Leak.swift"), .linksOutside(path: "Sources/Shared")])
        #expect(result.problems.allSatisfy { $0.skipsFile && !$0.isUsageError })
        #expect(result.problems.first?.reason.contains("name it on the command line") == true)

        let named = discovery.discover([project.path + "/Sources/Shared"])
        #expect(named.files.map(\.relativePath) == ["Sources/Shared/Helper.swift"])
        #expect(named.problems.isEmpty)
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
