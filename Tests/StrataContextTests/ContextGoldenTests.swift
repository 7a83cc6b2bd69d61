import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// The whole bundle for the golden Demo package (observable style), file by file, against
/// Tests/Fixtures/Context/observable. `RECORD_SNAPSHOTS=1 swift test` rewrites the goldens and fails.
@Suite struct ContextGoldenTests {
    static let goldenRoot = repositoryRoot.appendingPathComponent("Tests/Fixtures/Context/observable")

    @Test func everyFileMatchesItsGolden() throws {
        // With the golden package's own folders, as `strata context` writes it into the package.
        let bundle = try DemoContext.renderer(style: "observable")
            .bundle(agents: ContextAgent.allCases, layerFolderExists: ContextNestingTests.demoFolderExists)
        if isRecordingSnapshots {
            try? FileManager.default.removeItem(at: Self.goldenRoot)
            _ = try ContextWriter(root: Self.goldenRoot).write(bundle)
            // Like assertSnapshot: a recording run never passes, so the new goldens get reviewed.
            Issue.record("recorded the context goldens; review the diff, then run again without RECORD_SNAPSHOTS")
        }
        let drifts = ContextWriter(root: Self.goldenRoot).check(bundle)
        for drift in drifts {
            switch drift {
            case .changed(let path, let diff): Issue.record("\(path) differs from its golden:\n\(diff)")
            case .missing(let path): Issue.record("\(path) has no golden; run RECORD_SNAPSHOTS=1 swift test")
            case .leftover(let path): Issue.record("\(path) is a golden the bundle no longer writes")
            }
        }
        let recorded = try Self.files(under: Self.goldenRoot)
        #expect(recorded == bundle.files.map(\.path).sorted())
    }

    @Test(
        .enabled(
            if: ExternalTools.shouldRun(whenAvailable: ExternalTools.pythonCanImport("yaml")), "no Python with PyYAML"))
    func goldenFrontMatterParsesAsEachAgentExpects() throws {
        let outcome = try PythonScript(fixture: "Context/check_front_matter.py").run([Self.goldenRoot.path])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains(" 0 problems"), "\(outcome.output)")
    }

    static func files(under root: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return []
        }
        var paths: [String] = []
        for case let url as URL in walker
        where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return paths.sorted()
    }
}
