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

    /// A backslash makes the next character literal, so a folder named with glob characters
    /// (`App{Core`, `Build*`, `a,b`) can be written into a glob and match only itself.
    @Test(arguments: [
        (#"Sources/App\{Core/**"#, "Sources/App{Core/Home.swift", true),
        (#"Sources/App\{Core/**"#, "Sources/AppCore/Home.swift", false),
        (#"Build\*/*.swift"#, "Build*/A.swift", true),
        (#"Build\*/*.swift"#, "Builds/A.swift", false),
        (#"Why\?/**"#, "Why?/A.swift", true),
        (#"Why\?/**"#, "Whyx/A.swift", false),
        (#"{a\,b,c}/x.swift"#, "a,b/x.swift", true),
        (#"{a\,b,c}/x.swift"#, "c/x.swift", true),
        (#"{a\,b,c}/x.swift"#, "a/x.swift", false),
        (#"Odd\}/**"#, "Odd}/A.swift", true),
        (#"\[x\]/**"#, "[x]/A.swift", true),
        (#"Back\\slash/**"#, #"Back\slash/A.swift"#, true),
        (#"Star\*Only*/**"#, "Star*OnlyMore/A.swift", true),
        (#"Star\*Only*/**"#, "StarXOnly/A.swift", false),
    ])
    func escapedCharactersMatchThemselves(pattern: String, path: String, expected: Bool) {
        #expect(Glob.problem(in: pattern) == nil, "\(pattern)")
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }

    /// Any folder name, escaped, is a glob naming exactly that folder.
    @Test func anEscapedNameMatchesOnlyItself() {
        let names = ["App{Core", "a,b}", "x*", "q?", "[z]", #"back\slash"#, "{}", "plain", #"\{*?,}["#]
        for name in names {
            let glob = Glob(Glob.escaping(name) + "/**")
            #expect(Glob.problem(in: glob.pattern) == nil, "\(glob)")
            #expect(glob.matches(name + "/File.swift"), "\(glob)")
            #expect(glob.literalFolders == [name], "\(glob)")
            for other in names where other != name {
                #expect(!glob.matches(other + "/File.swift"), "\(glob) ~ \(other)")
            }
        }
    }

    @Test func aLoneTrailingBackslashIsAProblem() {
        #expect(Glob.problem(in: #"Sources\"#) != nil)
        #expect(Glob.problem(in: #"Sources/App{Core/**"#) != nil, "an unescaped brace is still unbalanced")
    }
}
