import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffold

/// Traces a line of a generated sample package back to the template line behind it. The
/// generation record says which template owns a file; the rendered files know the template
/// line of each of their lines; lines the scaffolder inserted afterwards (feature
/// registrations in the composition root) are found in the registration snippets.
struct GeneratedSourceMap {
    struct Origin: Equatable {
        var templateID: String
        var templatePath: String
        /// Nil when the line is in the file but no template line can be named for it.
        var templateLine: Int?
        var generatedText: String
    }

    private let root: URL
    private let record: GenerationRecord
    private let rendered: [String: RenderedFile]
    private let registrations: [RenderedFile]

    init(_ generated: SamplePackage.Generated) throws {
        root = generated.root
        record = try Scaffolder.loadRecord(at: generated.root)
        rendered = Dictionary(generated.rendered.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        registrations = generated.registrations
    }

    /// The generated files named `fileName` (tools such as Swift Testing print only the name).
    func paths(named fileName: String) -> [String] {
        record.files.map(\.path).filter { ($0 as NSString).lastPathComponent == fileName }
    }

    /// Where line `line` of the generated file at `path` (relative to the package) came from.
    func origin(of path: String, line: Int) -> Origin? {
        guard let owner = record.files.first(where: { $0.path == path }), let file = rendered[path],
            file.templateID == owner.template
        else { return nil }
        let current = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? file.contents
        let currentLines = Self.lines(current)
        let text = currentLines.indices.contains(line - 1) ? currentLines[line - 1] : ""
        func origin(atRenderedLine renderedLine: Int?) -> Origin {
            Origin(
                templateID: owner.template, templatePath: file.templatePath,
                templateLine: renderedLine.flatMap(file.templateLine(forLine:)), generatedText: text)
        }
        if current == file.contents { return origin(atRenderedLine: line) }
        // Strata only inserts into files it generated, so aligning the two versions line by
        // line tells rendered lines from inserted ones.
        var renderedLine = 0
        var currentLine = 0
        for edit in LineDiff.edits(from: Self.lines(file.contents), to: currentLines) {
            switch edit {
            case .same:
                renderedLine += 1
                currentLine += 1
                if currentLine == line { return origin(atRenderedLine: renderedLine) }
            case .removed:
                renderedLine += 1
            case .added(let added):
                currentLine += 1
                if currentLine == line { return registrationOrigin(of: added, in: path) ?? origin(atRenderedLine: nil) }
            }
        }
        return origin(atRenderedLine: nil)
    }

    private func registrationOrigin(of text: String, in path: String) -> Origin? {
        for registration in registrations where registration.path == path {
            let inserted = Self.lines(Scaffolder.linesBeforeMarker(registration.contents))
            guard let index = inserted.firstIndex(of: text) else { continue }
            return Origin(
                templateID: registration.templateID, templatePath: registration.templatePath,
                templateLine: registration.templateLine(forLine: index + 1), generatedText: text)
        }
        return nil
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
