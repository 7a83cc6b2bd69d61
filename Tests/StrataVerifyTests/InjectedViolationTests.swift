import Foundation
import StrataTestSupport
import Testing

@testable import StrataVerify

/// The clean scaffolded package with one violation injected per rule: the verifier must find
/// exactly that violation — right rule, file, line and column — and nothing else.
@Suite struct InjectedViolationTests {
    /// How a violation gets into the package: a new file, or a change to an existing one.
    /// `↓` marks where the finding must point.
    enum Injection {
        case newFile(path: String, code: String)
        /// Inserts `code` after the first line containing `anchor`.
        case insert(path: String, after: String, code: String)
        /// Removes the first line equal to `line` (trimmed) and marks `name` on the line that followed it.
        case removeLine(path: String, line: String, markBefore: String)
        /// Replaces the first occurrence of `text` with `replacement`.
        case replace(path: String, text: String, replacement: String)
    }

    static let viewModel = "Sources/DemoPresentation/Profile/ProfileViewModel.swift"
    static let storeState = "Sources/DemoPresentation/Profile/ProfileState.swift"
    static let storeFeature = "Sources/DemoPresentation/Profile/ProfileFeature.swift"

    /// The store style has no view model: the same mistakes go into its state class, its feature
    /// (which holds the use cases) and a screen holding its store.
    static let storeInjections: [String: Injection] = [
        "viewmodel-injects-use-cases": .insert(
            path: storeFeature, after: "struct ProfileFeature",
            code: "    private let cache: (any ↓ProfileRepository)? = nil\n"),
        "viewmodel-no-animation-state": .insert(
            path: storeState, after: "class ProfileState", code: "    public var ↓cardScale: Double = 1\n"),
        "viewmodel-style": .removeLine(path: storeState, line: "@MainActor", markBefore: "ProfileState"),
        "view-owns-viewmodel": .newFile(
            path: "Sources/DemoUI/Profile/ProfileDetailScreen.swift",
            code: "import DemoPresentation\n\nstruct ProfileDetailScreen {\n    let ↓store: ProfileStore\n}\n"),
    ]

    static func injections(style: String) -> [String: Injection] {
        switch style {
        case "store": injections.merging(storeInjections) { _, store in store }
        case "combine": injections.merging(combineInjections) { _, combine in combine }
        default: injections
        }
    }

    /// A view model conforming to the main-actor `ScreenWorkOwner` is main-actor isolated without its own
    /// `@MainActor`, as Swift infers; what a combine view model cannot lose unnoticed is `ObservableObject`.
    static let combineInjections: [String: Injection] = [
        "viewmodel-style": .replace(
            path: viewModel, text: "public final class ProfileViewModel: ObservableObject, ScreenWorkOwner",
            replacement: "public final class ↓ProfileViewModel: ScreenWorkOwner")
    ]

    static let injections: [String: Injection] = [
        "layer-dependency": .newFile(
            path: "Sources/DemoPresentation/Profile/ProfileFormatting.swift",
            code: "import Foundation\nimport ↓DemoUI\n\nenum ProfileFormatting {}\n"),
        "domain-purity": .newFile(
            path: "Sources/DemoDomain/Profile/ProfileBadge.swift",
            code: "import ↓SwiftUI\n\npublic struct ProfileBadge: Equatable {\n    public let title: String\n}\n"),
        "viewmodel-injects-use-cases": .insert(
            path: viewModel, after: "class ProfileViewModel",
            code: "    private let cache: (any ↓ProfileRepository)? = nil\n"),
        "viewmodel-no-animation-state": .insert(
            path: viewModel, after: "class ProfileViewModel", code: "    public var ↓cardScale: Double = 1\n"),
        "viewmodel-style": .replace(
            path: viewModel, text: "@Observable\n@MainActor\npublic final class ProfileViewModel",
            replacement: "@MainActor\npublic final class ↓ProfileViewModel"),
        "viewmodel-no-rxswift": .newFile(
            path: "Sources/DemoPresentation/Profile/ProfileStreams.swift",
            code: "import ↓RxSwift\n\nenum ProfileStreams {}\n"),
        "viewmodel-no-tca": .newFile(
            path: "Sources/DemoUI/Profile/ProfileFlags.swift",
            code: "import ↓ComposableArchitecture\n\nenum ProfileFlags {}\n"),
        "view-no-business-logic": .newFile(
            path: "Sources/DemoUI/Profile/ProfileBadgeView.swift",
            code: "import DemoDomain\n\nstruct ProfileBadgeView: View {\n    let loader: any ↓LoadProfilesUseCase\n}\n"),
        "view-owns-viewmodel": .newFile(
            path: "Sources/DemoUI/Profile/ProfileDetailScreen.swift",
            code: "import DemoPresentation\n\nstruct ProfileDetailScreen {\n    let ↓viewModel: ProfileViewModel\n}\n"),
        "usecase-shape": .newFile(
            path: "Sources/DemoPresentation/Profile/FormatProfileUseCase.swift",
            code: "public struct ↓FormatProfileUseCase {\n    public func execute() -> String { \"\" }\n}\n"),
        "repository-placement": .newFile(
            path: "Sources/DemoPresentation/Profile/ProfileCacheRepository.swift",
            code: "struct ↓ProfileCacheRepository {\n    var names: [String] = []\n}\n"),
        "test-coverage": .newFile(
            path: "Sources/DemoDomain/Profile/ArchiveProfileUseCase.swift",
            code:
                "public struct ↓ArchiveProfileUseCase: Sendable {\n    public init() {}\n\n    public func execute() async throws {}\n}\n"
        ),
        "no-singletons-in-core": .newFile(
            path: "Sources/DemoDomain/Profile/ProfileLimits.swift",
            code: "public final class ProfileLimits: Sendable {\n    public static let ↓shared = ProfileLimits()\n}\n"),
        // Test targets have no layer, so only the manifest says what they may import.
        "undeclared-dependency": .newFile(
            path: "Tests/DemoDomainTests/Profile/ProfileMappingTests.swift",
            code: "import Testing\nimport ↓DemoData\n\nstruct ProfileMappingTests {}\n"),
        "unused-dependency": .replace(
            path: "Package.swift",
            text: #"name: "DemoDomainTests",\#n            dependencies: ["DemoDomain", "DemoTestSupport"]"#,
            replacement:
                #"name: "DemoDomainTests",\#n            dependencies: ["DemoDomain", "DemoTestSupport", ↓"DemoData"]"#),
        "theme-tokens": .newFile(
            path: "Sources/DemoUI/Profile/ProfileTint.swift",
            code: "import SwiftUI\n\nstruct ProfileTint {\n    let color = Color.↓red\n}\n"),
        "reserved-type-name": .newFile(
            path: "Sources/DemoDomain/Profile/ProfileBadge.swift",
            code: "public enum ↓Image: Sendable {\n    case initials(String)\n}\n"),
        "ui-view-naming": .newFile(
            path: "Sources/DemoUI/Profile/ProfileRow.swift",
            code: "#if canImport(SwiftUI)\nimport SwiftUI\n\nstruct ↓ProfileRow: View {\n    let name: String\n\n"
                + "    var body: some View { Text(name) }\n}\n#endif\n"),
    ]

    @Test(arguments: ScaffoldFixture.styles)
    func targetDependencyAgainstTheGraphIsFoundInPackageSwift(style: String) throws {
        let package = try ScaffoldFixture.copy(style: style)
        let original = #"name: "DemoPresentation",\#n            dependencies: ["DemoDomain"],"#
        let manifest = try String(contentsOfFile: package.path + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(original))
        let marked = MarkedText(
            manifest.replacingOccurrences(
                of: original,
                with: #"name: "DemoPresentation",\#n            dependencies: ["DemoDomain", ↓"DemoData"],"#))
        try package.write(marked.text, to: "Package.swift")
        let findings = try ScaffoldFixture.verify(package.path)
        #expect(findings.map(\.ruleID) == ["layer-dependency"])
        #expect(findings.map(\.file) == ["Package.swift"])
        #expect(findings.map { "\($0.line):\($0.column)" } == marked.positions.map(\.description))
        #expect(findings.first?.message == "presentation must not depend on 'DemoData'; allowed: domain, shared")
    }

    @Test func everyRuleHasAnInjection() {
        #expect(Set(Self.injections.keys) == Set(TestKnowledge.shared.rules.map(\.id)))
    }

    static var cases: [(String, String)] {
        ScaffoldFixture.styles.flatMap { style in injections.keys.sorted().map { (style, $0) } }
    }

    @Test(arguments: cases)
    func injectedViolationIsFoundAloneAtItsPosition(style: String, ruleID: String) throws {
        let package = try ScaffoldFixture.copy(style: style)
        let (path, expected) = try inject(try #require(Self.injections(style: style)[ruleID]), into: package)
        let findings = try ScaffoldFixture.verify(package.path)
        #expect(findings.map(\.ruleID) == [ruleID], "\(findings.map { "\($0.file):\($0.line) \($0.message)" })")
        #expect(findings.map(\.file) == [path])
        #expect(findings.map { "\($0.line):\($0.column)" } == [expected])
    }

    /// Applies an injection and returns the changed file and the marked position.
    private func inject(_ injection: Injection, into package: TemporaryDirectory) throws -> (String, String) {
        let marked: MarkedText
        let path: String
        switch injection {
        case .newFile(let newPath, let code):
            path = newPath
            marked = MarkedText(code)
        case .insert(let existing, let anchor, let code):
            path = existing
            var lines = try read(existing, in: package)
            let index = try #require(lines.firstIndex { $0.contains(anchor) })
            lines.insert(String(code.dropLast()), at: index + 1)
            marked = MarkedText(lines.joined(separator: "\n"))
        case .removeLine(let existing, let line, let name):
            path = existing
            var lines = try read(existing, in: package)
            let index = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == line })
            lines.remove(at: index)
            lines[index] = lines[index].replacingOccurrences(of: name, with: "↓" + name)
            marked = MarkedText(lines.joined(separator: "\n"))
        case .replace(let existing, let text, let replacement):
            path = existing
            let original = try read(existing, in: package).joined(separator: "\n")
            try #require(original.contains(text), "\(existing) holds \(text)")
            marked = MarkedText(original.replacingOccurrences(of: text, with: replacement))
        }
        try package.write(marked.text, to: path)
        return (path, try #require(marked.positions.first).description)
    }

    private func read(_ path: String, in package: TemporaryDirectory) throws -> [String] {
        try String(contentsOfFile: package.path + "/" + path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
