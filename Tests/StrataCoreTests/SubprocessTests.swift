import Foundation
import StrataCore
import Testing

/// A tool run through `Subprocess` leaves nothing in the temporary directory: SwiftPM, for one,
/// leaves empty `TemporaryDirectory.*` folders there after every build.
struct SubprocessTests {
    @Test func aFolderTheToolLeavesInItsTemporaryDirectoryIsRemoved() throws {
        let run = try Subprocess.run(["sh", "-c", "mktemp -d \"${TMPDIR:-/tmp}/TemporaryDirectory.XXXXXX\""])
        #expect(run.status == 0, "\(run.output)")
        let left = URL(fileURLWithPath: run.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(left.lastPathComponent.hasPrefix("TemporaryDirectory."))
        #expect(!FileManager.default.fileExists(atPath: left.path), "\(left.path) was left behind")
        #expect(!FileManager.default.fileExists(atPath: left.deletingLastPathComponent().path))
        #expect(
            left.deletingLastPathComponent().standardizedFileURL
                != FileManager.default.temporaryDirectory.standardizedFileURL)
    }

    @Test func theToolKeepsTheRestOfTheEnvironment() throws {
        let run = try Subprocess.run(["sh", "-c", "printf %s \"$PATH\""])
        #expect(run.output == ProcessInfo.processInfo.environment["PATH"])
    }
}
