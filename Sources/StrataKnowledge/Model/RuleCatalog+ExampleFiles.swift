extension RuleCatalog {
    /// The folder beside rules.json holding a rule's example files.
    public static func exampleFolder(of ruleID: String) -> String { "knowledge/rules/\(ruleID)" }

    /// Reads the code of every example (and companion) that names a `file` from the rule's
    /// folder in `library`; returns a problem, at the `file` key, for each file that is not there.
    mutating func readExampleFiles(
        from library: ResourceLibrary, document: JSONDocument<RuleCatalog>
    ) -> [KnowledgeError] {
        var problems: [KnowledgeError] = []
        let kinds: [(key: String, examples: WritableKeyPath<RuleDefinition.Examples, [RuleExample]>)] = [
            ("triggering", \.triggering), ("nonTriggering", \.nonTriggering),
        ]
        for ruleIndex in rules.indices {
            let folder = Self.exampleFolder(of: rules[ruleIndex].id)
            func read(_ file: String, at path: JSONPath) -> String {
                if let text = try? library.file(at: "\(folder)/\(file)").text { return text }
                problems.append(
                    document.invalidValue(
                        at: path, "no example file \(folder)/\(file); add it or write the example's code inline"))
                return ""
            }
            for kind in kinds {
                let examplesPath = JSONPath(["rules", .index(ruleIndex)]).appending(key: "examples")
                    .appending(key: kind.key)
                for index in rules[ruleIndex].examples[keyPath: kind.examples].indices {
                    var example = rules[ruleIndex].examples[keyPath: kind.examples][index]
                    let path = examplesPath.appending(index: index)
                    if let file = example.file { example.code = read(file, at: path.appending(key: "file")) }
                    for companion in (example.companions ?? []).indices {
                        guard let file = example.companions?[companion].file else { continue }
                        example.companions?[companion].code = read(
                            file,
                            at: path.appending(key: "companions").appending(index: companion).appending(key: "file"))
                    }
                    rules[ruleIndex].examples[keyPath: kind.examples][index] = example
                }
            }
        }
        return problems
    }
}
