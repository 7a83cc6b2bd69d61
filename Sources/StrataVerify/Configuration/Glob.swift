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
            expanded.split(separator: "/", omittingEmptySubsequences: true).compactMap { part -> Component? in
                if part == "." { return nil }
                if part == "**" { return .anyDepth }
                if part.contains("*") || part.contains("?") { return .wildcard(Array(part.utf8)) }
                return .literal(String(part))
            }
        }
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return alternatives.contains { Glob.match($0[...], parts[...]) }
    }

    private static func match(_ pattern: ArraySlice<Component>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return true }
        switch first {
        case .anyDepth:
            let rest = pattern.dropFirst()
            var candidate = path
            while true {
                if match(rest, candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        case .literal(let name):
            guard let head = path.first, head == name else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        case .wildcard(let bytes):
            guard let head = path.first, wildcard(bytes[...], Array(head.utf8)[...]) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
    }

    private static func wildcard(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            var candidate = name
            while true {
                if wildcard(pattern.dropFirst(), candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !name.isEmpty && wildcard(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == head && wildcard(pattern.dropFirst(), name.dropFirst())
        }
    }

    /// `a/{b,c}/d` → `a/b/d`, `a/c/d`; nested braces expand inside out.
    static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return [pattern] }
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
        guard let close else { return [pattern] }
        let prefix = String(characters[..<open])
        let suffix = String(characters[(close + 1)...])
        let bounds = [open] + splits + [close]
        return zip(bounds, bounds.dropFirst()).flatMap { start, end in
            expandBraces(prefix + String(characters[(start + 1)..<end]) + suffix)
        }
    }
}
