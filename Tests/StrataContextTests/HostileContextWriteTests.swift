import Foundation
import StrataContextTestSupport
import StrataScaffold
import StrataTestSupport
import Testing

@testable import StrataContext

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `strata context` on a full disk: it once wrote 12 of 44 files. Now the
/// bundle is written all-or-nothing: a disk that fills up at any one of its writes leaves the
/// folder exactly as it was, and the error names the file and the cause.
@Suite struct HostileContextWriteTests {
    let folder: TemporaryDirectory
    var root: URL { folder.url }

    init() throws {
        folder = try TemporaryDirectory()
    }

    static func tree(_ root: URL) -> [String: String] {
        var entries: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            let url = root.appendingPathComponent(relative)
            entries[relative] = (try? String(contentsOf: url, encoding: .utf8)) ?? "<folder>"
        }
        return entries
    }

    /// Every agent's files for the observable Demo.
    static func bundle() throws -> ContextBundle {
        try DemoContext.renderer(style: "observable").bundle(agents: ContextAgent.selection(from: "all"))
    }

    /// An empty folder, or one holding an older version of every file of `bundle`.
    static func prepare(_ folder: URL, start: String, for bundle: ContextBundle) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard start == "older bundle" else { return }
        let older = try ContextBundle(
            files: bundle.files.map { file in
                // A shared MCP configuration is the team's JSON file, which Strata adds its server to.
                let older =
                    file.sharedEntry == nil
                    ? "<!-- \(ContextBundle.provenanceMarker) earlier -->\nolder\n" : #"{"older": true}"# + "\n"
                return GeneratedFile(path: file.path, text: older, agent: nil, budget: nil)
            },
            agents: bundle.agents)
        _ = try ContextWriter(root: folder).write(older)
    }

    /// The bytes of each new file (staging files, journal, marker) writing `bundle` over `start` creates.
    static func writes(of bundle: ContextBundle, over start: String) throws -> [Int] {
        let folder = try TemporaryDirectory()
        try prepare(folder.url, start: start, for: bundle)
        let log = StepLog()
        _ = try ContextWriter(root: folder.url).write(bundle, faults: .recording(into: log))
        return log.steps.compactMap { step -> Int? in
            if case .write(_, let bytes) = step { return bytes } else { return nil }
        }
    }

    @Test(arguments: ["empty folder", "older bundle"])
    func aDiskThatFillsUpAtAnyWriteLeavesTheFolderAsItWas(start: String) throws {
        let bundle = try Self.bundle()
        let writes = try Self.writes(of: bundle, over: start)
        #expect(writes.count > bundle.files.count, "a staging file per context file, plus the journal")
        try Self.prepare(root, start: start, for: bundle)
        let before = Self.tree(root)

        var written = 0
        for bytes in writes {
            let capacity = written + bytes - 1
            written += bytes
            do {
                _ = try ContextWriter(root: root).write(bundle, faults: .disk(capacity: capacity))
                Issue.record("capacity \(capacity): the write should have failed")
            } catch {
                let message = String(describing: error)
                #expect(message.hasSuffix(": the disk is full; nothing was changed"), "\(message)")
                #expect(!message.contains("\n"))
            }
            #expect(Self.tree(root) == before, "capacity \(capacity)")
        }
        _ = try ContextWriter(root: root).write(bundle, faults: .disk(capacity: written))
        #expect(ContextWriter(root: root).check(bundle).isEmpty)
    }
}
