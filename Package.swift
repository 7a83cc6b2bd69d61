// swift-tools-version: 6.0
import PackageDescription

// Strata is layered the way it asks its users to layer their apps:
//   StrataKnowledge (model: knowledge, templates, manifest, JSON)   SwiftScanner (stand-alone)
//        ↑                                                              ↑
//   StrataScaffold, StrataVerify, StrataContext (one engine per job) ──┘
//        ↑
//   StrataCLI (argument parsing, commands, reporters, exit codes)
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
            targets: ["StrataKnowledge", "StrataScaffold", "StrataVerify", "StrataContext"]
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

        // Model.
        .target(name: "SwiftScanner"),
        .target(name: "StrataKnowledge", dependencies: ["StrataResources"]),

        // Engines.
        // Scaffold's template checker verifies and scans what the templates generate.
        .target(name: "StrataScaffold", dependencies: ["StrataKnowledge", "StrataVerify", "SwiftScanner"]),
        .target(name: "StrataVerify", dependencies: ["StrataKnowledge", "SwiftScanner"]),
        .target(
            name: "StrataContext",
            dependencies: ["StrataKnowledge", "StrataVerify", "StrataScaffold"]
        ),

        // Command line.
        .target(
            name: "StrataCLI",
            dependencies: [
                "StrataKnowledge", "SwiftScanner", "StrataScaffold", "StrataVerify", "StrataContext",
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
        .target(name: "StrataTestSupport", path: "Tests/StrataTestSupport"),
        .testTarget(name: "SwiftScannerTests", dependencies: ["SwiftScanner"]),
        .testTarget(
            name: "StrataKnowledgeTests", dependencies: ["StrataKnowledge"], resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "StrataScaffoldTests",
            dependencies: ["StrataScaffold", "StrataKnowledge", "StrataVerify", "StrataTestSupport"]
        ),
        .testTarget(name: "StrataVerifyTests", dependencies: ["StrataVerify", "StrataKnowledge", "SwiftScanner"]),
        .testTarget(
            name: "StrataContextTests", dependencies: ["StrataContext", "StrataKnowledge", "StrataTestSupport"]
        ),
        .testTarget(name: "StrataCLITests", dependencies: ["StrataCLI", "StrataScaffold", "StrataTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
