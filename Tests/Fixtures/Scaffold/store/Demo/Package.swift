// swift-tools-version: 6.0
import PackageDescription

// Dependencies point inwards: Data and Presentation know Domain, UI knows Presentation,
// and only Composition knows every layer, because it is where concrete types are chosen.
let package = Package(
    name: "Demo",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        // What the app target links: the composition root builds view models, the UI shows them.
        .library(name: "Demo", targets: ["DemoComposition", "DemoUI"])
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
    ],
    swiftLanguageModes: [.v6]
)
