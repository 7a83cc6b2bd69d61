import StrataKnowledge
import StrataScaffold

/// Compares what a template's files and output paths read with what its template.json
/// declares: a variable read but not declared fails at render time; one declared but never
/// read is usually the other half of a rename.
enum VariableUsageCheck {
    static func check(_ package: TemplatePackage, metadataFile: ResourceFile, into findings: inout TemplateFindings) {
        let metadata = package.metadata
        let declared = Set(metadata.variables.map(\.name))
        let readable = declared.union(Scaffolder.suppliedVariables)
        var used = Set<String>()

        for name in package.templates.keys.sorted() {
            guard let template = package.templates[name] else { continue }
            for (variable, position) in template.usage.variables.sorted(by: { $0.value < $1.value }) {
                used.insert(variable)
                if !readable.contains(variable) {
                    findings.add(
                        undeclared(variable, file: template.path, at: position), fallbackFile: metadataFile.location)
                }
            }
        }

        let document = try? JSONParser.parse(metadataFile.text, file: metadataFile.location)
        for (index, file) in metadata.files.enumerated() {
            // The pattern sits inside a JSON string, which starts one column after its quote.
            let string = document?.value(at: ["files", .index(index), "output"])?.position
            for (variable, position) in file.output.usage.variables.sorted(by: { $0.value < $1.value }) {
                used.insert(variable)
                guard !readable.contains(variable) else { continue }
                let located =
                    string.map { SourcePosition(line: $0.line, column: $0.column + position.column) } ?? position
                findings.add(
                    undeclared(variable, file: metadataFile.location, at: located), fallbackFile: metadataFile.location)
            }
        }

        // A template declaring the per-operation variable is rendered once per item of the
        // operations list: the scaffolder reads that list, so it counts as used.
        if declared.contains(Scaffolder.perOperationVariable) { used.insert(Scaffolder.operationsVariable) }
        // Declaring `legacy` selects the template for `strata add adapter`, whether or not its
        // text differs by legacy kind.
        used.insert(Scaffolder.legacyVariable)
        for (index, variable) in metadata.variables.enumerated() where !used.contains(variable.name) {
            let position = document?.value(at: ["variables", .index(index), "name"])?.position
            findings.add(
                .unusedVariable, file: metadataFile.location, line: position?.line ?? 1, column: position?.column ?? 1,
                message: "variable \"\(variable.name)\" is declared but no template file or output path reads it; "
                    + "use it, or remove it from \"variables\"")
        }
    }

    /// The same error rendering would raise, so both are reported as one finding.
    private static func undeclared(_ variable: String, file: String, at position: SourcePosition) -> KnowledgeError {
        .template(.unknownVariable(variable), at: FileLocation(file: file, position: position))
    }
}
