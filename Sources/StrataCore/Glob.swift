/// A path pattern from `strata.json` (`layers`, `exclude`), matched against '/'-separated paths
/// relative to the project root.
///
/// `*` matches within one path component, `?` one character, `**` any number of whole
/// components, `{a,b}` either alternative. A pattern also matches everything below a folder it
/// matches, so `Sources/DemoDomain` and `Sources/DemoDomain/**` mean the same thing — the form
/// people write first should not silently match nothing.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let alternatives: [[Component]]

    private enum Component: Hashable {
        case anyDepth
        case literal(String)
        case wildcard([UInt8])
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        alternatives = Glob.expandBraces(pattern).map { expanded in
            var components: [Component] = []
            for part in expanded.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
                let component: Component =
                    part == "**"
                    ? .anyDepth
                    : part.contains("*") || part.contains("?")
                        ? .wildcard(Glob.collapsingStars(Array(part.utf8)))
                        : .literal(String(part))
                // `**/**` means what `**` means; collapsing the run keeps matching linear in it.
                if component == .anyDepth, components.last == .anyDepth { continue }
                components.append(component)
            }
            return components
        }
    }

    public var description: String { pattern }

    /// Per alternative, the folder its leading literal components name (`Sources/DemoDomain` for
    /// `Sources/DemoDomain/**`): every path the alternative matches lies in it.
    public var literalFolders: [String] {
        alternatives.map { components in
            var names: [String] = []
            for component in components {
                guard case .literal(let name) = component else { break }
                names.append(name)
            }
            return names.joined(separator: "/")
        }.filter { !$0.isEmpty }
    }

    public func matches(_ path: String) -> Bool {
        matches(components: Glob.components(of: path))
    }

    /// The components `matches(_:)` reads a path as: split once, a path can be matched against
    /// every glob of a configuration without splitting it again for each.
    public static func components(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether the path these components (from ``components(of:)``) make up matches.
    public func matches(components parts: [Substring]) -> Bool {
        alternatives.contains { Glob.match($0, parts) }
    }

    /// Wildcard matching with one remembered `**` (the classic backtracking-free algorithm):
    /// on a mismatch, the latest `**` takes one more component and matching resumes after it.
    /// Each step either advances the path or moves the resume point forward, so the work is
    /// bounded by pattern length × path length whatever the pattern holds.
    private static func match(_ pattern: [Component], _ path: [Substring]) -> Bool {
        var patternIndex = 0
        var pathIndex = 0
        var resume: (pattern: Int, path: Int)?
        while pathIndex < path.count {
            // A pattern used up matches the folder it named and everything below it.
            if patternIndex == pattern.count { return true }
            if patternIndex < pattern.count, pattern[patternIndex] == .anyDepth {
                resume = (patternIndex + 1, pathIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count, matches(pattern[patternIndex], path[pathIndex]) {
                patternIndex += 1
                pathIndex += 1
            } else if let last = resume {
                resume = (last.pattern, last.path + 1)
                patternIndex = last.pattern
                pathIndex = last.path + 1
            } else {
                return false
            }
        }
        return pattern[patternIndex...].allSatisfy { $0 == .anyDepth }
    }

    private static func matches(_ component: Component, _ name: Substring) -> Bool {
        switch component {
        case .anyDepth: true
        case .literal(let literal): literal == name
        case .wildcard(let bytes): wildcard(bytes, Array(name.utf8))
        }
    }

    /// The same algorithm within one component: `*` is the remembered star, `?` one byte.
    private static func wildcard(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        let star = UInt8(ascii: "*")
        var patternIndex = 0
        var nameIndex = 0
        var resume: (pattern: Int, name: Int)?
        while nameIndex < name.count {
            if patternIndex < pattern.count, pattern[patternIndex] == star {
                resume = (patternIndex + 1, nameIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count,
                pattern[patternIndex] == UInt8(ascii: "?") || pattern[patternIndex] == name[nameIndex]
            {
                patternIndex += 1
                nameIndex += 1
            } else if let last = resume {
                resume = (last.pattern, last.name + 1)
                patternIndex = last.pattern
                nameIndex = last.name + 1
            } else {
                return false
            }
        }
        return pattern[patternIndex...].allSatisfy { $0 == star }
    }

    private static func collapsingStars(_ bytes: [UInt8]) -> [UInt8] {
        var collapsed: [UInt8] = []
        for byte in bytes where !(byte == UInt8(ascii: "*") && collapsed.last == byte) { collapsed.append(byte) }
        return collapsed
    }

    /// Why `pattern` can match no path, whatever the project holds, or nil. Paths are relative to
    /// the project root and never climb out of it, so an empty, absolute or `..` pattern is a
    /// mistake, as is an unbalanced brace (it would be matched as a literal character).
    public static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "is empty" }
        if pattern.hasPrefix("/") { return "is absolute; globs match paths relative to the project root" }
        if pattern.split(separator: "/").contains("..") { return "climbs out of the project with '..'" }
        var depth = 0
        for character in pattern {
            if character == "{" { depth += 1 }
            if character == "}" {
                guard depth > 0 else { return "has a '}' without its '{'" }
                depth -= 1
            }
        }
        return depth > 0 ? "has an unclosed '{'" : nil
    }

    /// Brace alternatives one pattern may expand to; `{a,b}` repeated twenty times would ask
    /// for a million. Past this, the pattern is kept as written (and a layer glob that then
    /// matches nothing is reported as such).
    static let maximumAlternatives = 1_024

    /// `a/{b,c}/d` → `a/b/d`, `a/c/d`; nested braces expand inside out.
    static func expandBraces(_ pattern: String) -> [String] {
        var budget = maximumAlternatives
        return expandBraces(pattern, budget: &budget) ?? [pattern]
    }

    /// The expansion, or nil once it has produced more than `budget` patterns.
    private static func expandBraces(_ pattern: String, budget: inout Int) -> [String]? {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else {
            budget -= 1
            return budget >= 0 ? [pattern] : nil
        }
        var depth = 0
        var close: Int?
        var splits: [Int] = []
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: splits.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else {
            budget -= 1
            return budget >= 0 ? [pattern] : nil
        }
        let prefix = String(characters[..<open])
        let suffix = String(characters[(close + 1)...])
        let bounds = [open] + splits + [close]
        var expanded: [String] = []
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            guard let more = expandBraces(prefix + String(characters[(start + 1)..<end]) + suffix, budget: &budget)
            else { return nil }
            expanded += more
        }
        return expanded
    }
}
