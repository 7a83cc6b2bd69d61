// swift-tools-version: 6.0
import PackageDescription

// Dependencies point inwards: Data and Presentation know Domain, UI knows Presentation,
// and only Composition knows every layer, because it is where concrete types are chosen and screens are built.
let package = Package(
    name: "Demo",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        // What the app target links: the composition root builds each screen with its view model, and Data
        // brings URLSessionHTTPClient, which the app passes to the composition root to reach its server.
        .library(name: "Demo", targets: ["DemoComposition", "DemoData", "DemoUI"])
    ],
    targets: [
        .target(name: "DemoDomain"),
        .target(name: "DemoData", dependencies: ["DemoDomain"]),
        .target(name: "DemoPresentation", dependencies: ["DemoDomain"]),
        .target(
            name: "DemoUI",
            dependencies: ["DemoDomain", "DemoPresentation"]
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
        .testTarget(name: "DemoDomainTests", dependencies: ["DemoDomain"]),
        .testTarget(
            name: "DemoDataTests",
            dependencies: ["DemoData", "DemoDomain"]
        ),
        .testTarget(
            name: "DemoPresentationTests",
            dependencies: ["DemoPresentation", "DemoDomain"]
        ),
        .testTarget(
            name: "DemoCompositionTests",
            dependencies: ["DemoComposition", "DemoData"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// strata:package - `strata add adapter` adds the bridge to legacy services above this line.
