import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// `strata migrate` end to end on the legacy fixtures (Tests/Fixtures/Migration), their `↓`
/// markers removed: one listed construct per marker, JSON for tooling, one-line errors for bad
/// sources, and not a byte of the project changed.
@Suite struct MigrateCommandTests {
    private static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/Migration")

    /// A project holding one source's fixtures, and how many constructs they mark.
    private func legacyProject(_ source: String, strataJSON: String? = nil) throws -> (ScratchProject, markers: Int) {
        let project = try ScratchProject()
        var markers = 0
        let folder = Self.fixtures.appendingPathComponent(source)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".marked") {
            let marked = MarkedText(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            markers += marked.places.count
            try project.write("Sources/Legacy/" + name.dropLast(".marked".count), marked.text)
        }
        if let strataJSON { try project.write("strata.json", strataJSON) }
        return (project, markers)
    }

    private func json(_ run: CapturedRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    private func constructs(_ object: [String: Any]) -> [[String: Any]] {
        (object["files"] as? [[String: Any]] ?? []).flatMap { $0["constructs"] as? [[String: Any]] ?? [] }
    }

    private func contents(of project: ScratchProject) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: project.url.path)?.allObjects as? [String] ?? [] {
            result[path] = FileManager.default.contents(atPath: project.url.appendingPathComponent(path).path)
        }
        return result
    }

    /// `ownAPI` counts the marked constructs the target style spells the same way itself (the store style's
    /// `.cancel(id:)`, `.run { }` and `send(_:)`), which are not listed.
    @Test(arguments: [
        ("rxswift", "observable", "rxswift-to-async", 0), ("rxswift", "combine", "rxswift-to-combine", 0),
        ("tca", "store", "tca-to-mvvm", 4), ("observableobject", "observable", "observableobject-to-observable", 0),
    ])
    func listsOneConstructPerMarkerAndChangesNothing(source: String, style: String, map: String, ownAPI: Int) throws {
        let (project, markers) = try legacyProject(
            source, strataJSON: "{\"schemaVersion\": 1, \"style\": \"\(style)\"}\n")
        let before = try contents(of: project)
        let run = CapturedRun(["migrate", "--from", source, "--json"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        let object = try json(run)
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["style"] as? String == style)
        let listed = constructs(object)
        #expect(listed.count == markers - ownAPI)
        #expect(listed.allSatisfy { $0["map"] as? String == map && !($0["replacement"] as? String ?? "").isEmpty })
        #expect(try contents(of: project) == before)
    }

    @Test func textNamesEachPositionItsReplacementAndWhereToReadMore() throws {
        let (project, markers) = try legacyProject("tca")
        let run = CapturedRun(["migrate", "Sources", "--from", "tca"], in: project.url)
        #expect(run.exitCode == .success)
        let lines = run.output.split(separator: "\n")
        #expect(lines.filter { $0.contains("  →  ") }.count == markers)
        #expect(lines.contains { $0.hasPrefix("Sources/Legacy/ProfileView.swift  6 constructs on 6 of 22 lines") })
        #expect(lines.contains { $0.contains("Store<State, Action>  →  ") && $0.hasSuffix("[viewmodel-no-tca]") })
        #expect(run.output.contains("\(markers) legacy constructs in 5 of 6 files to move to the observable style."))
        #expect(run.output.contains("strata rules explain viewmodel-no-tca"))
    }

    @Test func withoutFromTheProjectsDeclaredSourcesAreScanned() throws {
        let (project, markers) = try legacyProject(
            "rxswift", strataJSON: "{\"schemaVersion\": 1, \"style\": \"combine\", \"migratingFrom\": [\"rxswift\"]}\n")
        let object = try json(CapturedRun(["migrate", "--json"], in: project.url))
        #expect(object["sources"] as? [String] == ["rxswift"])
        #expect(constructs(object).count == markers)
    }

    @Test func withNothingDeclaredEverySourceTowardTheStyleIsScanned() throws {
        let (project, _) = try legacyProject(
            "observableobject", strataJSON: "{\"schemaVersion\": 1, \"style\": \"combine\"}\n")
        let object = try json(CapturedRun(["migrate", "--json"], in: project.url))
        #expect((object["sources"] as? [String])?.contains("observableobject") == false)
        #expect((object["sources"] as? [String])?.contains("rxswift") == true)
        #expect(constructs(object).isEmpty)
    }

    @Test func cleanCodeSaysSo() throws {
        let project = try ScratchProject(["Sources/App/Greeting.swift": "struct Greeting {\n    let text = \"Hi\"\n}\n"]
        )
        let run = CapturedRun(["migrate", "--from", "rxswift"], in: project.url)
        #expect(run.exitCode == .success)
        #expect(run.output.hasPrefix("✓ No rxswift constructs in 1 file"))
    }

    @Test(arguments: [
        (["migrate", "--from", "rxjava"], "unknown migration source 'rxjava'"),
        (["migrate", "--from", "observableobject"], "the combine style has no migration from observableobject"),
        (["migrate", "Empty"], "no Swift file to check in Empty"),
    ])
    func badInputIsOneLineAndExitTwo(arguments: [String], message: String) throws {
        let project = try ScratchProject([
            "strata.json": "{\"schemaVersion\": 1, \"style\": \"combine\"}\n", "Empty/README.md": "x\n",
        ])
        let run = CapturedRun(arguments, in: project.url)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
    }

    @Test func aMisspelledDeclaredSourceIsPointedAt() throws {
        let (project, _) = try legacyProject(
            "tca", strataJSON: "{\n  \"schemaVersion\": 1,\n  \"migratingFrom\": [\"tac\"]\n}\n")
        let run = CapturedRun(["migrate"], in: project.url)
        #expect(run.exitCode == .usageError)
        #expect(
            run.errorOutput
                == "error: strata.json:3:21: unknown migration source 'tac' in migratingFrom; did you mean 'tca'?\n")
    }
}
