import DemoData
import Foundation

/// A `DataLog` that keeps what it is given, so a test can see what the data layer recorded.
final class RecordedLog: @unchecked Sendable {
    // The log is written from whatever thread the data layer runs on; the lock is what makes it Sendable.
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] {
        lock.withLock { recorded }
    }

    var log: DataLog {
        DataLog { [self] message in lock.withLock { recorded.append(message) } }
    }
}
