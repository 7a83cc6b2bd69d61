import Foundation
import StrataTestSupport
import SwiftScanner
import Testing

/// Tuist's `Project.swift`, read by the same evaluator as Package.swift, never run: targets with
/// their product, source globs and dependencies.
@Suite struct TuistManifestReaderTests {
    @Test func readsTargetsProductsSourcesAndDependencies() throws {
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/Tuist/Project.swift"),
            encoding: .utf8)
        let project = try TuistManifestReader.readProject(text).get()
        #expect(project.name == "TuistApp")
        #expect(project.targets.map(\.name) == ["App", "Domain", "DomainTests"])
        #expect(project.targets.map(\.product) == ["app", "framework", "unitTests"])
        #expect(
            project.targets.map(\.sources) == [["App/Sources/**"], ["Domain/Sources/**/*.swift"], ["Domain/Tests/**"]])
        #expect(project.targets[2].excludedSources == ["Domain/Tests/Fixtures/**"])
        #expect(
            project.targets[0].dependencies == [
                .target(name: "Domain"), .project(target: "Analytics", path: "../Analytics"),
                .package(product: "Kingfisher"), .sdk(name: "StoreKit"),
            ])
        #expect(project.targets[1].dependencies == [.external(name: "RxSwift")])
    }

    @Test func aProjectItCannotReadSaysWhereItStopped() {
        let result = TuistManifestReader.readProject(
            "import ProjectDescription\nlet project = Project(\n    name: \"A\",\n    targets: makeTargets()\n)\n")
        guard case .failure(let failure) = result else {
            Issue.record("read \(result)")
            return
        }
        #expect(failure.line == 4)
        #expect(
            TuistManifestReader.readProject("import ProjectDescription\n")
                == .failure(.noTopLevelCall(name: "Project")),
            "a file with no Project(…) is not a Tuist project")
    }

    @Test func readsAWorkspacesProjects() throws {
        let projects = try TuistManifestReader.readWorkspace(
            "import ProjectDescription\n\nlet workspace = Workspace(name: \"W\", projects: [\"App\", \"Modules/*\"])\n"
        ).get()
        #expect(projects == ["App", "Modules/*"])
    }
}
