// swift-tools-version: 6.0
import PackageDescription

// Strata is layered the way it asks its users to layer their apps:
//   StrataDiagnostics (what every part reports: Diagnostic, "did you mean", JSON, reporters; no dependencies)
//        ↑
//   StrataKnowledge (model: knowledge, templates, manifest)          SwiftScanner (stand-alone)
//        ↑                                                              ↑
//   StrataScaffold, StrataVerify, StrataContext (one engine per job) ──┘
//        ↑
//   StrataCLI (argument parsing, commands, exit codes)
//        ↑
//   strata (the executable: a thin shell)
let package = Package(
    name: "Strata",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "strata", targets: ["strata"]),
        .library(name: "SwiftScanner", targets: ["SwiftScanner"]),
        .library(
            name: "StrataKit",
            targets: ["StrataDiagnostics", "StrataKnowledge", "StrataScaffold", "StrataVerify", "StrataContext"]
        ),
        .plugin(name: "StrataVerifyCommand", targets: ["StrataVerifyCommand"]),
        .plugin(name: "StrataFeatureCommand", targets: ["StrataFeatureCommand"]),
        .plugin(name: "StrataBuildTool", targets: ["StrataBuildTool"]),
    ],
    targets: [
        // Build-time embedding of knowledge/, Templates/ and manifest.json into the binary.
        .executableTarget(name: "strata-embed", path: "Sources/strata-embed"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["strata-embed"],
            path: "Plugins/EmbedResources"
        ),
        .target(name: "StrataResources", plugins: ["EmbedResources"]),

        // What everything reports, and how it is written out.
        .target(name: "StrataDiagnostics"),

        // Model.
        .target(name: "SwiftScanner"),
        .target(name: "StrataKnowledge", dependencies: ["StrataDiagnostics", "StrataResources"]),

        // Engines.
        // Scaffold's template checker verifies and scans what the templates generate.
        .target(
            name: "StrataScaffold", dependencies: ["StrataDiagnostics", "StrataKnowledge", "StrataVerify", "SwiftScanner"]
        ),
        .target(name: "StrataVerify", dependencies: ["StrataDiagnostics", "StrataKnowledge", "SwiftScanner"]),
        .target(
            name: "StrataContext",
            dependencies: ["StrataDiagnostics", "StrataKnowledge", "StrataVerify", "StrataScaffold"]
        ),

        // Command line.
        .target(
            name: "StrataCLI",
            dependencies: [
                "StrataDiagnostics", "StrataKnowledge", "SwiftScanner", "StrataScaffold", "StrataVerify",
                "StrataContext",
            ]
        ),
        .executableTarget(name: "strata", dependencies: ["StrataCLI"]),
        .executableTarget(name: "strata-bench", dependencies: ["SwiftScanner"]),

        // SwiftPM and Xcode plugins for packages that depend on Strata: verify on every build, and
        // commands to verify or add a feature on request.
        .plugin(
            name: "StrataBuildTool",
            capability: .buildTool(),
            dependencies: ["strata"],
            path: "Plugins/StrataBuildTool"
        ),
        .plugin(
            name: "StrataVerifyCommand",
            capability: .command(
                intent: .custom(verb: "strata-verify", description: "Check the package against Strata's rules.")),
            dependencies: ["strata"],
            path: "Plugins/StrataVerifyCommand"
        ),
        .plugin(
            name: "StrataFeatureCommand",
            capability: .command(
                intent: .custom(verb: "strata-feature", description: "Add a feature slice with Strata."),
                permissions: [.writeToPackageDirectory(reason: "Strata writes the feature's files into the package.")]
            ),
            dependencies: ["strata"],
            path: "Plugins/StrataFeatureCommand"
        ),

        // Tests.
        .target(name: "StrataTestSupport", dependencies: ["StrataDiagnostics"], path: "Tests/StrataTestSupport"),
        .testTarget(name: "StrataDiagnosticsTests", dependencies: ["StrataDiagnostics", "StrataTestSupport"]),
        .testTarget(
            name: "SwiftScannerTests", dependencies: ["SwiftScanner", "StrataDiagnostics", "StrataTestSupport"]
        ),
        .testTarget(
            name: "StrataKnowledgeTests", dependencies: ["StrataKnowledge", "StrataDiagnostics", "StrataTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // The generated sample package, fixtures of templates and stand-in frameworks, for the scaffolding
        // suites and the integration suite.
        .target(
            name: "StrataScaffoldTestSupport",
            dependencies: ["StrataScaffold", "StrataKnowledge", "StrataVerify", "StrataTestSupport"],
            path: "Tests/StrataScaffoldTestSupport"
        ),
        .testTarget(
            name: "StrataScaffoldTests",
            dependencies: [
                "StrataScaffold", "StrataKnowledge", "StrataVerify", "StrataTestSupport", "StrataScaffoldTestSupport",
            ]
        ),
        .testTarget(
            name: "StrataVerifyTests",
            dependencies: ["StrataVerify", "StrataDiagnostics", "StrataKnowledge", "SwiftScanner", "StrataTestSupport"]
        ),
        .testTarget(
            name: "StrataContextTests",
            dependencies: ["StrataContext", "StrataDiagnostics", "StrataKnowledge", "StrataTestSupport"]
        ),
        .testTarget(
            name: "StrataCLITests", dependencies: ["StrataCLI", "StrataDiagnostics", "StrataScaffold", "StrataTestSupport"]
        ),
        // Everything that runs the toolchain on a package Strata made — each style's sample package built with
        // warnings as errors and tested, adapters, screens against stand-in SwiftUI, the combine style over
        // OpenCombine, long names through swift format, a template that does not compile, and the plugins in a
        // dependent package. Minutes, not seconds: `swift test --skip StrataIntegrationTests` is the fast loop.
        .testTarget(
            name: "StrataIntegrationTests",
            dependencies: ["StrataCLI", "StrataScaffold", "StrataKnowledge", "StrataTestSupport", "StrataScaffoldTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
