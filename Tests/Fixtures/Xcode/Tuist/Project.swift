import ProjectDescription

// A Tuist project with no committed .xcodeproj: the app, its Domain framework linking RxSwift, and tests.
let domainName = "Domain"

let project = Project(
    name: "TuistApp",
    packages: [.remote(url: "https://github.com/ReactiveX/RxSwift", requirement: .upToNextMajor(from: "6.5.0"))],
    targets: [
        .target(
            name: "App",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.app",
            sources: ["App/Sources/**"],
            dependencies: [
                .target(name: domainName),
                .project(target: "Analytics", path: "../Analytics"),
                .package(product: "Kingfisher"),
                .sdk(name: "StoreKit", type: .framework),
            ]
        ),
        Target(
            name: domainName,
            platform: .iOS,
            product: .framework,
            bundleId: "com.example.domain",
            sources: .paths(["Domain/Sources/**/*.swift"]),
            dependencies: [.external(name: "RxSwift")]
        ),
        .target(
            name: "DomainTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.example.domain.tests",
            sources: [.glob("Domain/Tests/**", excluding: ["Domain/Tests/Fixtures/**"])],
            dependencies: [.target(name: "Domain")]
        ),
    ]
)
