import Foundation
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// `.strata/lock`: one writer at a time per package; a second one waits
/// briefly, then fails naming the holder; the lock file never leads outside the package.
@Suite struct HostileLockTests {
    @Test func aSecondWriterWaitsThenFailsNamingTheHolder() throws {
        let folder = try TemporaryDirectory()
        let root = try ContainedPath(root: folder.url)
        let first = try ProjectLock.acquire(in: root)
        let started = Date()
        #expect(throws: ScaffoldError.locked(root: root.root, holder: Int(getpid()))) {
            try ProjectLock.acquire(in: root, timeout: 0.3)
        }
        #expect(Date().timeIntervalSince(started) >= 0.3, "it waited before giving up")
        first.release()
        let second = try ProjectLock.acquire(in: root, timeout: 0)
        second.release()
        #expect(folder.snapshot().isEmpty, "the lock and the .strata folder it created are gone")
    }

    @Test func aWaitingWriterGetsTheLockWhenTheHolderFinishes() throws {
        let folder = try TemporaryDirectory()
        let root = try ContainedPath(root: folder.url)
        let first = try ProjectLock.acquire(in: root)
        let releaser = Thread {
            usleep(200_000)
            first.release()
        }
        releaser.start()
        let second = try ProjectLock.acquire(in: root, timeout: 5)
        second.release()
    }

    @Test(arguments: [".strata/lock", ".strata"])
    func theLockNeverFollowsALinkOutOfThePackage(linked: String) throws {
        let folder = try TemporaryDirectory()
        let package = folder.url.appendingPathComponent("Package")
        let outside = folder.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent(".strata"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try folder.write("keep me\n", to: "outside/lock")
        let link = package.appendingPathComponent(linked)
        if linked == ".strata" { try FileManager.default.removeItem(at: link) }
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: linked == ".strata" ? outside : outside.appendingPathComponent("lock"))
        let before = folder.snapshot()

        #expect(throws: ScaffoldError.self) {
            try ProjectLock.acquire(in: try ContainedPath(root: package), timeout: 0)
        }
        #expect(folder.snapshot() == before)
        #expect(try folder.read("outside/lock") == "keep me\n")
    }

    /// A hard link at `.strata/lock` names another file of the machine (a token, a config): Strata
    /// must not truncate it or write its process id into it; the run stops and says what to remove.
    @Test func aHardLinkAtTheLockIsNeitherTruncatedNorWritten() throws {
        let folder = try TemporaryDirectory()
        let package = folder.url.appendingPathComponent("Package")
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent(".strata"), withIntermediateDirectories: true)
        try folder.write("secret token\n", to: "outside/token")
        #expect(
            link(
                folder.url.appendingPathComponent("outside/token").path,
                package.appendingPathComponent(".strata/lock").path) == 0)

        #expect(throws: ScaffoldError.self) {
            try ProjectLock.acquire(in: try ContainedPath(root: package), timeout: 0)
        }
        #expect(try folder.read("outside/token") == "secret token\n")
        do {
            _ = try ProjectLock.acquire(in: try ContainedPath(root: package), timeout: 0)
        } catch {
            #expect("\(error)".contains(".strata/lock"), "\(error)")
            #expect("\(error)".contains("remove"), "says what to do: \(error)")
        }
    }

    /// A run killed holding the lock leaves its lock file behind; the next run takes over the
    /// duty to remove the `.strata/` folder the killed run made, and only that folder.
    @Test(arguments: [true, false])
    func theNextRunRemovesTheFolderAKilledRunMade(killedRunMadeTheFolder: Bool) throws {
        let killedRun = try TemporaryDirectory()
        if !killedRunMadeTheFolder { _ = try killedRun.write("{}\n", to: ".strata/rules.json") }
        let held = try ProjectLock.acquire(in: try ContainedPath(root: killedRun.url))
        let leftLockFile = try killedRun.read(ProjectLock.path)
        held.release()

        let folder = try TemporaryDirectory()
        _ = try folder.write(leftLockFile, to: ProjectLock.path)
        let next = try ProjectLock.acquire(in: try ContainedPath(root: folder.url), timeout: 0)
        next.release()
        #expect(FileManager.default.fileExists(atPath: folder.url(".strata").path) == !killedRunMadeTheFolder)
    }

    /// Killed between creating the lock file and writing it: an empty lock file, in a folder
    /// nothing else was put in.
    @Test func aKillWhileTakingTheLockLeavesNoFolderAfterTheNextRun() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("", to: ProjectLock.path)
        let next = try ProjectLock.acquire(in: try ContainedPath(root: folder.url), timeout: 0)
        next.release()
        #expect(folder.snapshot().isEmpty, "\(folder.snapshot().keys)")
    }
}
