import Foundation
import Testing
@testable import StrataCLI

@Suite struct GraphAndInitCommandTests {
    private static let layered = [
        "Sources/DemoDomain/Profile.swift": "import Foundation\n\npublic struct Profile: Equatable {}\n",
        "Sources/DemoPresentation/ProfileViewModel.swift":
            "import Combine\nimport DemoDomain\n\n@MainActor\npublic final class ProfileViewModel: ObservableObject {}\n",
        "Sources/DemoUI/ProfileScreen.swift": "import SwiftUI\nimport DemoPresentation\n\nstruct ProfileScreen {}\n",
        "Tests/DemoDomainTests/ProfileTests.swift": "import Testing\n@testable import DemoDomain\n",
    ]

    @Test func graphMarksOnlyViolatingEdges() throws {
        let project = try ScratchProject(Self.layered)
        let clean = CapturedRun(["graph"], in: project.url)
        #expect(clean.exitCode == .success)
        #expect(clean.output.hasPrefix("flowchart TD\n"))
        #expect(clean.output.contains("layers_ui --> layers_presentation"))
        #expect(!clean.output.contains("violation"))

        try project.write("Sources/DemoDomain/Leak.swift", "import DemoPresentation\n")
        let mermaid = CapturedRun(["graph"], in: project.url).output
        #expect(mermaid.contains("layers_domain -->|violation| layers_presentation"))
        let dot = CapturedRun(["graph", "--format", "dot"], in: project.url).output
        #expect(dot.hasPrefix("digraph strata {"))
        #expect(dot.contains("layers_domain -> layers_presentation [color=red, penwidth=2, label=\"violation\"];"))
        #expect(dot.contains("layers_data -> layers_domain [style=dashed];"), "allowed but unused edges stay visible")
    }

    @Test func adoptWritesTheInferredConfigurationOnce() throws {
        let project = try ScratchProject(Self.layered)
        let run = CapturedRun(["init", "--adopt"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.contains("Style: combine"))
        let written = try JSONSerialization.jsonObject(with: Data(try project.read("strata.json").utf8)) as? [String: Any]
        #expect(written?["schemaVersion"] as? Int == 1)
        #expect(written?["module"] as? String == "Demo")
        #expect(written?["style"] as? String == "combine")
        #expect(written?["tests"] as? [String] == ["Tests/**"])
        #expect(written?["layers"] as? [String: [String]] == [
            "domain": ["Sources/DemoDomain/**"], "presentation": ["Sources/DemoPresentation/**"], "ui": ["Sources/DemoUI/**"],
        ])
        #expect(CapturedRun(["verify"], in: project.url).exitCode == .success, "the adopted configuration is valid")

        let again = CapturedRun(["init", "--adopt"], in: project.url)
        #expect(again.exitCode == .usageError)
        #expect(again.errorOutput.contains("strata.json already exists"))
    }

    @Test func initWithoutAdoptExplainsItself() throws {
        let project = try ScratchProject(Self.layered)
        let run = CapturedRun(["init"], in: project.url)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("needs --adopt"))
        #expect(!project.exists("strata.json"))
    }
}
