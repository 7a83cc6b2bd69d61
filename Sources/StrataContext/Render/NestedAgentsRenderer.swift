import StrataCore

/// Nested `AGENTS.md` files: each layer's rules in the layer's own folder, where Codex adds
/// them to the root file's and Cursor and Windsurf read them as a rule for that folder. The
/// root AGENTS.md then stays lean — what every task needs — so an agent that imports it
/// (Claude, Gemini) does not load every layer's rules on every prompt, and the agents that read
/// nested files are not given the same text again in their own scoped rule files.
extension ContextRenderer {
    /// A scope's nested file locations: the fixed folder each of its globs starts with.
    struct NestedScope {
        var scope: Scope
        var folders: [String]
    }

    static let nestedFileName = "AGENTS.md"

    /// Every layer's and the tests' nested folders that exist; nil when one of them has a glob
    /// that names no fixed folder (`**/*ViewModel.swift`) or none of its folders exists yet, since
    /// no AGENTS.md could then hold its rules and the root file must keep them all. Migration maps
    /// apply everywhere and are never nested.
    func nestedScopes(existing folderExists: (String) -> Bool) -> [NestedScope]? {
        var nested: [NestedScope] = []
        for scope in scopes where scope.migration == nil {
            var folders: [String] = []
            for glob in scope.globs {
                guard let prefixes = Self.fixedFolders(of: glob) else { return nil }
                folders += prefixes.filter(folderExists)
            }
            guard !folders.isEmpty else { return nil }
            var seen: Set<String> = []
            nested.append(NestedScope(scope: scope, folders: folders.filter { seen.insert($0).inserted }))
        }
        // A folder holding another scope's folder would give that scope's files both sets of rules.
        for (index, entry) in nested.enumerated() {
            for other in nested[(index + 1)...] {
                for folder in entry.folders {
                    for otherFolder in other.folders where Self.isSameOrInside(folder, otherFolder) {
                        return nil
                    }
                }
            }
        }
        return nested.isEmpty ? nil : nested
    }

    func nestedAgentsDocument(_ scope: Scope) -> MarkdownDocument {
        MarkdownDocument(
            frontMatter: nil, provenance: provenance, sections: scopedSections(scope, afterRootIndex: true))
    }

    /// Where the lean root file points agents for the rules it leaves out.
    func nestedIndex(_ nested: [NestedScope]) -> String {
        var lines = [
            "Each layer's full rules, with code that passes, are in the `AGENTS.md` of its folder; "
                + "read it before editing files there:", "",
        ]
        for entry in nested {
            let files = entry.folders.map { "`\($0)/\(Self.nestedFileName)`" }.joined(separator: ", ")
            lines.append("- \(entry.scope.title): \(files)")
        }
        return lines.joined(separator: "\n")
    }

    /// One line per rule: what `strata verify` checks, for the lean root file.
    var ruleIndex: String {
        knowledge.rules.map { rule in
            let layers =
                rule.layers.count == knowledge.layers.count ? "all layers" : rule.layers.joined(separator: ", ")
            return "- `\(rule.id)` (\(rule.severity); \(layers)): \(tailored(rule.summary))"
        }.joined(separator: "\n")
    }

    /// Whether one folder is the other or lies inside it, component by component.
    static func isSameOrInside(_ first: String, _ second: String) -> Bool {
        first == second || first.hasPrefix(second + "/") || second.hasPrefix(first + "/")
    }

    /// The folders a glob's matches all live under, relative to the project: the path before
    /// its first wildcard, one per alternative of a single `{a,b}` group. Nil when the glob
    /// starts with a wildcard, has nested or several brace groups, or climbs with `..`.
    static func fixedFolders(of glob: String) -> [String]? {
        let components = glob.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var fixed: [String] = []
        var braced: (prefix: String, alternatives: [String], suffix: String)?
        for component in components {
            // A name with escapes (`App\{Core`, as `init --adopt` writes it) is one folder,
            // named without them; one that also has wildcards or braces ends the fixed part.
            if component.contains("\\") {
                let names = Glob(component).literalFolders
                guard names.count == 1, Glob(component).matches(names[0]) else { break }
                fixed.append(names[0])
                continue
            }
            if component.contains(where: { "*?[".contains($0) }) { break }
            guard component != "..", component != ".", !component.isEmpty else { return nil }
            if let open = component.firstIndex(of: "{") {
                guard braced == nil, let close = component.firstIndex(of: "}"), open < close,
                    !component[component.index(after: open)..<close].contains("{"),
                    !component[component.index(after: close)...].contains(where: { "{}".contains($0) })
                else { return nil }
                let alternatives = component[component.index(after: open)..<close]
                    .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                let prefix = String(component[..<open])
                let suffix = String(component[component.index(after: close)...])
                // `{,X}` also matches the parent folder itself, which may hold other layers' files.
                guard !alternatives.contains(where: { (prefix + $0 + suffix).isEmpty }) else { return nil }
                braced = (prefix, alternatives, suffix)
                fixed.append(component)
                // The folder ends at the braced component: later ones are the same for every
                // alternative, but keeping the path short keeps the rule in the layer's own folder.
                break
            }
            fixed.append(component)
        }
        // A glob without a wildcard names files, and their folder may hold other layers' files.
        guard !fixed.isEmpty, fixed.count < components.count else { return nil }
        guard let braced else { return [fixed.joined(separator: "/")] }
        let parent = fixed.dropLast().joined(separator: "/")
        return braced.alternatives.map { alternative in
            let name = braced.prefix + alternative + braced.suffix
            return parent.isEmpty ? name : parent + "/" + name
        }
    }
}
