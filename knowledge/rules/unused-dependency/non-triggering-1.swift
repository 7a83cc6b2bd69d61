// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Demo",
    targets: [
        .target(name: "DemoDomain"),
        .target(name: "DemoData", dependencies: ["DemoDomain"]),
    ]
)
