import Foundation

#if canImport(os)
import os
#endif

/// Where the data layer reports what it turns into a feature's error or leaves out of a list, so a 500 or a record
/// the server got wrong is in the device's log and not only in an alert that says less.
///
/// `DataLog.system` writes through `os.Logger` where it exists (Console, `log stream`) and to standard error where it
/// does not (Linux). Tests and apps with their own logging pass a `DataLog` of their own through the composition root.
/// Messages name statuses, types and counts, never a record's contents.
public struct DataLog: Sendable {
    private let write: @Sendable (String) -> Void

    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    public static let system: DataLog = {
        #if canImport(os)
        let logger = Logger(subsystem: "DemoData", category: "data")
        return DataLog { message in logger.error("\(message, privacy: .public)") }
        #else
        return DataLog { message in FileHandle.standardError.write(Data("DemoData: \(message)\n".utf8)) }
        #endif
    }()

    public func record(_ message: String) {
        write(message)
    }

    /// The values that could be read, each failure recorded and left out, so one bad record costs that record and
    /// not the list. Throws the first failure when there were values and none could be read: an empty list would
    /// tell the user nothing is stored.
    func keepingReadable<Value>(_ results: [Result<Value, any Error>], of what: String) throws -> [Value] {
        var values: [Value] = []
        var failures: [any Error] = []
        for result in results {
            switch result {
            case .success(let value): values.append(value)
            case .failure(let error): failures.append(error)
            }
        }
        guard let first = failures.first else { return values }
        record("left out \(failures.count) of \(results.count) \(what): \(first)")
        if values.isEmpty { throw first }
        return values
    }
}
