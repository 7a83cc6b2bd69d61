import StrataTestSupport
import Testing

@testable import StrataCore

/// A configuration's globs compiled into one index answer every path as matching each glob on
/// its own does: the index only narrows which globs are tried.
@Suite struct GlobIndexTests {
    /// Names that share prefixes, differ only by Unicode normalization (`é` composed and not), or
    /// hold glob characters escaped, so literal lookups meet the cases `==` decides.
    private static let names = [
        "App", "Ap", "Apps", "Core", "Views", "Caf\u{E9}", "Cafe\u{301}", "a{b", "x.swift", ".",
    ]
    private static let patternParts = [
        "App", "Ap", "Core", "Views", "Caf\u{E9}", "Cafe\u{301}", "a\\{b", "x.swift", "*", "**", "A*", "?pp", "*.swift",
        "{App,Core}", "{Views,*s}", ".",
    ]

    @Test func agreesWithEachGlobMatchedOnItsOwn() {
        var generator = SplitMix64(seed: 34)
        for _ in 0..<300 {
            let globs = (0..<generator.next(below: 40)).map { _ in
                Glob(Self.randomText(from: Self.patternParts, maximumCount: 5, using: &generator))
            }
            let index = GlobIndex(globs)
            for _ in 0..<60 {
                let path = Self.randomText(from: Self.names, maximumCount: 6, using: &generator)
                let expected = globs.indices.filter { globs[$0].matches(path) }
                #expect(index.matchingGlobs(Glob.components(of: path)) == expected, "\(globs) ~ \(path)")
            }
        }
    }

    @Test func answersTheCasesPeopleWrite() {
        let globs = [
            "Sources/App/**", "Sources/App/Screens/**", "**/Tests/**", "Sources/*Domain/**", "", "Package.swift",
        ]
        .map(Glob.init)
        let index = GlobIndex(globs)
        #expect(index.matchingGlobs(Glob.components(of: "Sources/App/Screens/Home.swift")) == [0, 1, 4])
        #expect(index.matchingGlobs(Glob.components(of: "Sources/DemoDomain/User.swift")) == [3, 4])
        #expect(index.matchingGlobs(Glob.components(of: "App/Tests/UserTests.swift")) == [2, 4])
        #expect(index.matchingGlobs(Glob.components(of: "Package.swift")) == [4, 5])
        #expect(GlobIndex([]).matchingGlobs(Glob.components(of: "Package.swift")).isEmpty)
    }

    private static func randomText(
        from parts: [String], maximumCount: Int, using generator: inout SplitMix64
    ) -> String {
        (0..<generator.next(below: maximumCount + 1)).map { _ in parts[generator.next(below: parts.count)] }
            .joined(separator: "/")
    }
}
