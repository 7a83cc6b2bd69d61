import Foundation

/// Parsed template packages, keyed by the very files they were parsed from (path, text, origin and location),
/// so a hit returns exactly what parsing those files again would — whichever library they came from, and however
/// the files change between loads (a changed file is a different key). Scaffolding a feature asks for each
/// template several times (to list the feature's templates, to render them, to record which belong to the
/// feature), and a process that scaffolds often — `strata mcp`, the test suite — would otherwise parse the same
/// text thousands of times.
final class TemplatePackageCache: @unchecked Sendable {
    static let shared = TemplatePackageCache()

    /// Beyond this many packages the cache starts over: a long-lived server whose team edits templates all day
    /// keeps a bounded amount of memory.
    private let capacity = 256
    private let lock = NSLock()
    private var packages: [[ResourceFile]: Result<TemplatePackage, KnowledgeErrors>] = [:]

    func package(
        for files: [ResourceFile], parse: () throws(KnowledgeErrors) -> TemplatePackage
    ) throws(KnowledgeErrors) -> TemplatePackage {
        if let cached = lock.withLock({ packages[files] }) { return try cached.get() }
        let result: Result<TemplatePackage, KnowledgeErrors>
        do {
            result = .success(try parse())
        } catch {
            result = .failure(error)
        }
        lock.withLock {
            if packages.count >= capacity { packages.removeAll(keepingCapacity: true) }
            packages[files] = result
        }
        return try result.get()
    }
}
