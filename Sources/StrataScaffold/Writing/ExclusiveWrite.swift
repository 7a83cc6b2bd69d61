import Foundation

/// What every writing command does around its work, CLI or MCP: take the project's lock, then
/// repair whatever a killed run left (from its journal), then plan and write. Planning happens
/// inside the lock too, so two runs never both plan from the same generation record.
public enum ExclusiveWrite {
    /// `report` receives a sentence when an interrupted run was repaired.
    public static func run<T>(
        in root: URL, faults: WriteFaults = .none, timeout: TimeInterval = ProjectLock.defaultTimeout,
        report: (String) -> Void = { _ in }, _ body: () throws -> T
    ) throws -> T {
        let contained = try ContainedPath(root: root)
        let lock = try ProjectLock.acquire(in: contained, timeout: timeout)
        defer { lock.release() }
        if let repaired = try JournalReplay.recover(
            on: DiskSteps(root: contained, faults: faults), lock: lock.previousStamp)
        {
            report(repaired)
        }
        return try body()
    }
}
