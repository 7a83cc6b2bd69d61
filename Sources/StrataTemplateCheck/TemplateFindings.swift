import StrataKnowledge
import StrataScaffold
import StrataVerify

/// Collects what `templates check` finds as verify `Finding`s located in template files, so
/// the same problem seen in several styles or renders is reported once, naming them all.
struct TemplateFindings {
    /// Where in generated code a problem was seen, when it was.
    struct Generated: Hashable, Comparable {
        var path: String
        var line: Int
        var column: Int

        static func < (lhs: Generated, rhs: Generated) -> Bool {
            (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
        }
    }

    private struct Key: Hashable {
        var check: TemplateCheck
        var severity: Severity
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    /// Where else the same problem was seen.
    private struct Sightings {
        var generated: [Generated] = []
        var styles: [ViewModelStyleID] = []
    }

    private var order: [Key] = []
    private var sightings: [Key: Sightings] = [:]
    /// Template files' lines by location, for the offending line's text.
    private let lines: [String: [Substring]]
    private let workingDirectory: String

    init(library: ResourceLibrary, workingDirectory: String) {
        var lines: [String: [Substring]] = [:]
        for file in library.files where file.path.hasPrefix("Templates/") {
            lines[file.location] = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        self.lines = lines
        self.workingDirectory = workingDirectory
    }

    /// Records a problem at a place in a template file (`file` is its location).
    mutating func add(
        _ check: TemplateCheck, file: String, line: Int, column: Int, message: String, severity: Severity = .error,
        generated: Generated? = nil, style: ViewModelStyleID? = nil
    ) {
        let key = Key(check: check, severity: severity, file: file, line: line, column: column, message: message)
        if sightings[key] == nil {
            order.append(key)
            sightings[key] = Sightings()
        }
        if let generated, sightings[key]?.generated.contains(generated) == false {
            sightings[key]?.generated.append(generated)
        }
        if let style, sightings[key]?.styles.contains(style) == false { sightings[key]?.styles.append(style) }
    }

    /// Records a template or template.json error where it points; errors without a position
    /// are put at the start of `fallbackFile`.
    mutating func add(_ error: KnowledgeError, fallbackFile: String, style: ViewModelStyleID? = nil) {
        add(
            TemplateCheck.classifying(error), file: error.file ?? fallbackFile, line: error.position?.line ?? 1,
            column: error.position?.column ?? 1, message: error.message, style: style)
    }

    /// Records a problem seen in generated code at the template line that produced it. The
    /// column carries over when that template line holds no tag (it reads as generated);
    /// otherwise the finding points at the line's start.
    mutating func addGenerated(
        _ check: TemplateCheck, templatePath: String, templateLine: Int?, generated: Generated, generatedText: String,
        message: String, severity: Severity = .error, style: ViewModelStyleID? = nil
    ) {
        let line = templateLine ?? 1
        let sameText = templateLine != nil && text(of: templatePath, line: line) == generatedText
        add(
            check, file: templatePath, line: line, column: sameText ? generated.column : 1, message: message,
            severity: severity, generated: generated, style: style)
    }

    /// The text of a template file's line, if the file is known.
    func text(of file: String, line: Int) -> String? {
        guard let fileLines = lines[file], fileLines.indices.contains(line - 1) else { return nil }
        return String(fileLines[line - 1])
    }

    /// The findings in reporting order, each naming the generated places and styles it was seen in.
    var findings: [Finding] {
        order.map { key in
            let seen = sightings[key] ?? Sightings()
            var context: [String] = []
            if !seen.generated.isEmpty {
                let places = seen.generated.sorted().map { "\($0.path):\($0.line):\($0.column)" }
                context.append("generated " + places.joined(separator: ", "))
            }
            if !seen.styles.isEmpty {
                let styles = ViewModelStyleID.allCases.filter(seen.styles.contains)
                context.append("style " + styles.map(\.rawValue).joined(separator: ", "))
            }
            let message = context.isEmpty ? key.message : key.message + " (" + context.joined(separator: "; ") + ")"
            return Finding(
                ruleID: key.check.id, severity: key.severity, message: message, file: display(key.file), line: key.line,
                column: key.column, lineText: text(of: key.file, line: key.line) ?? "")
        }.sorted(by: Finding.reportingOrder)
    }

    private func display(_ path: String) -> String {
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
