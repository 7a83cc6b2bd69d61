import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffold
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

/// Test doubles never ship: no product of a generated package — the library the app links, with every legacy
/// adapter joined to it — reaches the test-support target (mocks, fixtures, preview view models) through any chain
/// of target dependencies, in any configuration. SwiftPM has no per-configuration dependency, so the graph itself
/// must leave it out. Read from `swift package dump-package`, which evaluates the manifest as SwiftPM does, the
/// adapters' appended statements included.
@Suite(.serialized) struct ReleaseProductGraphTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func noProductReachesTheTestDoubles(style: ViewModelStyleID) throws {
        let folder = try TemporaryDirectory()
        let generated = try SamplePackage.generate(
            with: Scaffolder(library: .shipped), style: style, in: folder.url,
            features: DemoWalkthrough.everyShape)
        // The JSON alone, without what SwiftPM says on standard error.
        let dump = try Subprocess.run(["sh", "-c", "swift package dump-package 2>/dev/null"], in: generated.root)
        #expect(dump.status == 0, "\(dump.output)")
        let manifest = try JSONDecoder().decode(DumpedManifest.self, from: Data(dump.output.utf8))
        let dependencies = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencyNames) })
        #expect(dependencies.keys.contains("DemoTestSupport"), "the package has no test-support target to keep out")

        #expect(!manifest.products.isEmpty)
        for product in manifest.products {
            var reached: Set<String> = []
            var waiting = product.targets
            while let target = waiting.popLast() {
                guard reached.insert(target).inserted else { continue }
                waiting += dependencies[target] ?? []
            }
            #expect(reached.contains("DemoUI"), "\(product.name) does not ship the screens")
            #expect(
                !reached.contains("DemoTestSupport"), "\(product.name) reaches DemoTestSupport: \(reached.sorted())")
        }
    }
}

/// The parts of `swift package dump-package`'s JSON this suite reads.
private struct DumpedManifest: Decodable {
    struct Product: Decodable {
        let name: String
        let targets: [String]
    }

    struct Target: Decodable {
        let name: String
        let dependencies: [[String: [NamePart?]]]

        /// The package's own targets this one depends on, by name or as a target.
        var dependencyNames: [String] {
            dependencies.flatMap { dependency in
                ["byName", "target"].compactMap { dependency[$0]?.first??.name }
            }
        }
    }

    /// A dependency's entries mix its name with conditions and settings; only the name is read.
    enum NamePart: Decodable {
        case name(String)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self = (try? container.decode(String.self)).map(NamePart.name) ?? .other
        }

        var name: String? {
            if case .name(let name) = self { return name }
            return nil
        }
    }

    let products: [Product]
    let targets: [Target]
}
