import Foundation
import StrataCore
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// `strata.json` from hostile repositories: whatever the bytes, loading
/// returns a configuration or errors that each fit on one line, and every glob it holds
/// matches paths at once.
@Suite("Fuzz: strata.json")
struct ConfigurationFuzzTests {
    static let inputCount = 20_000
    static let seed: UInt64 = 0x57A7_A150

    private static let vocabulary = ProjectConfiguration.Vocabulary(
        layers: ["domain", "data", "presentation", "ui", "composition"], rules: ["domain-purity", "theme-tokens"],
        styles: ["observable", "combine", "store"], migrationSources: ["rxswift"])

    private static let original = #"""
        {
          "schemaVersion": 1, "module": "Demo", "style": "observable",
          "layers": {"domain": ["Sources/DemoDomain/**"], "ui": ["Sources/{DemoUI,Screens}/**/*.swift"]},
          "tests": ["Tests/**"], "exclude": ["**/Generated/*"], "rules": {"theme-tokens": "off"},
          "forbiddenImports": {"domain": ["UIKit"]}, "migratingFrom": ["rxswift"]
        }
        """#

    /// Pieces that steer the file into the hostile corners: glob syntax, nesting, odd values.
    private static let fragments = [
        "**/", "*", "?", "{a,b}", "{", "}", ",", "[", "]", "\"", ":", "\\u0000", "\\", "null", "true", "-1e999",
        "\"layers\"", "\"module\"", "\"../x\"", "\"Sources/**/**/**/**\"", "é", "\n",
    ]

    private static let paths = [
        "Sources/DemoDomain/Profile/Profile.swift", "Sources/DemoUI/A/B/C/D/E/F/Screen.swift",
        Array(repeating: "d", count: 40).joined(separator: "/") + "/x.swift", "Package.swift",
    ]

    @Test func generatedFilesLoadOrFailInOneLinePerProblem() {
        var generator = SplitMix64(seed: Self.seed)
        var failures: [String] = []
        let base = Array(Self.original.utf8)
        for _ in 0..<Self.inputCount {
            var bytes = base
            for _ in 0..<(1 + generator.next(below: 6)) {
                let position = generator.next(below: bytes.count + 1)
                switch generator.next(below: 4) {
                case 0:
                    bytes.insert(
                        contentsOf: Array(Self.fragments[generator.next(below: Self.fragments.count)].utf8),
                        at: position)
                case 1 where position < bytes.count:
                    bytes.removeSubrange(position..<min(bytes.count, position + 1 + generator.next(below: 6)))
                case 2 where position < bytes.count:
                    bytes[position] = UInt8(truncatingIfNeeded: generator.next(below: 256))
                default:
                    let end = min(bytes.count, position + generator.next(below: 24))
                    bytes.insert(contentsOf: bytes[position..<end], at: position)
                }
            }
            if let problem = Self.problem(loading: bytes) {
                failures.append("\(problem): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                if failures.count >= 5 { break }
            }
        }
        print("fuzz: \(Self.inputCount) generated strata.json files (seed 0x\(String(Self.seed, radix: 16)))")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private static func problem(loading bytes: [UInt8]) -> String? {
        let configuration: ProjectConfiguration
        do {
            configuration = try ProjectConfiguration.load(Data(bytes), file: "strata.json", vocabulary: vocabulary)
        } catch {
            return error.errors.contains { $0.description.contains("\n") } ? "an error spans lines" : nil
        }
        let globs = (configuration.layers ?? []).flatMap(\.globs) + configuration.exclude
        let started = ContinuousClock.now
        for glob in globs.map(Glob.init) {
            for path in paths { _ = glob.matches(path) }
        }
        return ContinuousClock.now - started > .milliseconds(200) ? "globs took \(ContinuousClock.now - started)" : nil
    }
}
