import Foundation
import StrataKnowledge

/// What `remove feature` may believe of `.strata/generated.json`: the record is committed, so a
/// pull request can add an entry claiming a feature owns `strata.json` with its current hash.
/// A feature's file is only ever written by a template that takes a feature, at one of that
/// template's output paths; an entry that could not have been written so is refused before
/// anything is deleted.
extension Scaffolder {
    /// Files no feature owns: the manifest, the configuration and Strata's bookkeeping.
    static func isProjectFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.first == ".strata" || parts.contains { $0.lowercased() == ".git" }
            || ["Package.swift", "Package.resolved", ProjectRoot.configurationFile].contains(path)
    }

    func checkFeatureFile(_ entry: GenerationRecord.File) throws(ScaffoldError) {
        guard let feature = entry.feature else { return }
        let refused = { (reason: String) in
            ScaffoldError.recordEntryNotGenerated(entry: entry.path, feature: feature, reason: reason)
        }
        if Self.isProjectFile(entry.path) { throw refused("a manifest, configuration or .strata/ file") }
        guard let template = try? package(entry.template) else {
            throw refused("no template '\(entry.template)' to have written it")
        }
        guard template.metadata.variables.contains(where: { $0.name == "feature" }) else {
            throw refused("template '\(entry.template)' writes the package, not a feature")
        }
        guard template.metadata.files.contains(where: { Self.output($0.outputPattern, matches: entry.path) }) else {
            throw refused("template '\(entry.template)' writes no file there")
        }
    }

    /// Whether a template's output path could render as `path`: each `{{ … }}` tag stands for
    /// any text within one folder name. Adjacent tags (a name chosen by nested conditions) are one
    /// wildcard: a run of them would make the regular expression backtrack past its limits.
    static func output(_ pattern: String, matches path: String) -> Bool {
        let anyText = "[^/]*"
        var regex = "^"
        var rest = pattern[...]
        while let open = rest.range(of: "{{") {
            let literal = String(rest[..<open.lowerBound])
            if !literal.isEmpty || !regex.hasSuffix(anyText) {
                regex += NSRegularExpression.escapedPattern(for: literal) + anyText
            }
            guard let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) else { return false }
            rest = rest[close.upperBound...]
        }
        regex += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        return path.range(of: regex, options: .regularExpression) != nil
    }
}
