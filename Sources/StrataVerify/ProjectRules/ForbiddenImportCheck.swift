/// `forbidden-import`: an import of one of the modules, reported at the module name.
struct ForbiddenImportCheck: FileCheck {
    let modules: Set<String>

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for declaration in file.index.imports where modules.contains(declaration.module) {
            report.add(
                line: declaration.line, column: declaration.column,
                ["layer": file.layer ?? "", "module": declaration.module])
        }
    }
}
