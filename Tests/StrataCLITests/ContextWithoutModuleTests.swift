import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// An app adopted without a common module prefix (one target, or an Xcode app) has a strata.json with no
/// `module`: its layers are folders of one module, and the bundle describes them by those folders.
@Suite struct ContextWithoutModuleTests {
    @Test func anAdoptedOneTargetPackageGetsABundleNamingItsLayersByFolder() throws {
        let folder = try TemporaryDirectory()
        let app = folder.url("Notes")
        let files = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Notes", targets: [.executableTarget(name: "Notes")])
            """,
            "Sources/Notes/Views/NoteListView.swift":
                "import SwiftUI\nstruct NoteListView: View { var body: some View { Text(\"x\") } }\n",
            "Sources/Notes/ViewModels/NoteListViewModel.swift": "import Foundation\nfinal class NoteListViewModel {}\n",
            "Sources/Notes/Models/Note.swift": "struct Note { let id: Int }\n",
        ]
        for (path, text) in files {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let adopt = CapturedRun(["init", "--adopt"], in: app)
        #expect(adopt.exitCode == .success, "\(adopt.errorOutput)")
        let configuration = try String(contentsOf: app.appendingPathComponent("strata.json"), encoding: .utf8)
        #expect(!configuration.contains("\"module\""), "adopt found a module prefix; the case is not exercised")

        let context = CapturedRun(["context", "--agents", "all"], in: app)
        #expect(context.exitCode == .success, "\(context.errorOutput)")
        let agents = try String(contentsOf: app.appendingPathComponent("AGENTS.md"), encoding: .utf8)
        #expect(agents.contains("# Notes: instructions for coding agents"))
        #expect(agents.contains("### Domain (`Sources/Notes/Models/**`)"), "\(agents)")
        // No module is named that the app lacks: neither the knowledge's example module nor an empty one.
        for absent in ["DemoDomain", "`Domain`", "(``)", "| `` |", "NotesDomain"] {
            #expect(!agents.contains(absent), "AGENTS.md names \(absent)")
        }
        // `strata feature` refuses a project without a module: no file sends the agent to it.
        let refused = CapturedRun(["feature", "Note"], in: app)
        #expect(refused.exitCode != .success)
        #expect(!agents.contains("`strata feature"), "AGENTS.md sends the agent to a command that refuses")
        #expect(agents.contains("Add a feature by hand"))
        let skill = app.appendingPathComponent(".claude/skills/strata-scaffold-feature/SKILL.md")
        #expect(!FileManager.default.fileExists(atPath: skill.path), "a skill scaffolds with a command that refuses")
        #expect(CapturedRun(["context", "--check"], in: app).exitCode == .success)
    }
}
