import Testing

@testable import StrataCore

@Suite struct GlobTests {
    @Test(arguments: [
        ("Sources/DemoDomain/**", "Sources/DemoDomain/Entities/User.swift", true),
        ("Sources/DemoDomain/**", "Sources/DemoDomainTests/User.swift", false),
        ("Sources/DemoDomain", "Sources/DemoDomain/User.swift", true),
        ("Sources/*Domain/**", "Sources/DemoDomain/User.swift", true),
        ("**/Views/**", "App/Features/Login/Views/LoginView.swift", true),
        ("**/Views/**", "App/Features/Login/ViewsOld/LoginView.swift", false),
        ("**/*.swift", "Package.swift", true),
        ("Sources/{DemoData,DemoDomain}/**", "Sources/DemoData/Repo.swift", true),
        ("Sources/{DemoData,DemoDomain}/**", "Sources/DemoUI/Screen.swift", false),
        ("Tests/**/*Tests.swift", "Tests/DemoDomainTests/UserTests.swift", true),
        ("Tests/**/*Tests.swift", "Tests/DemoDomainTests/Mocks.swift", false),
        ("Sources/Demo?I/**", "Sources/DemoUI/A.swift", true),
        ("./Sources/DemoUI/**", "Sources/DemoUI/A.swift", true),
    ])
    func matchesPaths(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }

    @Test func expandsNestedBraces() {
        #expect(Glob.expandBraces("a/{b,c{d,e}}/f") == ["a/b/f", "a/cd/f", "a/ce/f"])
        #expect(Glob.expandBraces("no-braces") == ["no-braces"])
        #expect(Glob.expandBraces("unclosed{a,b") == ["unclosed{a,b"])
    }

    /// A path split once and matched against many globs answers as the path does.
    @Test func componentsSplitOnceMatchAsThePath() {
        let globs = [
            "App/**", "App/*/Views/**", "**/Tests/**", "App/Login/Login.swift", "{App,Lib}/Core", "A?p/*.swift",
        ]
        .map(Glob.init)
        let paths = [
            "App/Login/Login.swift", "App//Login/Views/Row.swift", "Lib/Core/X.swift", "App.swift", "", "/App/a.swift",
            "Pkg/Tests/T.swift", "Axp/b.swift",
        ]
        for path in paths {
            let components = Glob.components(of: path)
            for glob in globs {
                #expect(glob.matches(components: components) == glob.matches(path), "\(glob) \(path)")
            }
        }
    }
}
