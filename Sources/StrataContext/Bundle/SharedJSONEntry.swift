import StrataJSON

/// One entry Strata adds to a JSON file it shares with the team, such as the `strata` server
/// in `.mcp.json` or `.gemini/settings.json`. The rest of the file (other servers, other
/// settings) is kept as it is, and so is an entry the team already has: a team that starts
/// Strata its own way (`swift run strata mcp`) keeps it.
public struct SharedJSONEntry: Sendable, Equatable {
    /// Object keys from the top of the file down to the entry.
    public var keyPath: [String]
    public var value: JSON

    public init(keyPath: [String], value: JSON) {
        self.keyPath = keyPath
        self.value = value
    }

    /// The file holding only the entry: what is written where there is no file yet.
    public var standaloneText: String { Self.setting(value, at: keyPath[...], in: .object([:])).prettyText }

    /// The text the file should have: `current` unchanged when it already holds an entry at
    /// the key path, else `current` with the entry's text inserted and every other byte kept.
    /// Nil `current` means there is no file.
    func text(mergedInto current: String?, path: String) throws(ContextError) -> String {
        guard let current else { return standaloneText }
        let parsed: JSON
        do {
            parsed = try JSON.parse(current)
        } catch {
            throw .unmergeable(path: path, reason: "it is not plain JSON (\(error.reason))")
        }
        guard case .object = parsed else { throw .unmergeable(path: path, reason: "it is not a JSON object") }
        var node = parsed
        for key in keyPath.dropLast() {
            guard let next = node[key] else { break }
            guard case .object = next else {
                throw .unmergeable(path: path, reason: "\"\(key)\" is not an object")
            }
            node = next
        }
        if value(in: parsed) != nil { return current }
        guard let merged = JSONMemberInsertion(current).inserting(value, at: keyPath) else {
            throw .unmergeable(path: path, reason: "Strata could not find where to add its entry")
        }
        return merged
    }

    private func value(in json: JSON) -> JSON? {
        keyPath.reduce(Optional(json)) { node, key in node?[key] }
    }

    private static func setting(_ value: JSON, at keys: ArraySlice<String>, in json: JSON) -> JSON {
        guard let key = keys.first, case .object(var members) = json else { return value }
        members[key] = setting(value, at: keys.dropFirst(), in: members[key] ?? .object([:]))
        return .object(members)
    }
}
