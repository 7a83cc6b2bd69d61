import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

@testable import StrataScaffold

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A feature's write under faults injected through `WriteFaults`:
/// an I/O error at any step, a disk that fills up at any write, a disk that stops working
/// part-way (so even the undo fails). Every time the tree ends as it was before or as the
/// finished write, at once or after the next run's repair, and the error is one line naming
/// the file and the cause. The process tests kill `strata` at every step through the same seam.
@Suite struct HostileFaultTests {
    /// The Demo package with Profile, and the plan that adds Settings to it.
    struct Fixture {
        let demo: DemoWalkthrough
        let plan: ScaffoldPlan
        /// Every step the plan's write announces, in order, when nothing fails.
        let steps: [WriteFaults.Step]
        let before: [String: String]
        let after: [String: String]

        init() throws {
            demo = try DemoWalkthrough(style: .observable, features: [DemoWalkthrough.features[0]])
            plan = try demo.featureOutcome(DemoWalkthrough.features[1]).plan
            before = Self.tree(demo.packageRoot)
            let reference = try Self.copy(of: demo.packageRoot)
            let log = StepLog()
            try PlanWriter.apply(plan.moved(to: reference.url("Demo")), faults: .recording(into: log))
            steps = log.steps
            after = Self.tree(reference.url("Demo"))
        }

        /// A fresh copy of the package before the write, as `Demo` in its own folder.
        static func copy(of root: URL) throws -> TemporaryDirectory {
            try TemporaryDirectory(copyingFolder: root, as: "Demo")
        }

        func freshCopy() throws -> TemporaryDirectory { try Self.copy(of: demo.packageRoot) }

        /// Every file, folder and link with its content and permissions: a leftover staging
        /// file, an emptied folder or a lost mode all show as a difference.
        static func tree(_ root: URL) -> [String: String] {
            var entries: [String: String] = [:]
            let walker = FileManager.default.enumerator(atPath: root.path)
            while let relative = walker?.nextObject() as? String {
                let path = root.appendingPathComponent(relative).path
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let mode = String(status.st_mode & 0o7777, radix: 8)
                switch status.st_mode & S_IFMT {
                case S_IFDIR: entries[relative] = "folder \(mode)"
                case S_IFREG:
                    entries[relative] = "file \(mode) " + ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "?")
                default: entries[relative] = "other"
                }
            }
            return entries
        }

        static func differences(_ a: [String: String], _ b: [String: String]) -> [String] {
            Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
        }

        /// The error `body` throws, or nil when it succeeds.
        static func failure(_ body: () throws(ScaffoldError) -> Void) -> ScaffoldError? {
            do {
                try body()
                return nil
            } catch {
                return error
            }
        }

        /// What the next writing command does first: repair from the journal, under the lock.
        static func repair(_ root: URL) throws {
            try ExclusiveWrite.run(in: root) {}
        }
    }

    @Test func anIOErrorAtAnyStepLeavesTheTreeAsItWasOrFinishedAfterTheNextRun() throws {
        let fixture = try Fixture()
        #expect(fixture.steps.count >= 20, "a feature's write is made of many steps")
        for step in 1...fixture.steps.count {
            let copy = try fixture.freshCopy()
            defer { withExtendedLifetime(copy) {} }
            let root = copy.url("Demo")
            do {
                let notes = try PlanWriter.apply(
                    fixture.plan.moved(to: root), faults: .failing(atStep: step, with: EIO))
                // Only the cleanup after the commit can fail without failing the write.
                #expect(notes.count == 1, "step \(step): \(fixture.steps[step - 1])")
                try Fixture.repair(root)
                #expect(Fixture.differences(Fixture.tree(root), fixture.after) == [], "step \(step)")
            } catch let error as ScaffoldError {
                #expect(error.description.hasSuffix("nothing was changed"), "step \(step): \(error)")
                #expect(!error.description.contains("\n"))
                #expect(Fixture.differences(Fixture.tree(root), fixture.before) == [], "step \(step)")
            }
        }
    }

    @Test func aDiskThatFillsUpAtAnyWriteLeavesTheTreeAsItWas() throws {
        let fixture = try Fixture()
        var written = 0
        var capacities: [Int] = []
        for case .write(_, let bytes) in fixture.steps {
            // One byte short of what this write needs: it is the one that fails.
            capacities.append(written + bytes - 1)
            written += bytes
        }
        #expect(capacities.count >= 10)
        for capacity in capacities where capacity >= 0 {
            let copy = try fixture.freshCopy()
            defer { withExtendedLifetime(copy) {} }
            let root = copy.url("Demo")
            let error = Fixture.failure { () throws(ScaffoldError) in
                try PlanWriter.apply(fixture.plan.moved(to: root), faults: .disk(capacity: capacity))
            }
            #expect(error?.description.hasPrefix("could not write ") == true, "\(String(describing: error))")
            #expect(
                error?.description.hasSuffix(": the disk is full; nothing was changed") == true,
                "\(String(describing: error))")
            #expect(Fixture.differences(Fixture.tree(root), fixture.before) == [], "capacity \(capacity)")
        }
        let copy = try fixture.freshCopy()
        defer { withExtendedLifetime(copy) {} }
        let root = copy.url("Demo")
        try PlanWriter.apply(fixture.plan.moved(to: root), faults: .disk(capacity: written))
        #expect(Fixture.differences(Fixture.tree(root), fixture.after) == [])
    }

    /// From step N on every call fails (a disk gone read-only): the undo cannot finish either,
    /// so the error lists what remains, and the next run puts the tree back.
    @Test func aDiskThatStopsWorkingPartWaySaysWhatRemainsAndTheNextRunRepairsIt() throws {
        let fixture = try Fixture()
        var sawRemains = false
        for step in 1...fixture.steps.count {
            let copy = try fixture.freshCopy()
            defer { withExtendedLifetime(copy) {} }
            let root = copy.url("Demo")
            let broken = WriteFaults.failing(fromStep: step, with: EROFS)
            var expected = fixture.before
            do {
                // Under the lock, as every command writes: the journal it leaves names that lock.
                _ = try ExclusiveWrite.run(in: root) {
                    try PlanWriter.apply(fixture.plan.moved(to: root), faults: broken)
                }
                expected = fixture.after
            } catch let error as ScaffoldError {
                #expect(!error.description.contains("\n"))
                #expect(error.description.contains("the file system is read-only"), "step \(step): \(error)")
                if error.description.contains("these remain") {
                    sawRemains = true
                    #expect(error.description.contains(" is still "), "the leftovers are named: \(error)")
                } else {
                    #expect(Fixture.differences(Fixture.tree(root), fixture.before) == [], "step \(step): \(error)")
                }
            }
            try Fixture.repair(root)
            #expect(Fixture.differences(Fixture.tree(root), expected) == [], "step \(step)")
        }
        #expect(sawRemains)
    }

    @Test func aPermissionErrorNamesTheFileAndTheCause() throws {
        let fixture = try Fixture()
        let copy = try fixture.freshCopy()
        defer { withExtendedLifetime(copy) {} }
        let root = copy.url("Demo")
        // The first staging file of a feature file: step 1 is .strata's journal.
        let stagingStep = try #require(
            fixture.steps.firstIndex {
                if case .write(let path, _) = $0 { return path.hasPrefix("Sources/") } else { return false }
            })
        let error = Fixture.failure { () throws(ScaffoldError) in
            try PlanWriter.apply(fixture.plan.moved(to: root), faults: .failing(atStep: stagingStep + 1, with: EACCES))
        }
        #expect(error?.description.hasPrefix("could not write Sources/") == true, "\(String(describing: error))")
        #expect(
            error?.description.hasSuffix(": permission denied; nothing was changed") == true,
            "\(String(describing: error))")
        #expect(error?.description.contains(".staging") == false, "the target is named, not its staging file")
        #expect(Fixture.differences(Fixture.tree(root), fixture.before) == [])
    }
}

extension ScaffoldPlan {
    /// The same changes for a copy of the package.
    fileprivate func moved(to root: URL) -> ScaffoldPlan { ScaffoldPlan(packageRoot: root.path, changes: changes) }
}
