// swift-tools-version: 6.0
import PackageDescription

// Strata is layered the way it asks its users to layer their apps. One line per target: the target, then
// every target it depends on (StrataLayeringTests fails when this drawing and the targets below disagree).
//
// Foundations: depend on nothing but a foundation drawn above them.
//   StrataJSON → nothing  (the JSON value Strata builds and its one writer: reports, MCP messages, committed files)
//   StrataDiagnostics → StrataJSON  (what every part reports: Diagnostic, "did you mean", reporters)
//   StrataCore → nothing  (generic utilities: glob, subprocess, SHA-256, line diff)
//   SwiftScanner → nothing  (lexer, declaration index, Package.swift reader)
//   StrataResources → nothing  (knowledge/, Templates/ and manifest.json, embedded at build time)
//   XcodeReader → nothing  (project.pbxproj, workspaces and Podfiles: targets, their files and dependencies)
// Model: what Strata knows, and what a project's strata.json configures.
//   StrataKnowledge → StrataJSON, StrataDiagnostics, StrataCore, StrataResources  (knowledge, templates, manifest, strata.json)
// Engines: one per job; an engine uses another only through an edge drawn here.
//   StrataScaffold → StrataJSON, StrataDiagnostics, StrataCore, StrataKnowledge, SwiftScanner
//   StrataVerify → StrataJSON, StrataDiagnostics, StrataCore, StrataKnowledge, SwiftScanner, XcodeReader
//   StrataContext → StrataJSON, StrataDiagnostics, StrataCore, StrataKnowledge
//   StrataTemplateCheck → StrataCore, StrataKnowledge, SwiftScanner, StrataScaffold, StrataVerify
// Front ends: wire the engines together for a person or an agent.
//   StrataCLI → StrataJSON, StrataDiagnostics, StrataCore, StrataKnowledge, SwiftScanner, StrataScaffold, StrataVerify,
//       StrataContext, StrataTemplateCheck, StrataMCP
//       (argument parsing, commands, exit codes; `strata mcp` runs the MCP server)
//   StrataMCP → StrataJSON, StrataDiagnostics, StrataCore, StrataKnowledge, StrataScaffold, StrataVerify,
//       StrataContext
//       (the MCP server: JSON-RPC over stdio, tools over the engines)
// Executables: thin shells.
//   strata → StrataCLI
//   strata-bench → SwiftScanner, XcodeReader
//   strata-fuzz → StrataJSON, StrataKnowledge, StrataVerify, StrataMCP, SwiftScanner, XcodeReader
//       (mutated inputs fed to every input surface in one process, for crashes and hangs)
//   strata-embed → nothing
let package = Package(
    name: "Strata",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "strata", targets: ["strata"]),
        .library(name: "SwiftScanner", targets: ["SwiftScanner"]),
        .library(
            name: "StrataKit",
            targets: [
                "StrataJSON", "StrataDiagnostics", "StrataCore", "StrataKnowledge", "StrataScaffold", "StrataVerify",
                "StrataTemplateCheck", "StrataContext", "StrataMCP",
            ]
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

        // Foundations: what everything reports, and generic utilities.
        .target(name: "StrataJSON"),
        .target(name: "StrataDiagnostics", dependencies: ["StrataJSON"]),
        .target(name: "StrataCore"),
        .target(name: "SwiftScanner"),
        .target(name: "XcodeReader"),

        // Model.
        .target(
            name: "StrataKnowledge", dependencies: ["StrataJSON", "StrataDiagnostics", "StrataCore", "StrataResources"]
        ),

        // Engines.
        .target(
            name: "StrataScaffold",
            dependencies: ["StrataJSON", "StrataDiagnostics", "StrataCore", "StrataKnowledge", "SwiftScanner"]
        ),
        .target(
            name: "StrataVerify",
            dependencies: [
                "StrataJSON", "StrataDiagnostics", "StrataCore", "StrataKnowledge", "SwiftScanner", "XcodeReader",
            ]
        ),
        .target(
            name: "StrataContext", dependencies: ["StrataJSON", "StrataDiagnostics", "StrataCore", "StrataKnowledge"]
        ),
        // Renders every template, scaffolds the sample package with them and verifies what they generate.
        .target(
            name: "StrataTemplateCheck",
            dependencies: ["StrataCore", "StrataKnowledge", "SwiftScanner", "StrataScaffold", "StrataVerify"]
        ),

        // Front ends: the command line, and the MCP server agents talk to.
        .target(
            name: "StrataCLI",
            dependencies: [
                "StrataJSON", "StrataDiagnostics", "StrataCore", "StrataKnowledge", "SwiftScanner", "StrataScaffold",
                "StrataVerify",
                "StrataContext", "StrataTemplateCheck", "StrataMCP",
            ]
        ),
        .target(
            name: "StrataMCP",
            dependencies: [
                "StrataJSON", "StrataDiagnostics", "StrataCore", "StrataKnowledge", "StrataScaffold", "StrataVerify",
                "StrataContext",
            ]
        ),
        .executableTarget(name: "strata", dependencies: ["StrataCLI"]),
        .executableTarget(name: "strata-bench", dependencies: ["SwiftScanner", "XcodeReader"]),
        .executableTarget(
            name: "strata-fuzz",
            dependencies: [
                "StrataJSON", "StrataKnowledge", "StrataVerify", "StrataMCP", "SwiftScanner", "XcodeReader",
            ]
        ),

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
        .target(
            name: "StrataTestSupport", dependencies: ["StrataDiagnostics", "StrataCore"],
            path: "Tests/StrataTestSupport"
        ),
        .testTarget(
            name: "StrataDiagnosticsTests", dependencies: ["StrataJSON", "StrataDiagnostics", "StrataTestSupport"]
        ),
        .testTarget(name: "StrataCoreTests", dependencies: ["StrataCore", "StrataTestSupport"]),
        .testTarget(name: "XcodeReaderTests", dependencies: ["XcodeReader", "StrataTestSupport"]),
        .testTarget(
            name: "SwiftScannerTests",
            dependencies: ["SwiftScanner", "StrataJSON", "StrataDiagnostics", "StrataTestSupport"]
        ),
        .testTarget(
            name: "StrataKnowledgeTests",
            dependencies: [
                "StrataKnowledge", "StrataJSON", "StrataCore", "StrataResources", "StrataTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        // The generated sample package, fixtures of templates and stand-in frameworks, for the scaffolding
        // suites and the integration suite.
        .target(
            name: "StrataScaffoldTestSupport",
            dependencies: [
                "StrataScaffold", "StrataTemplateCheck", "StrataKnowledge", "StrataVerify", "StrataCore",
                "StrataTestSupport",
            ],
            path: "Tests/StrataScaffoldTestSupport"
        ),
        .testTarget(
            name: "StrataScaffoldTests",
            dependencies: [
                "StrataScaffold", "StrataKnowledge", "StrataTestSupport", "StrataScaffoldTestSupport", "SwiftScanner",
            ]
        ),
        .testTarget(
            name: "StrataTemplateCheckTests",
            dependencies: [
                "StrataTemplateCheck", "StrataScaffold", "StrataKnowledge", "StrataVerify", "StrataTestSupport",
                "StrataScaffoldTestSupport",
            ]
        ),
        .testTarget(
            name: "StrataVerifyTests",
            dependencies: [
                "StrataVerify", "StrataDiagnostics", "StrataCore", "StrataKnowledge", "SwiftScanner",
                "StrataTestSupport",
            ]
        ),
        // The Demo packages' context, which the context suites render and the MCP suites serve.
        .target(
            name: "StrataContextTestSupport",
            dependencies: ["StrataContext", "StrataKnowledge", "StrataTestSupport"],
            path: "Tests/StrataContextTestSupport"
        ),
        .testTarget(
            name: "StrataContextTests",
            dependencies: [
                "StrataContext", "StrataScaffold", "StrataJSON", "StrataKnowledge", "StrataTestSupport",
                "StrataContextTestSupport", "SwiftScanner",
            ]
        ),
        .testTarget(
            name: "StrataMCPTests",
            dependencies: [
                "StrataMCP", "StrataContext", "StrataScaffold", "StrataJSON", "StrataCore", "StrataKnowledge",
                "StrataTestSupport", "StrataContextTestSupport",
            ]
        ),
        .testTarget(
            name: "StrataCLITests",
            dependencies: [
                "StrataCLI", "StrataJSON", "StrataDiagnostics", "StrataCore", "StrataKnowledge", "StrataScaffold",
                "StrataVerify", "StrataMCP", "StrataTestSupport",
            ]
        ),
        // Everything that runs the toolchain on a package Strata made — each style's sample package built with
        // warnings as errors and tested, adapters, screens against stand-in SwiftUI, the combine style over
        // OpenCombine, long names through swift format, a template that does not compile, and the plugins in a
        // dependent package. Minutes, not seconds: `swift test --skip StrataIntegrationTests` is the fast loop.
        .testTarget(
            name: "StrataIntegrationTests",
            dependencies: [
                "StrataScaffold", "StrataTemplateCheck", "StrataKnowledge", "StrataCore", "StrataTestSupport",
                "StrataScaffoldTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
