/// A path pattern from `strata.json` (`layers`, `exclude`), matched against '/'-separated paths
/// relative to the project root.
///
/// `*` matches within one path component, `?` one character, `**` any number of whole
/// components, `{a,b}` either alternative. A backslash makes the character after it literal
/// (`App\{Core`, `a\,b`, `\\`), so any folder name can be written into a glob. A pattern also
/// matches everything below a folder it matches, so `Sources/DemoDomain` and
/// `Sources/DemoDomain/**` mean the same thing — the form people write first should not
/// silently match nothing.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// Each brace alternative's components; ``GlobIndex`` files them by their literal leading ones.
    let alternatives: [[Component]]

    enum Component: Hashable, Sendable {
        case anyDepth
        /// A name without wildcards, its escapes resolved.
        case literal(String)
        /// The bytes of a name with `*` or `?`, those two as `star` and `anyByte`.
        case wildcard([UInt16])
    }

    /// Wildcard tokens, beyond the range of a byte.
    private static let star: UInt16 = 0x100
    private static let anyByte: UInt16 = 0x101

    public init(_ pattern: String) {
        self.pattern = pattern
        alternatives = Glob.expandBraces(pattern).map { expanded in
            var components: [Component] = []
            for part in expanded.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
                let component = part == "**" ? .anyDepth : Glob.component(part)
                // `**/**` means what `**` means; collapsing the run keeps matching linear in it.
                if component == .anyDepth, components.last == .anyDepth { continue }
                components.append(component)
            }
            return components
        }
    }

    public var description: String { pattern }

    /// One component of an expanded pattern: a literal name, or wildcard tokens when an
    /// unescaped `*` or `?` is in it.
    private static func component(_ part: Substring) -> Component {
        var tokens: [UInt16] = []
        var name = ""
        var hasWildcard = false
        var escaped = false
        for character in part {
            if escaped || character != "\\" && character != "*" && character != "?" {
                escaped = false
                name.append(character)
                tokens += character.utf8.map(UInt16.init)
            } else if character == "\\" {
                escaped = true
            } else {
                hasWildcard = true
                tokens.append(character == "*" ? star : anyByte)
            }
        }
        // A lone trailing backslash stands for itself (`problem(in:)` reports it).
        if escaped {
            name.append("\\")
            tokens.append(UInt16(UInt8(ascii: "\\")))
        }
        return hasWildcard ? .wildcard(collapsingStars(tokens)) : .literal(name)
    }

    /// How many characters of `pattern` are literal, its escapes counted as the character
    /// they escape: the more, the more specific the glob.
    public static func literalCharacterCount(of pattern: String) -> Int {
        var count = 0
        var escaped = false
        for character in pattern {
            if escaped {
                count += 1
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if !"*?{},".contains(character) {
                count += 1
            }
        }
        return count + (escaped ? 1 : 0)
    }

    /// The characters a backslash escapes when a name is written into a glob.
    static let specialCharacters: Set<Character> = ["\\", "*", "?", "{", "}", "[", "]", ","]

    /// `name` as a glob matching exactly that name: each glob character behind a backslash.
    public static func escaping(_ name: some StringProtocol) -> String {
        var escaped = ""
        for character in name {
            if specialCharacters.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

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
    static func match(_ pattern: [Component], _ path: [Substring]) -> Bool {
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

    /// The same algorithm within one component: `star` is the remembered star, `anyByte` one byte.
    private static func wildcard(_ pattern: [UInt16], _ name: [UInt8]) -> Bool {
        var patternIndex = 0
        var nameIndex = 0
        var resume: (pattern: Int, name: Int)?
        while nameIndex < name.count {
            if patternIndex < pattern.count, pattern[patternIndex] == star {
                resume = (patternIndex + 1, nameIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count,
                pattern[patternIndex] == anyByte || pattern[patternIndex] == UInt16(name[nameIndex])
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

    private static func collapsingStars(_ tokens: [UInt16]) -> [UInt16] {
        var collapsed: [UInt16] = []
        for token in tokens where !(token == star && collapsed.last == star) { collapsed.append(token) }
        return collapsed
    }

    /// Why `pattern` can match no path, whatever the project holds, or nil. Paths are relative to
    /// the project root and never climb out of it, so an empty, absolute or `..` pattern is a
    /// mistake, as is an unbalanced brace (it would be matched as a literal character) or a
    /// backslash escaping nothing.
    public static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "is empty" }
        if pattern.hasPrefix("/") { return "is absolute; globs match paths relative to the project root" }
        if pattern.split(separator: "/").contains("..") { return "climbs out of the project with '..'" }
        var depth = 0
        var escaped = false
        for character in pattern {
            if escaped {
                escaped = false
                continue
            }
            if character == "\\" { escaped = true }
            if character == "{" { depth += 1 }
            if character == "}" {
                guard depth > 0 else { return "has a '}' without its '{'; write '\\}' for the character" }
                depth -= 1
            }
        }
        if escaped { return "ends with a lone '\\'; write '\\\\' for the character" }
        return depth > 0 ? "has an unclosed '{'; write '\\{' for the character" : nil
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
        // Which characters a backslash makes literal; the alternatives keep their escapes.
        var isEscaped = [Bool](repeating: false, count: characters.count)
        var index = 0
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count {
                isEscaped[index + 1] = true
                index += 2
            } else {
                index += 1
            }
        }
        guard let open = characters.indices.first(where: { characters[$0] == "{" && !isEscaped[$0] }) else {
            budget -= 1
            return budget >= 0 ? [pattern] : nil
        }
        var depth = 0
        var close: Int?
        var splits: [Int] = []
        for index in open..<characters.count where !isEscaped[index] {
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
