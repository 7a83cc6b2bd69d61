// swift-tools-version: 6.0
import PackageDescription

// Dependencies point inwards: Data and Presentation know Domain, UI knows Presentation,
// and only Composition knows every layer, because it is where concrete types are chosen and screens are built.
let package = Package(
    name: "Demo",
    // Texts are keys of each target's String Catalog (Resources/Localizable.xcstrings), written in English.
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        // What the app target links: the composition root builds each screen with its view model, and Data
        // brings URLSessionHTTPClient, which the app passes to the composition root to reach its server.
        .library(
            name: "Demo",
            targets: ["DemoComposition", "DemoData", "DemoUI"]
        )
    ],
    targets: [
        .target(name: "DemoDomain"),
        .target(name: "DemoData", dependencies: ["DemoDomain"]),
        .target(
            name: "DemoPresentation",
            dependencies: ["DemoDomain"],
            resources: [.process("Resources")]
        ),
        .target(
            name: "DemoUI",
            // The previews, in debug builds, show each screen's states with the fixtures the tests use; SwiftPM has
            // no debug-only dependency, so release builds link TestSupport too, with nothing importing it.
            dependencies: ["DemoDomain", "DemoPresentation", "DemoTestSupport"],
            resources: [.process("Resources")]
        ),
        .target(
            name: "DemoComposition",
            dependencies: [
                "DemoDomain",
                "DemoData",
                "DemoPresentation",
                "DemoUI",
            ]
        ),
        // Samples, mocks and use-case doubles in one plain target, because test targets cannot import each other:
        // every test target and the screens' previews share them. It sees no data layer, so a stub of a data protocol
        // (StubHTTPClient) sits in each test target using it.
        .target(
            name: "DemoTestSupport",
            dependencies: ["DemoDomain", "DemoPresentation"],
            path: "Tests/DemoTestSupport"
        ),
        .testTarget(
            name: "DemoDomainTests",
            dependencies: ["DemoDomain", "DemoTestSupport"]
        ),
        .testTarget(
            name: "DemoDataTests",
            dependencies: ["DemoData", "DemoDomain", "DemoTestSupport"]
        ),
        .testTarget(
            name: "DemoPresentationTests",
            dependencies: ["DemoPresentation", "DemoDomain", "DemoTestSupport"]
        ),
        .testTarget(
            name: "DemoCompositionTests",
            dependencies: ["DemoComposition", "DemoData"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// strata:package - `strata add adapter` adds the bridge to legacy services above this line.
