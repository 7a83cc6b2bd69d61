import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

@Suite struct ScanCommandTests {
    private let source = """
        import Foundation
        #if DEBUG
        import OSLog
        #endif

        @MainActor
        final class CounterViewModel: ObservableObject {
            @Published private(set) var scale: CGFloat = 1
            init(load: any LoadCountUseCase) {}
        }

        """

    @Test func outlineShowsImportsTypesPropertiesAndConditions() throws {
        let folder = try TemporaryDirectory()
        try folder.write(source, to: "Counter.swift")
        let run = CapturedRun(["scan", "Counter.swift"], in: folder.url)
        #expect(run.exitCode == .success)
        #expect(run.output.contains("imports: Foundation, OSLog  #if DEBUG"))
        #expect(run.output.contains("@MainActor final class CounterViewModel: ObservableObject  [6-10]"))
        #expect(run.output.contains("@Published private(set) var scale: CGFloat = 1  [8]"))
        #expect(run.output.contains("init(load: any LoadCountUseCase)  [9]"))
    }

    @Test func jsonIsVersionedAndReadsManifests() throws {
        let folder = try TemporaryDirectory()
        try folder.write(source, to: "Sources/Counter.swift")
        try folder.write(
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\")])\n",
            to: "Package.swift")
        let run = CapturedRun(["scan", ".", "--json"], in: folder.url)
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(object?["schemaVersion"] as? Int == 1)
        let files = try #require(object?["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String } == ["Package.swift", "Sources/Counter.swift"])
        let manifest = try #require(files[0]["manifest"] as? [String: Any])
        #expect((manifest["targets"] as? [[String: Any]])?.first?["name"] as? String == "Core")
        #expect(files[1]["tokens"] == nil)
        #expect(CapturedRun(["scan", ".", "--json"], in: folder.url).output == run.output)
    }

    @Test func missingPathIsOneLine() throws {
        let folder = try TemporaryDirectory()
        let run = CapturedRun(["scan", "nowhere.swift"], in: folder.url)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput == "error: nowhere.swift: no such file or folder; check the path on the command line\n")
    }
}
