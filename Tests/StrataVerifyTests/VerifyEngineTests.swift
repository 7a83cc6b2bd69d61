import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

@Suite struct VerifyEngineTests {
    private func run(
        _ folder: TemporaryDirectory, configuration: ProjectConfiguration? = nil, baseline: Baseline? = nil,
        paths: [String]? = nil
    ) throws -> VerifyResult {
        let request = VerifyRequest(
            projectRoot: folder.path, paths: paths ?? [folder.path], workingDirectory: folder.path,
            configuration: configuration, baseline: baseline)
        return try VerifyEngine(knowledge: TestKnowledge.shared).run(request)
    }

    private let uikitInDomain = "import UIKit\n\npublic struct Badge: Equatable {\n    public let title: String\n}\n"

    @Test func suppressionsHideFindingsAndUnusedOnesAreReported() throws {
        let folder = try TemporaryDirectory()
        let marked = MarkedText(
            """
            // strata:disable:next domain-purity -- legacy badge, goes with the UIKit screens
            import UIKit
            ↓// strata:disable:next domain-purity
            public struct Badge: Equatable {
                ↓// strata:disable:next domain-purty
                public let title: String
            }
            ↓// strata:enable theme-tokens
            ↓// strata:disabel domain-purity
            """)
        try folder.write(marked.text, to: "Sources/DemoDomain/Badge.swift")
        let findings = try run(folder).report.findings
        #expect(findings.allSatisfy { $0.ruleID == UnusedSuppressions.id && $0.severity == .warning })
        #expect(findings.map { "\($0.line):\($0.column)" } == marked.positions.map(\.description))
        #expect(
            findings.map(\.message) == [
                "Suppression comment hides no finding of 'domain-purity'; remove it",
                "Suppression comment names unknown rule 'domain-purty'; did you mean 'domain-purity'?",
                "Suppression comment re-enables 'theme-tokens', which is not disabled above it",
                "Suppression comment has unknown command 'disabel'; use disable, enable, disable:next or disable:file",
            ])
    }

    @Test func fileLevelSuppressionAndSwitchedOffRules() throws {
        let folder = try TemporaryDirectory()
        try folder.write("// strata:disable:file domain-purity\n" + uikitInDomain, to: "Sources/DemoDomain/Badge.swift")
        try folder.write(uikitInDomain, to: "Sources/DemoDomain/Other.swift")
        let findings = try run(folder).report.findings
        #expect(findings.map(\.file) == ["Sources/DemoDomain/Other.swift"])
        let off = try run(folder, configuration: ProjectConfiguration(ruleSettings: ["domain-purity": .off])).report
        #expect(off.findings.isEmpty, "a suppression of a switched-off rule is not reported as unused")
        let warning = try run(folder, configuration: ProjectConfiguration(ruleSettings: ["domain-purity": .warning]))
            .report
        #expect(warning.findings.map(\.severity) == [.warning])
    }

    @Test func badInputIsReportedOncePerFileAndTheRestStillRuns() throws {
        let folder = try TemporaryDirectory()
        try folder.write(Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]), to: "Sources/DemoDomain/Latin1.swift")
        try folder.write(Data([0x00, 0x01, 0x02]), to: "Sources/DemoDomain/Binary.swift")
        let unreadable = try folder.write("import UIKit\n", to: "Sources/DemoDomain/Locked.swift")
        chmod(unreadable, 0)
        defer { chmod(unreadable, 0o644) }
        try folder.write(uikitInDomain, to: "Sources/DemoDomain/Badge.swift")
        // Permissions do not stop root, so the locked file only counts as unreadable for others.
        let lockedIsReadable = access(unreadable, R_OK) == 0
        let report = try run(folder).report
        let withFindings =
            ["Sources/DemoDomain/Badge.swift"] + (lockedIsReadable ? ["Sources/DemoDomain/Locked.swift"] : [])
        #expect(report.findings.map(\.file) == withFindings)
        #expect(report.filesChecked == withFindings.count + 1, "the file with NUL bytes is checked too")
        let problems = report.problems.map(\.description)
        #expect(problems.count == (lockedIsReadable ? 2 : 3))
        #expect(problems.contains { $0.hasPrefix("Sources/DemoDomain/Latin1.swift: skipped, not UTF-8") })
        #expect(problems.contains { $0.hasPrefix("Sources/DemoDomain/Binary.swift:1:1: checked, but holds NUL bytes") })
        if !lockedIsReadable {
            #expect(problems.contains { $0.hasPrefix("Sources/DemoDomain/Locked.swift: skipped, cannot be read") })
        }
    }

    @Test func emptyScopeFailsLoudly() throws {
        let folder = try TemporaryDirectory()
        try folder.write("# Not Swift\n", to: "README.md")
        #expect(throws: VerifyError.noSwiftFiles(paths: ["."])) { try run(folder) }
        #expect(throws: VerifyError.noSwiftFiles(paths: ["Nope"])) { try run(folder, paths: [folder.path + "/Nope"]) }
    }

    @Test func layerGlobMatchingNothingIsAConfigurationError() throws {
        let folder = try TemporaryDirectory()
        try folder.write(uikitInDomain, to: "Sources/Core/Badge.swift")
        let configuration = ProjectConfiguration(layers: [
            ("domain", ["Sources/Core/**"]), ("data", ["Sources/Stroage/**"]),
        ])
        #expect(throws: VerifyError.self) { try run(folder, configuration: configuration) }
        let good = ProjectConfiguration(layers: [("domain", ["Sources/Core/**"])])
        #expect(try run(folder, configuration: good).report.findings.map(\.ruleID) == ["domain-purity"])
    }

    @Test func baselineReportsOnlyNewFindingsAndStaleEntries() throws {
        let folder = try TemporaryDirectory()
        try folder.write(uikitInDomain, to: "Sources/DemoDomain/Badge.swift")
        try folder.write("import Combine\n", to: "Sources/DemoDomain/Fixed.swift")
        let first = try run(folder)
        let baseline = Baseline(findings: first.allFindings)
        #expect(baseline.entries.count == 2)

        try folder.write("// moved down a line\n" + uikitInDomain, to: "Sources/DemoDomain/Badge.swift")
        try folder.write("import Foundation\n", to: "Sources/DemoDomain/Fixed.swift")
        try folder.write("import SwiftUI\n", to: "Sources/DemoDomain/New.swift")
        let second = try run(folder, baseline: baseline).report
        #expect(second.findings.map(\.file) == ["Sources/DemoDomain/New.swift"])
        #expect(second.staleBaselineEntries.map(\.file) == ["Sources/DemoDomain/Fixed.swift"])
    }

    @Test func excludedPathsAndExtraForbiddenImportsFromConfiguration() throws {
        let folder = try TemporaryDirectory()
        try folder.write(uikitInDomain, to: "Sources/DemoDomain/Generated/Badge.swift")
        try folder.write("import Alamofire\n", to: "Sources/DemoData/Client.swift")
        let plain = try run(folder).report.findings
        #expect(plain.map(\.ruleID) == ["domain-purity"])
        let configured = ProjectConfiguration(
            exclude: ["Sources/DemoDomain/Generated"], forbiddenImports: ["data": ["Alamofire"]])
        let findings = try run(folder, configuration: configured).report.findings
        #expect(findings.map(\.ruleID) == ["layer-dependency"])
        #expect(
            findings.map(\.message) == [
                "data must not depend on 'Alamofire'; allowed: domain, shared, and frameworks except SwiftUI, UIKit, AppKit, Alamofire"
            ])
    }

    /// The store style's effects are cancelled with `.cancel(id:)`, spelled as in the Composable Architecture: in a
    /// store-style project that call is the project's own API, while other styles are still told what replaces it.
    /// (A file mid-migration still importing the framework, since without the import nothing in it can be TCA's.)
    @Test func theStoreStylesOwnCancelByIDIsNotComposableArchitecture() throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            "import ComposableArchitecture\n\nfunc stopLoading() -> StoreEffect<ProfileAction> {\n    .cancel(id: CancelID.load)\n}\n",
            to: "Sources/DemoPresentation/Profile/ProfileFeature.swift")
        let store = try run(folder, configuration: ProjectConfiguration(style: "store")).report.findings
        #expect(store.map(\.line) == [1], "only the import")
        let observable = try run(folder, configuration: ProjectConfiguration(style: "observable")).report.findings
        #expect(observable.map(\.ruleID) == ["viewmodel-no-tca", "viewmodel-no-tca"])
        #expect(observable.map(\.line) == [1, 4])
    }

    @Test func outputOrderIsDeterministic() throws {
        let folder = try TemporaryDirectory()
        for name in ["C", "A", "B"] {
            try folder.write("import UIKit\nimport Combine\n", to: "Sources/DemoDomain/\(name).swift")
        }
        let findings = try run(folder).report.findings
        #expect(
            findings.map { "\($0.file):\($0.line)" } == [
                "Sources/DemoDomain/A.swift:1", "Sources/DemoDomain/A.swift:2", "Sources/DemoDomain/B.swift:1",
                "Sources/DemoDomain/B.swift:2", "Sources/DemoDomain/C.swift:1", "Sources/DemoDomain/C.swift:2",
            ])
    }
}

/// Checking part of a project (a folder, a target, the files a build-tool plugin passes) reports
/// only on those files, but judges them against the whole project: a use case tested under
/// Tests/ is covered even when Tests/ is not among the checked paths.
@Suite struct PartialRunTests {
    private let useCase = """
        public protocol LoadProfileUseCase: Sendable { func execute() async throws -> Profile }

        public struct DefaultLoadProfileUseCase: LoadProfileUseCase {
            public init() {}
            public func execute() async throws -> Profile { Profile() }
        }
        """
    private let untestedUseCase = """
        public protocol SaveProfileUseCase: Sendable { func execute() async throws }

        public struct DefaultSaveProfileUseCase: SaveProfileUseCase {
            public init() {}
            public func execute() async throws {}
        }
        """
    private let test = """
        import Testing
        @testable import DemoDomain

        struct LoadProfileUseCaseTests {
            @Test func loads() async throws { _ = try await DefaultLoadProfileUseCase().execute() }
        }
        """
    private let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Demo",
            targets: [
                .target(name: "DemoDomain"),
                .target(name: "DemoData", dependencies: ["DemoDomain"]),
                .target(name: "DemoPresentation", dependencies: ["DemoDomain", "DemoData"]),
            ]
        )
        """

    private func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(manifest, to: "Package.swift")
        try folder.write(
            "public struct Profile: Equatable, Sendable { public init() {} }\n", to: "Sources/DemoDomain/Profile.swift")
        try folder.write(useCase, to: "Sources/DemoDomain/LoadProfileUseCase.swift")
        try folder.write(untestedUseCase, to: "Sources/DemoDomain/SaveProfileUseCase.swift")
        try folder.write(test, to: "Tests/DemoDomainTests/LoadProfileUseCaseTests.swift")
        return folder
    }

    private func findings(_ folder: TemporaryDirectory, checking paths: [String]) throws -> [String] {
        let request = VerifyRequest(
            projectRoot: folder.path, paths: paths.map { folder.path + "/" + $0 }, workingDirectory: folder.path)
        return try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings.map {
            "\($0.ruleID) \($0.file)"
        }
    }

    @Test func projectRulesSeeTheWholeProjectButReportOnlyOnCheckedFiles() throws {
        let folder = try project()
        #expect(try findings(folder, checking: ["Sources/DemoDomain/LoadProfileUseCase.swift"]) == [])
        #expect(
            try findings(folder, checking: ["Sources/DemoDomain"]) == [
                "test-coverage Sources/DemoDomain/SaveProfileUseCase.swift"
            ])
        #expect(
            try findings(folder, checking: ["."]) == [
                "layer-dependency Package.swift", "test-coverage Sources/DemoDomain/SaveProfileUseCase.swift",
            ])
    }

    @Test func unsavedTextIsCheckedInsteadOfTheDiskAgainstTheRestOfTheProject() throws {
        let folder = try project()
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path,
            unsavedFiles: [
                // Replaces a clean file on disk with a leak; the tested use case stays covered.
                "Sources/DemoDomain/LoadProfileUseCase.swift": "import UIKit\n" + useCase,
                // A file that does not exist yet.
                "Sources/DemoDomain/New/Badge.swift": "import SwiftUI\n",
            ])
        let report = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report
        #expect(
            report.findings.map { "\($0.ruleID) \($0.file):\($0.line)" } == [
                "domain-purity Sources/DemoDomain/LoadProfileUseCase.swift:1",
                "domain-purity Sources/DemoDomain/New/Badge.swift:1",
            ])
        #expect(report.filesChecked == 2)
        #expect(
            try String(contentsOfFile: folder.path + "/Sources/DemoDomain/LoadProfileUseCase.swift", encoding: .utf8)
                == useCase)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Sources/DemoDomain/New"), "nothing is written")
    }
}
