import Foundation
import StrataTestSupport
import Testing

@testable import StrataContext

@Suite struct ContextWriterTests {
    let folder: TemporaryDirectory
    var root: URL { folder.url }

    init() throws {
        folder = try TemporaryDirectory()
    }

    func bundle(_ texts: [String: String]) throws -> ContextBundle {
        try ContextBundle(
            files: texts.map { GeneratedFile(path: $0.key, text: Self.provenance + $0.value, agent: nil, budget: nil) },
            agents: [.agents, .cursor])
    }

    static let provenance = "<!-- \(ContextBundle.provenanceMarker) -->\n"

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func writesOnlyWhatChangedAndChecksCleanAfterwards() throws {
        let writer = ContextWriter(root: root)
        let first = try bundle(["AGENTS.md": "one\n", ".cursor/rules/domain.mdc": "d\n"])
        #expect(try writer.write(first) == [.created(".cursor/rules/domain.mdc"), .created("AGENTS.md")])
        #expect(try writer.write(first) == [.unchanged(".cursor/rules/domain.mdc"), .unchanged("AGENTS.md")])
        #expect(writer.check(first).isEmpty)
        let second = try bundle(["AGENTS.md": "two\n", ".cursor/rules/domain.mdc": "d\n"])
        #expect(try writer.write(second) == [.unchanged(".cursor/rules/domain.mdc"), .updated("AGENTS.md")])
        #expect(try read("AGENTS.md") == Self.provenance + "two\n")
    }

    @Test func checkReportsMissingChangedAndLeftoverFilesWithAShortDiff() throws {
        let writer = ContextWriter(root: root)
        let old = try bundle([
            "AGENTS.md": "keep\nold line\n", ".cursor/rules/legacy.mdc": "x\n",
        ])
        _ = try writer.write(old)
        // It names the marker further down, which does not make it Strata's.
        let team = "hand-written rule\n\nUnlike the files \(ContextBundle.provenanceMarker), this one is ours.\n"
        try team.write(
            to: root.appendingPathComponent(".cursor/rules/team.mdc"), atomically: true, encoding: .utf8)
        let new = try bundle(["AGENTS.md": "keep\nnew line\n", ".cursor/rules/domain.mdc": "d\n"])
        let drifts = writer.check(new)
        #expect(drifts.map(\.path) == [".cursor/rules/domain.mdc", "AGENTS.md", ".cursor/rules/legacy.mdc"])
        #expect(drifts[0] == .missing(path: ".cursor/rules/domain.mdc"))
        guard case .changed(_, let diff) = drifts[1] else {
            Issue.record("expected a changed file, got \(drifts[1])")
            return
        }
        #expect(diff.contains("-old line\n+new line"))
        #expect(drifts[2] == .leftover(path: ".cursor/rules/legacy.mdc"))

        #expect(try writer.write(new).contains(.removed(".cursor/rules/legacy.mdc")))
        #expect(writer.check(new).isEmpty)
        #expect(try read(".cursor/rules/team.mdc") == team)
    }

    @Test func shortDiffIsCappedForCILogs() {
        let committed = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let generated = (1...40).map { "row \($0)" }.joined(separator: "\n")
        let diff = ContextWriter.shortDiff(committed: committed, generated: generated, path: "A.md", maxLines: 12)
        let lines = diff.split(separator: "\n")
        #expect(lines.count == 13)
        #expect(lines.first == "--- A.md (committed)")
        #expect(lines.last?.hasPrefix("… ") == true)
    }
}
