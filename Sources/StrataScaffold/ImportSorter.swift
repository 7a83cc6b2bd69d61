import StrataKnowledge

/// Sorts each run of consecutive plain `import X` lines in generated Swift files.
///
/// Templates cannot know where the user's module name sorts among `Foundation` or
/// `Observation`, and `swift format lint --strict` requires sorted imports, so the order is
/// settled after rendering.
enum ImportSorter {
    static func sortingImports(_ file: RenderedFile) -> RenderedFile {
        guard file.path.hasSuffix(".swift") else { return file }
        var lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var start = 0
        while start < lines.count {
            guard isPlainImport(lines[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < lines.count, isPlainImport(lines[end]) { end += 1 }
            lines[start..<end].sort()
            start = end
        }
        return RenderedFile(
            path: file.path, contents: lines.joined(separator: "\n"), templateID: file.templateID,
            templateVersion: file.templateVersion, layer: file.layer)
    }

    private static func isPlainImport(_ line: String) -> Bool {
        line.hasPrefix("import ") && !line.contains("//")
    }
}
