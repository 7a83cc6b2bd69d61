import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The seam between a write and the disk. Every step that changes the disk is announced here
/// first; a test makes a step fail (a full disk, an I/O error) by throwing, or makes the
/// process die there. Production runs use `.none`.
public struct WriteFaults: Sendable {
    public enum Step: Sendable, Equatable {
        case createDirectory(String)
        /// A new file of `bytes` bytes (a staging file, the journal, the commit marker).
        case write(String, bytes: Int)
        case rename(String, to: String)
        case remove(String)
    }

    let beforeStep: @Sendable (Step) throws -> Void

    public init(beforeStep: @escaping @Sendable (Step) throws -> Void) {
        self.beforeStep = beforeStep
    }

    public static let none = WriteFaults { _ in }

    /// TEST-ONLY: set to N, `strata` kills itself with SIGKILL just before its Nth disk change,
    /// so the process tests can prove that a run killed anywhere is repaired by the next one.
    /// Nobody sets it by accident: the name says what it does, and it is read by the command
    /// line only.
    public static let environmentVariable = "STRATA_TESTING_KILL_AT_WRITE_STEP"

    /// `.none`, or the kill hook when `environmentVariable` holds a step number.
    public static func fromEnvironment(_ variables: [String: String]) -> WriteFaults {
        guard let text = variables[environmentVariable], let step = Int(text), step > 0 else { return .none }
        return killing(atStep: step)
    }

    /// Kills the process with SIGKILL (no cleanup, no `defer`) before the `step`th change.
    public static func killing(atStep step: Int) -> WriteFaults {
        let counter = StepCounter()
        return WriteFaults { _ in
            if counter.next() == step { kill(getpid(), SIGKILL) }
        }
    }

    /// Fails the `step`th change with `code`, as the system would.
    public static func failing(atStep step: Int, with code: Int32 = EIO) -> WriteFaults {
        let counter = StepCounter()
        return WriteFaults { _ in
            if counter.next() == step { throw SystemCallFailure(code: code) }
        }
    }

    /// Fails the `step`th change and every one after it, as a disk that stopped working does:
    /// the undo of the failed write fails too.
    public static func failing(fromStep step: Int, with code: Int32 = EIO) -> WriteFaults {
        let counter = StepCounter()
        return WriteFaults { _ in
            if counter.next() >= step { throw SystemCallFailure(code: code) }
        }
    }

    /// A disk that takes `capacity` bytes of new files, then fails with ENOSPC, as a full disk does.
    public static func disk(capacity: Int) -> WriteFaults {
        let counter = StepCounter()
        return WriteFaults { step in
            guard case .write(_, let bytes) = step else { return }
            if counter.add(bytes) > capacity { throw SystemCallFailure(code: ENOSPC) }
        }
    }

    /// Records every step in `log`, for tests that count or inspect the steps of a write.
    public static func recording(into log: StepLog) -> WriteFaults {
        WriteFaults { log.append($0) }
    }
}

/// The steps a write announced, in order.
public final class StepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [WriteFaults.Step] = []

    public init() {}

    public var steps: [WriteFaults.Step] { lock.withLock { recorded } }

    func append(_ step: WriteFaults.Step) { lock.withLock { recorded.append(step) } }
}

/// A count shared by the closures of one `WriteFaults`, which must be `Sendable`.
private final class StepCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    func next() -> Int { add(1) }

    func add(_ amount: Int) -> Int {
        lock.withLock {
            total += amount
            return total
        }
    }
}
