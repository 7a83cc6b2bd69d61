import StrataKnowledge
import Testing

@testable import StrataScaffold

/// Scaffolding sorts a rendered file's imports; `templates check` still has to point at the
/// template line each import came from.
@Suite struct ImportSorterTests {
    @Test func importsKeepTheirTemplateLinesWhenSorted() {
        let file = RenderedFile(
            path: "A.swift", contents: "import Zebra\nimport Alpha\n\nstruct A {}\n", templateID: "a",
            templateVersion: "1.0.0",
            layer: "domain", templatePath: "A.swift.tmpl", templateLines: [2, 5, 6, 7])
        let sorted = ImportSorter.sortingImports(file)
        #expect(sorted.contents.hasPrefix("import Alpha\nimport Zebra\n"))
        #expect(sorted.templateLines == [5, 2, 6, 7])
    }
}
