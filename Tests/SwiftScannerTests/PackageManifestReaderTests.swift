import Foundation
import StrataTestSupport
import SwiftScanner
import Testing

@Suite("Package.swift reader")
struct PackageManifestReaderTests {
    /// Targets as `kind name [dependencies] path`, so expectations read like a manifest.
    private func summary(_ source: String) -> [String] {
        guard case .read(let targets) = PackageManifestReader.read(source) else {
            return ["unreadable: \(PackageManifestReader.read(source))"]
        }
        return targets.map { target in
            let dependencies = target.dependencies.map { dependency in
                switch dependency {
                case .target(let name): "target:\(name)"
                case .product(let name, let package): "product:\(name)@\(package ?? "-")"
                case .byName(let name): name
                }
            }
            return "\(target.kind.rawValue) \(target.name) [\(dependencies.joined(separator: ", "))]"
                + (target.path.map { " \($0)" } ?? "")
        }
    }

    private func failure(_ source: String) -> ManifestReadFailure? {
        if case .unreadable(let reason) = PackageManifestReader.read(source) { return reason }
        return nil
    }

    @Test func readsThisRepositorysManifest() throws {
        let manifest = repositoryRoot.appendingPathComponent("Package.swift")
        let targets = try #require(PackageManifestReader.read(String(contentsOf: manifest, encoding: .utf8)).targets)
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
        #expect(byName["SwiftScanner"]?.kind == .regular)
        #expect(byName["SwiftScanner"]?.dependencies == [])
        #expect(byName["EmbedResources"]?.kind == .plugin)
        #expect(byName["EmbedResources"]?.path == "Plugins/EmbedResources")
        #expect(byName["EmbedResources"]?.dependencies == [.byName(name: "strata-embed")])
        #expect(byName["strata"]?.kind == .executable)
        #expect(byName["SwiftScannerTests"]?.kind == .test)
        #expect(byName["StrataCLI"]?.dependencies.map(\.name).contains("SwiftScanner") == true)
    }

    @Test func literalArrayWithEveryTargetAndDependencyForm() {
        let source = """
            // swift-tools-version: 5.9
            import PackageDescription
            import CompilerPluginSupport

            let package = Package(
                name: "App",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [.package(url: "https://example.com/parser.git", from: "1.2.0")],
                targets: [
                    .target(name: "Core", dependencies: [], path: "Sources/Core", swiftSettings: [.define("X")]),
                    .executableTarget(name: "app", dependencies: [
                        "Core",
                        .target(name: "UI", condition: .when(platforms: [.iOS])),
                        .product(name: "Parser", package: "parser"),
                        .byName(name: "Shared"),
                    ]),
                    Target.testTarget(name: "CoreTests", dependencies: ["Core"]),
                    .plugin(name: "Gen", capability: .buildTool()),
                    .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
                    .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
                    .binaryTarget(name: "Blob", path: "Blob.xcframework"),
                ]
            )
            """
        #expect(
            summary(source) == [
                "regular Core [] Sources/Core",
                "executable app [Core, target:UI, product:Parser@parser, Shared]",
                "test CoreTests [Core]",
                "plugin Gen []",
                "macro Macros [product:SwiftSyntax@swift-syntax]",
                "system CZlib []",
                "binary Blob [] Blob.xcframework",
            ])
    }

    @Test func variablesConcatenationAppendsAndPackageMutation() {
        let source = """
            import PackageDescription
            let core = "Core"
            var targets: [Target] = [.target(name: core)]
            let tests = [Target.testTarget(name: core + "Tests", dependencies: [.target(name: core)])]
            targets += [.target(name: "UI", dependencies: ["Core"])]
            targets.append(.target(name: "Net"))
            targets.append(contentsOf: tests)
            let package = Package(name: "P", targets: targets + [.executableTarget(name: "cli")])
            package.targets.append(.target(name: "Late"))
            package.dependencies += [.package(path: "../Other")]
            #if compiler(>=6)
            for target in package.targets where target.type != .plugin {
                target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny")]
                target.swiftSettings?.append(.define("STRICT"))
            }
            #endif
            """
        #expect(
            summary(source) == [
                "regular Core []", "regular UI [Core]", "regular Net []", "test CoreTests [target:Core]",
                "executable cli []", "regular Late []",
            ])
    }

    @Test func settingsComputedByCodeTheReaderSkipsDoNotMatter() {
        let source = """
            let package = Package(name: "P", targets: [
                .target(name: "Core", swiftSettings: coreSettings),
            ])
            func flag(_ name: String) -> Bool { ProcessInfo.processInfo.environment[name] != nil }
            var coreSettings: [SwiftSetting] {
                var settings: [SwiftSetting] = []
                if flag("CHECKS") { settings.append(.define("CHECKS")) }
                return settings
            }
            """
        #expect(summary(source) == ["regular Core []"])
    }

    @Test func immediatelyInvokedClosureBuildingTheTargetList() {
        let source = """
            let package = Package(
                name: "P",
                targets: {
                    var list: [Target] = [.target(name: "A")]
                    list.append(.testTarget(name: "ATests", dependencies: ["A"]))
                    return list
                }()
            )
            """
        #expect(summary(source) == ["regular A []", "test ATests [A]"])
    }

    @Test func rawAndEscapedStringsAreReadExactly() {
        #expect(
            summary(##"let package = Package(name: "P", targets: [.target(name: #"Raw\Name"#, path: "a\"b\u{41}")])"##)
                == [#"regular Raw\Name [] a"bA"#])
    }

    @Test(arguments: [
        ("let package = Package(name: \"P\", targets: names.map { .target(name: $0) })", "undefinedName"),
        (
            "let names = [\"A\"]\nlet package = Package(name: \"P\", targets: names.map { .target(name: $0) })",
            "unsupportedExpression"
        ),
        (
            "let package = Package(name: \"P\", targets: [\n#if os(Linux)\n.target(name: \"L\"),\n#endif\n])",
            "conditionallyDefined"
        ),
        (
            "#if os(Linux)\nlet package = Package(name: \"L\")\n#else\nlet package = Package(name: \"M\")\n#endif",
            "conditionallyDefined"
        ),
        ("let package = Package(name: \"P\", targets: [feature(\"A\")])", "undefinedName"),
        (
            "let n = \"A\"\nlet package = Package(name: \"P\", targets: [.target(name: \"\\(n)Kit\")])",
            "unsupportedExpression"
        ),
        (
            "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\nfor t in package.targets { t.dependencies.append(\"B\") }",
            "mutatedOutsideReadableForms"
        ),
        (
            "var list: [Target] = []\nif flag { list.append(.target(name: \"A\")) }\nlet package = Package(name: \"P\", targets: list)",
            "mutatedOutsideReadableForms"
        ),
        (
            "let package = Package(name: \"P\", targets: [.target(name: \"A\", dependencies: useX ? [\"X\"] : [])])",
            "unsupportedExpression"
        ),
        ("let package = Package(name: \"P\", targets: [\"A\"])", "unexpectedValue"),
        ("let p = 1", "noPackage"),
        (
            "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"
                + "package.targets.append(.target(name: \"All\", dependencies: package.targets.map { .byName(name: $0.name) }))",
            "unsupportedExpression"
        ),
    ])
    func unreadableManifestsSayWhyInsteadOfGuessing(source: String, expected: String) {
        let reason = failure(source)
        #expect(reason.map { "\($0)".isEmpty == false } == true)
        #expect(reason.map(Self.code) == expected, "\(reason.map(\.description) ?? "read")")
    }

    private static func code(_ failure: ManifestReadFailure) -> String {
        switch failure {
        case .noPackage: "noPackage"
        case .noTopLevelCall: "noTopLevelCall"
        case .undefinedName: "undefinedName"
        case .conditionallyDefined: "conditionallyDefined"
        case .mutatedOutsideReadableForms: "mutatedOutsideReadableForms"
        case .unsupportedExpression: "unsupportedExpression"
        case .unexpectedValue: "unexpectedValue"
        case .tooComplex: "tooComplex"
        }
    }

    @Test func failureNamesTheLine() {
        let source = MarkedText("let package = Package(\n    name: \"P\",\n    targets: ↓helperTargets\n)")
        let reason = failure(source.text)
        let line = source.positions.first?.line
        #expect(reason?.line == line)
        #expect(reason?.description.hasPrefix("line \(line ?? 0): `helperTargets`") == true)
    }
}
