/// The set of key paths in a JSON object tree, with array elements collapsed to `[]`, e.g.
/// `rules[].examples.triggering[].code`. Comparing the sets of a file and of its re-encoded
/// model shows keys the model does not know, which a strict decoder would reject.
func jsonKeyPaths(_ value: Any, prefix: String = "") -> Set<String> {
    if let object = value as? [String: Any] {
        var paths: Set<String> = []
        for (key, child) in object {
            let path = prefix.isEmpty ? key : prefix + "." + key
            paths.insert(path)
            paths.formUnion(jsonKeyPaths(child, prefix: path))
        }
        return paths
    }
    if let array = value as? [Any] {
        return array.reduce(into: Set<String>()) { $0.formUnion(jsonKeyPaths($1, prefix: prefix + "[]")) }
    }
    return []
}
