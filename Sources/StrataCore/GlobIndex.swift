/// Many globs compiled to answer, for one path, which of them match, in time that grows with the
/// path and the globs that could match it rather than with all of them.
///
/// An adopted configuration holds hundreds of globs, nearly all of them a literal folder path
/// (`App/Features/Login/**`). Each alternative of each glob is filed in a trie under its literal
/// leading components; a path walks the trie along its own components, and only the alternatives
/// filed on that walk — whose literal part the path already matched — are matched in full.
/// Alternatives starting with a wildcard sit at the root and are tried for every path.
public struct GlobIndex: Sendable {
    private struct Node: Sendable {
        /// Child per literal component. `Substring` compares as `Glob`'s literals do (canonical
        /// equivalence), so a lookup finds exactly the names `==` would accept.
        var children: [Substring: Int] = [:]
        /// Alternatives whose literal leading components end at this node.
        var candidates: [(glob: Int, alternative: [Glob.Component])] = []
    }

    private var nodes = [Node()]
    private let globCount: Int

    public init(_ globs: [Glob]) {
        globCount = globs.count
        for (number, glob) in globs.enumerated() {
            for alternative in glob.alternatives {
                var node = 0
                for component in alternative {
                    guard case .literal(let name) = component else { break }
                    if let child = nodes[node].children[name[...]] {
                        node = child
                    } else {
                        nodes.append(Node())
                        nodes[node].children[name[...]] = nodes.count - 1
                        node = nodes.count - 1
                    }
                }
                nodes[node].candidates.append((number, alternative))
            }
        }
    }

    /// The positions, ascending, of the globs matching the path split into `components` (by
    /// ``Glob/components(of:)``).
    public func matchingGlobs(_ components: [Substring]) -> [Int] {
        var matched: [Int] = []
        var node = 0
        var depth = 0
        while true {
            for candidate in nodes[node].candidates where Glob.match(candidate.alternative, components) {
                matched.append(candidate.glob)
            }
            guard depth < components.count, let child = nodes[node].children[components[depth]] else { break }
            node = child
            depth += 1
        }
        // A glob with brace alternatives may be filed, and match, more than once.
        guard matched.count > 1 else { return matched }
        matched.sort()
        var unique: [Int] = []
        for glob in matched where unique.last != glob { unique.append(glob) }
        return unique
    }

    /// Whether any glob matches the path split into `components`.
    public func matchesAny(_ components: [Substring]) -> Bool {
        globCount > 0 && !matchingGlobs(components).isEmpty
    }
}
