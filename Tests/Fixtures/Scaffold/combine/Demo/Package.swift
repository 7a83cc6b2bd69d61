// swift-tools-version: 6.0
import PackageDescription

// Dependencies point inwards: Data and Presentation know Domain, UI knows Presentation,
// and only Composition knows every layer, because it is where concrete types are chosen and screens are built.
let package = Package(
    name: "Demo",
    // Texts are keys of each target's String Catalog (Resources/Localizable.xcstrings), written in English;
    // each target's catalog lists its shared support's keys and the failure and empty-list texts its features word
    // alike (Try Again, Cancel, It no longer exists…), and Xcode adds the rest as it builds: the features' own and
    // the form texts they word alike ("Add", "Save", "Required", "Not a valid value").
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
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
            dependencies: ["DemoDomain", "DemoPresentation"],
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
        // the domain, data and presentation test targets and the screens' previews share them, while the composition
        // tests check the real wiring and need none. No product reaches it, so they never ship. It sees no data layer,
        // so a stub of a data protocol (StubHTTPClient) sits in each test target using it.
        .target(
            name: "DemoTestSupport",
            dependencies: ["DemoDomain", "DemoPresentation"],
            path: "Tests/DemoTestSupport"
        ),
        // Each screen's previews, from those samples and doubles: a target of its own that no product contains, since
        // SwiftPM has no debug-only dependency and the UI target would otherwise link the doubles into the app.
        .target(
            name: "DemoPreviews",
            dependencies: [
                "DemoDomain",
                "DemoPresentation",
                "DemoUI",
                "DemoTestSupport",
            ],
            path: "Tests/DemoPreviews"
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
