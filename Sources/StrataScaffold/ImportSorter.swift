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
        // Each line keeps the template line it came from while it moves.
        var origins = lines.indices.map { file.templateLine(forLine: $0 + 1) ?? 0 }
        var start = 0
        while start < lines.count {
            guard isPlainImport(lines[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < lines.count, isPlainImport(lines[end]) { end += 1 }
            let sorted = zip(lines[start..<end], origins[start..<end]).sorted { $0.0 < $1.0 }
            lines.replaceSubrange(start..<end, with: sorted.map(\.0))
            origins.replaceSubrange(start..<end, with: sorted.map(\.1))
            start = end
        }
        return RenderedFile(
            path: file.path, contents: lines.joined(separator: "\n"), templateID: file.templateID,
            templateVersion: file.templateVersion, layer: file.layer, templatePath: file.templatePath,
            templateLines: Array(origins.prefix(file.templateLines.count)))
    }

    private static func isPlainImport(_ line: String) -> Bool {
        line.hasPrefix("import ") && !line.contains("//")
    }
}
