import Foundation
import StrataCore
import StrataTestSupport
import Testing

/// The one read-side answer to "does this path lie inside that folder?": symbolic links and `..`
/// resolved on both sides, then compared by path components.
@Suite struct PathContainmentTests {
    private let folder: TemporaryDirectory
    private let root: String

    init() throws {
        folder = try TemporaryDirectory(files: ["root/a.txt": "a", "root/sub/b.txt": "b", "rootstock/c.txt": "c"])
        root = folder.url.appendingPathComponent("root").path
    }

    @Test func aFileBelowTheRootIsInsideRelativeToTheRootsRealPath() {
        #expect(PathContainment.relativePath(of: root + "/sub/b.txt", inside: root) == "sub/b.txt")
        #expect(PathContainment.relativePath(of: root + "/./sub/../a.txt", inside: root) == "a.txt")
    }

    @Test func theRootItselfIsInsideWithAnEmptyRelativePath() {
        #expect(PathContainment.relativePath(of: root, inside: root) == "")
        #expect(PathContainment.relativePath(of: root + "/", inside: root + "/.") == "")
    }

    @Test func aSiblingWhoseNameStartsWithTheRootsIsOutside() {
        let sibling = folder.url.appendingPathComponent("rootstock/c.txt").path
        #expect(PathContainment.relativePath(of: sibling, inside: root) == nil)
        #expect(PathContainment.relativePath(ofResolved: "/a/bc", insideResolved: "/a/b") == nil)
        #expect(PathContainment.relativePath(ofResolved: "/a/b/c", insideResolved: "/a/b") == "c")
        #expect(PathContainment.relativePath(ofResolved: "/a/b", insideResolved: "/") == "a/b")
    }

    @Test func climbingOutWithDotDotIsOutside() {
        #expect(PathContainment.relativePath(of: root + "/../rootstock/c.txt", inside: root) == nil)
        #expect(PathContainment.relativePath(of: root + "/sub/../../root/a.txt", inside: root) == "a.txt")
    }

    @Test func aLinkLeadingOutIsOutsideAndOneStayingInIsInside() throws {
        try folder.symlink("root/out", to: folder.url.appendingPathComponent("rootstock").path)
        try folder.symlink("root/in", to: "sub")
        #expect(PathContainment.relativePath(of: root + "/out/c.txt", inside: root) == nil)
        #expect(PathContainment.relativePath(of: root + "/in/b.txt", inside: root) == "sub/b.txt")
        // `..` after a link climbs from where the link leads, as the file system does.
        #expect(PathContainment.relativePath(of: root + "/out/../root/a.txt", inside: root) == "a.txt")
    }

    @Test func aRootReachedThroughALinkIsResolvedToo() throws {
        try folder.symlink("alias", to: "root")
        let alias = folder.url.appendingPathComponent("alias").path
        #expect(PathContainment.relativePath(of: root + "/a.txt", inside: alias) == "a.txt")
        #expect(PathContainment.relativePath(of: alias + "/sub/b.txt", inside: root) == "sub/b.txt")
    }

    @Test func aLeafNotYetWrittenIsPlacedByTheFolderThatWillHoldIt() throws {
        try folder.symlink("root/out", to: folder.url.appendingPathComponent("rootstock").path)
        #expect(
            PathContainment.relativePath(of: root + "/new/deeper/file.swift", inside: root) == "new/deeper/file.swift")
        #expect(PathContainment.relativePath(of: root + "/out/new.swift", inside: root) == nil)
    }

    @Test func aLinkThatLeadsNowhereIsNeverInside() throws {
        try folder.symlink("root/dangling", to: "/nonexistent-\(UUID().uuidString)/x")
        #expect(PathContainment.relativePath(of: root + "/dangling", inside: root) == nil)
        #expect(PathContainment.relativePath(of: root + "/dangling/file", inside: root) == nil)
    }
}
