/// `naming.json`: the type names a feature, entity or generated type must not take, because
/// Swift, Foundation, Observation, Combine, SwiftUI, the generated package's support types or a
/// module already declare them, and what to suggest instead. The scaffolder refuses them and the
/// agent context states the rule, from this one list.
public struct NamingKnowledge: Codable, Sendable, Equatable {
    public let schemaVersion: Int
    public let version: String
    public let description: String
    public let guidelines: [Guideline]
    /// Appended to a refused name, in order, until the result is free: `Task` → `TaskItem`.
    public let suggestionSuffixes: [String]
    public let reservedPrefixes: [ReservedPrefix]
    /// Names a framework declares that are deliberately accepted, each with the reason it is safe.
    public let allowed: [AllowedName]
    public let groups: [ReservedGroup]

    /// Names that start with a prefix followed by an uppercase letter (`NSObject`, not `News`).
    public struct ReservedPrefix: Codable, Sendable, Equatable {
        public let prefix: String
        public let module: String
        public let reason: String
    }

    public struct AllowedName: Codable, Sendable, Equatable {
        public let name: String
        public let reason: String
    }

    /// The names one module (or the package itself) declares, and why a clash with them breaks code.
    /// The id of the group that lists module names rather than types.
    public static let moduleGroupID = "modules"

    public struct ReservedGroup: Codable, Sendable, Equatable {
        public let id: String
        public let module: String
        public let reason: String
        public let names: [String]
    }

    /// Why `name` may not be declared, or nil when it is free.
    public struct Reservation: Sendable, Equatable {
        public let name: String
        /// Where the name is already declared: `SwiftUI`, `_Concurrency`, `the generated package`.
        public let module: String
        public let reason: String
        /// True for the group of module names, whose names are modules, not types.
        public let isModule: Bool
    }

    public func reservation(of name: String) -> Reservation? {
        if allowed.contains(where: { $0.name == name }) { return nil }
        if let group = groups.first(where: { $0.names.contains(name) }) {
            return Reservation(
                name: name, module: group.module, reason: group.reason, isModule: group.id == Self.moduleGroupID)
        }
        for reserved in reservedPrefixes where name.hasPrefix(reserved.prefix) {
            let next = name.dropFirst(reserved.prefix.count).first
            if let next, next.isUppercase {
                return Reservation(name: name, module: reserved.module, reason: reserved.reason, isModule: false)
            }
        }
        return nil
    }

    /// The first of `name` plus each suggestion suffix that is not reserved itself, nor in
    /// `taken`; a name reserved for its prefix (`NSThing`) is suggested without it (`Thing`).
    public func suggestion(for name: String, avoiding taken: Set<String> = []) -> String? {
        let stem =
            reservedPrefixes.first { name.hasPrefix($0.prefix) && reservation(of: name) != nil }
            .map { String(name.dropFirst($0.prefix.count)) } ?? name
        let candidates = (stem == name ? [] : [stem]) + suggestionSuffixes.map { stem + $0 }
        return candidates.first { Self.isTypeName($0) && reservation(of: $0) == nil && !taken.contains($0) }
    }

    /// Problems no decoder catches: names that are not type names, listed twice, both reserved
    /// and allowed, and prefixes or suffixes that cannot form names. Each is a JSON path and why.
    public var problems: [(path: JSONPath, message: String)] {
        var problems: [(JSONPath, String)] = []
        var seen: [String: String] = [:]
        for (groupIndex, group) in groups.enumerated() {
            for (index, name) in group.names.enumerated() {
                let path = JSONPath(["groups", .index(groupIndex), "names", .index(index)])
                if !Self.isTypeName(name) {
                    problems.append(
                        (path, "'\(name)' is not a Swift type name (an identifier starting with an uppercase letter)"))
                }
                if let first = seen[name] {
                    problems.append((path, "'\(name)' is already listed in group '\(first)'; list each name once"))
                }
                seen[name] = seen[name] ?? group.id
            }
        }
        for (index, allowedName) in allowed.enumerated() where seen[allowedName.name] != nil {
            problems.append(
                (
                    JSONPath(["allowed", .index(index), "name"]),
                    "'\(allowedName.name)' is both allowed and reserved in group '\(seen[allowedName.name] ?? "")'; keep one"
                ))
        }
        for (index, reserved) in reservedPrefixes.enumerated() where !Self.isTypeName(reserved.prefix) {
            problems.append(
                (
                    JSONPath(["reservedPrefixes", .index(index), "prefix"]),
                    "a prefix must start with an uppercase letter"
                ))
        }
        if suggestionSuffixes.isEmpty {
            problems.append((JSONPath(["suggestionSuffixes"]), "give at least one suffix, such as \"Item\""))
        }
        for (index, suffix) in suggestionSuffixes.enumerated() where !Self.isTypeName(suffix) {
            problems.append(
                (JSONPath(["suggestionSuffixes", .index(index)]), "a suffix must start with an uppercase letter"))
        }
        return problems
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, first.isASCII else { return false }
        return SwiftIdentifier.problem(with: name) == nil
    }
}
