import StrataTestSupport
import Testing

@testable import StrataCore

/// Globs from a hostile `strata.json`: matching takes time linear in the
/// pattern and the path, and brace expansion is bounded, whatever the pattern.
@Suite("Hostile: globs")
struct HostileGlobTests {
    /// 50 characters that took the backtracking matcher minutes on a deep path.
    @Test func sixteenAnyDepthRunsMatchAtOnce() {
        let glob = Glob(String(repeating: "**/", count: 16) + "x")
        let deep = Array(repeating: "d", count: 60).joined(separator: "/") + "/y.swift"
        let started = ContinuousClock.now
        #expect(!glob.matches(deep))
        #expect(glob.matches(Array(repeating: "d", count: 60).joined(separator: "/") + "/x/y.swift"))
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func starRunsInOneNameMatchAtOnce() {
        let glob = Glob("Sources/" + String(repeating: "*a", count: 30) + "b")
        let started = ContinuousClock.now
        #expect(!glob.matches("Sources/" + String(repeating: "a", count: 200)))
        #expect(glob.matches("Sources/" + String(repeating: "a", count: 200) + "b"))
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func twentyBraceGroupsAreNotExpandedToAMillionPatterns() {
        let pattern = String(repeating: "{a,b}", count: 20)
        let started = ContinuousClock.now
        #expect(Glob.expandBraces(pattern) == [pattern])
        #expect(!Glob(pattern).matches("abababababababababab"))
        #expect(Glob.expandBraces(String(repeating: "{a,b}", count: 10)).count == 1_024)
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    /// The linear matcher agrees with the plain recursive definition on every small case.
    @Test func agreesWithTheRecursiveDefinition() {
        let parts = ["a", "b", "*", "**", "a*", "?", "*b*"]
        let names = ["a", "b", "ab", "ba", "aab"]
        var generator = SplitMix64(seed: 13)
        for _ in 0..<20_000 {
            let pattern = (0..<generator.next(below: 6)).map { _ in parts[generator.next(below: parts.count)] }
            let path = (0..<generator.next(below: 6)).map { _ in names[generator.next(below: names.count)] }
            let text = pattern.joined(separator: "/")
            let expected = Self.reference(pattern[...], path[...])
            #expect(Glob(text).matches(path.joined(separator: "/")) == expected, "\(text) ~ \(path)")
        }
    }

    /// `**` any run of components, a used-up pattern matches what lies below; names by `fnmatch` rules.
    private static func reference(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return true }
        if first == "**" {
            return path.indices.contains { reference(pattern.dropFirst(), path[$0...]) }
                || reference(pattern.dropFirst(), path[path.endIndex...])
        }
        guard let head = path.first, name(Array(first.utf8)[...], Array(head.utf8)[...]) else { return false }
        return reference(pattern.dropFirst(), path.dropFirst())
    }

    private static func name(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            return text.indices.contains { name(pattern.dropFirst(), text[$0...]) }
                || name(pattern.dropFirst(), text[text.endIndex...])
        case UInt8(ascii: "?"):
            return !text.isEmpty && name(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == head && name(pattern.dropFirst(), text.dropFirst())
        }
    }
}
