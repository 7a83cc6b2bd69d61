import Foundation
import StrataCore
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// Writing commands as separate processes: two writers at once, and
/// a writer killed with SIGKILL at every step of its write. Either way the next look at the
/// package finds a consistent tree.
@Suite struct HostileProcessTests {
    /// The environment variable that makes `strata` kill itself before its Nth disk change;
    /// a test-only hook (see `WriteFaults.environmentVariable`).
    static let killVariable = "STRATA_TESTING_KILL_AT_WRITE_STEP"

    /// The observable style's recorded sample package (see `GoldenScaffoldTests`).
    static let golden = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo")

    /// A folder holding a copy of the golden package as `Demo`, removed when the caller lets go of it.
    static func copyOfGolden() throws -> TemporaryDirectory {
        try TemporaryDirectory(copyingFolder: Self.golden, as: "Demo")
    }

    /// Every recorded file exists and holds what was recorded (plus the recorded insertions),
    /// and the record is valid JSON. Returns the features it lists.
    static func expectConsistent(_ root: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let data = try Data(contentsOf: root.appendingPathComponent(GenerationRecord.path))
        let record = try JSONDecoder().decode(GenerationRecord.self, from: data)
        for file in record.files {
            let text = try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
            #expect(text != nil, "\(file.path) is recorded but missing", sourceLocation: sourceLocation)
            guard let text else { continue }
            let generated = record.withoutInsertions(text, at: file.path)
            #expect(
                SHA256.hexDigest(of: Array(generated.utf8)) == file.sha256, "\(file.path)",
                sourceLocation: sourceLocation)
        }
        for insertion in record.insertions {
            let text = (try? String(contentsOf: root.appendingPathComponent(insertion.path), encoding: .utf8)) ?? ""
            #expect(
                text.contains(insertion.text), "\(insertion.feature) not in \(insertion.path)",
                sourceLocation: sourceLocation)
        }
        return record.features
    }

    // MARK: 3. Two writers

    @Test func twoConcurrentFeatureRunsLeaveAConsistentTreeFiftyTimes() throws {
        for attempt in 0..<50 {
            let packageFolder = try Self.copyOfGolden()
            defer { withExtendedLifetime(packageFolder) {} }
            let package = packageFolder.url("Demo")
            let first = try StrataProcess.start(["feature", "Cart"], in: package)
            let second = try StrataProcess.start(["feature", "Invoice"], in: package)
            let results = [("Cart", first.wait()), ("Invoice", second.wait())]

            let features = try Self.expectConsistent(package)
            for (feature, result) in results {
                #expect(!result.wasKilled)
                if result.status == 0 {
                    #expect(features.contains(feature), "attempt \(attempt): \(feature) exited 0 but is not recorded")
                } else {
                    #expect(result.status == 2, "attempt \(attempt): \(result.errorOutput)")
                    #expect(result.errorOutput.contains("another strata command"), "\(result.errorOutput)")
                    #expect(!features.contains(feature))
                }
            }
            let leftovers = DirectorySnapshot.read(package).keys.filter {
                $0.contains(".strata-") || $0.hasSuffix("lock")
            }
            #expect(leftovers.isEmpty, "attempt \(attempt): \(leftovers)")
        }
    }

    @Test(arguments: [["feature", "Cart"], ["remove", "feature", "Profile"], ["context"], ["verify", "--fix"]])
    func aWriterFindingTheLockHeldWaitsThenFailsWithExitTwo(command: [String]) throws {
        let packageFolder = try Self.copyOfGolden()
        defer { withExtendedLifetime(packageFolder) {} }
        let package = packageFolder.url("Demo")
        let before = DirectorySnapshot.read(package)
        let lock = try ProjectLock.acquire(in: ContainedPath(root: package))
        defer { lock.release() }

        let started = Date()
        let blocked = try StrataProcess.run(command, in: package)
        #expect(blocked.status == 2, "\(blocked.errorOutput)")
        #expect(Date().timeIntervalSince(started) >= ProjectLock.defaultTimeout, "it waited before giving up")
        #expect(blocked.errorOutput.split(separator: "\n").count == 1, "\(blocked.errorOutput)")
        #expect(blocked.errorOutput.contains("another strata command is writing"), "\(blocked.errorOutput)")
        #expect(blocked.errorOutput.contains("process \(getpid())"), "\(blocked.errorOutput)")
        var after = DirectorySnapshot.read(package)
        after[ProjectLock.path] = before[ProjectLock.path]
        #expect(DirectorySnapshot.differences(after, before) == [])
    }

    // MARK: 5. Killed at every step

    @Test(arguments: [["feature", "Cart"], ["remove", "feature", "Profile"]])
    func aRunKilledAtAnyStepIsRepairedByTheNextRun(command: [String]) throws {
        let killedSteps = try Self.killAndRepair(command, atSteps: 1...500)
        #expect(killedSteps >= 20, "a feature run changes the disk in at least 20 steps")
    }

    /// `context` writes 44 files in about 100 steps; every 7th step keeps the test short and
    /// still lands in each phase (journal, folders, staging files, renames, cleanup).
    @Test func contextKilledPartWayIsRepairedByTheNextRun() throws {
        let killedSteps = try Self.killAndRepair(["context"], atSteps: stride(from: 1, through: 500, by: 7))
        #expect(killedSteps >= 10)
    }

    /// `init --adopt` on an app without `.strata/`: killed at any step, the next run (which
    /// finds the written strata.json, or writes it) leaves no `.strata/` behind, as an
    /// uninterrupted run leaves none, though the run that made the folder died holding it.
    @Test func aKilledAdoptLeavesNoStrataFolderAfterTheNextRun() throws {
        var killedSteps = 0
        for step in 1...50 {
            let folder = try TemporaryDirectory(files: [
                "App/Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\n",
                "App/Sources/App/HomeViewController.swift":
                    "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            ])
            let app = folder.url("App")
            let killed = try StrataProcess.run(["init", "--adopt"], in: app, variables: [Self.killVariable: "\(step)"])
            guard killed.wasKilled else {
                #expect(killed.status == 0, "\(killed.errorOutput)")
                break
            }
            killedSteps += 1
            let next = try StrataProcess.run(["init", "--adopt"], in: app)
            let alreadyWritten = next.errorOutput.contains("strata.json already exists")
            #expect(next.status == 0 || alreadyWritten, "step \(step): \(next.errorOutput)")
            let strataFolder = app.appendingPathComponent(".strata").path
            #expect(!FileManager.default.fileExists(atPath: strataFolder), "step \(step): \(folder.snapshot().keys)")
            #expect(try folder.read("App/strata.json").contains("\"layers\""), "step \(step)")
        }
        #expect(killedSteps >= 5, "adopt changes the disk in at least 5 steps")
    }

    /// Runs `command` killed before its Nth disk change for each N of `steps` until it is no
    /// longer killed, then again normally; the package must end as one uninterrupted run leaves
    /// it. Returns how many runs were killed.
    static func killAndRepair(_ command: [String], atSteps steps: some Sequence<Int>) throws -> Int {
        let referenceFolder = try copyOfGolden()
        defer { withExtendedLifetime(referenceFolder) {} }
        let reference = referenceFolder.url("Demo")
        #expect(try StrataProcess.run(command, in: reference).status == 0)
        let expected = DirectorySnapshot.read(reference)

        var killedSteps = 0
        for step in steps {
            let packageFolder = try copyOfGolden()
            defer { withExtendedLifetime(packageFolder) {} }
            let package = packageFolder.url("Demo")
            let killed = try StrataProcess.run(command, in: package, variables: [killVariable: "\(step)"])
            guard killed.wasKilled else {
                #expect(killed.status == 0, "\(killed.errorOutput)")
                break
            }
            #expect(killed.status == SIGKILL)
            killedSteps += 1

            let repaired = try StrataProcess.run(command, in: package)
            // A removal that was completed before the kill leaves nothing to remove again.
            let alreadyRemoved = command[0] == "remove" && repaired.errorOutput.contains("no generated feature named")
            #expect(repaired.status == 0 || alreadyRemoved, "step \(step): \(repaired.errorOutput)")
            _ = try expectConsistent(package)
            let tree = DirectorySnapshot.read(package)
            #expect(DirectorySnapshot.differences(tree, expected) == [], "step \(step)")
        }
        return killedSteps
    }
}
