import Foundation

/// Results computed from resource files, keyed by the very files they were computed from (path, text, origin and
/// location), so a hit returns exactly what computing from those files again would — whichever library they came
/// from, and however the files change between calls (a changed file is a different key). A process that scaffolds
/// or verifies often — `strata mcp`, the test suite — would otherwise parse the same templates and decode the same
/// knowledge thousands of times; within one command, scaffolding a feature asks for each template several times
/// (to list the feature's templates, to render them, to record which belong to the feature).
///
/// `Failure` is what computing can throw: `Never` for a computation that cannot fail, whose `value` is then
/// called without `try`.
public final class ContentMemo<Value: Sendable, Failure: Error>: @unchecked Sendable {
    /// Beyond this many entries the memo starts over: a long-lived server whose team edits templates all day
    /// keeps a bounded amount of memory.
    private let capacity: Int
    private let lock = NSLock()
    private var results: [Key: Result<Value, Failure>] = [:]

    /// The files a result was computed from, and the inputs beside them that change it.
    private struct Key: Hashable {
        let files: [ResourceFile]
        let detail: String
    }

    public init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The result of `compute` for `files` (and `detail`, for any other input that changes the result), computed
    /// once; a thrown error is remembered as well, since the same files fail the same way.
    public func value(
        for files: [ResourceFile], detail: String = "", compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let key = Key(files: files, detail: detail)
        if let cached = lock.withLock({ results[key] }) { return try cached.get() }
        let result: Result<Value, Failure>
        do {
            result = .success(try compute())
        } catch {
            result = .failure(error)
        }
        lock.withLock {
            if results.count >= capacity { results.removeAll(keepingCapacity: true) }
            results[key] = result
        }
        return try result.get()
    }
}
