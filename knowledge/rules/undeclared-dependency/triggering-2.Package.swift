// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Demo",
    targets: [
        .target(name: "DemoDomain"),
        .target(name: "DemoTestSupport", dependencies: ["DemoDomain"], path: "Tests/DemoTestSupport"),
        .testTarget(name: "DemoDomainTests", dependencies: ["DemoDomain"]),
    ]
)
