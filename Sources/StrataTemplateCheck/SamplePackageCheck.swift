import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// Generates the sample package in one style and holds it to what users get from Strata: it
/// passes `strata verify` with no finding and, when asked, builds and passes its own tests.
/// Every problem is reported at the template line that produced the offending line.
struct SamplePackageCheck {
    let scaffolder: Scaffolder
    let knowledge: VerifyKnowledge
    let build: Bool
    let adapters: [SamplePackage.Adapter]
    /// Where a problem no template line can be named for is reported: the package template's
    /// template.json, since the sample package starts from it.
    let packageMetadata: String
    let progress: @Sendable (String) -> Void

    func run(style: ViewModelStyleID, in folder: URL, into findings: inout TemplateFindings) {
        progress("Generating the \(style.rawValue) sample package")
        let generated: SamplePackage.Generated
        let map: GeneratedSourceMap
        do {
            generated = try SamplePackage.generate(with: scaffolder, style: style, in: folder, adapters: adapters)
            map = try GeneratedSourceMap(generated)
        } catch {
            report(error, style: style, into: &findings)
            return
        }
        let root = generated.root
        verify(root, map: map, style: style, into: &findings)
        guard build else { return }
        progress("Building the \(style.rawValue) sample package (swift build)")
        let built = runTool(
            ["swift", "build", "--build-tests"], as: .build, root: root, map: map, style: style, into: &findings)
        guard built else { return }
        progress("Testing the \(style.rawValue) sample package (swift test)")
        runTool(["swift", "test", "--skip-build"], as: .test, root: root, map: map, style: style, into: &findings)
    }

    private func verify(
        _ root: URL, map: GeneratedSourceMap, style: ViewModelStyleID, into findings: inout TemplateFindings
    ) {
        var configuration: ProjectConfiguration?
        do {
            let data = try Data(contentsOf: root.appendingPathComponent("strata.json"))
            configuration = try ProjectConfiguration.load(
                data, file: "strata.json", vocabulary: knowledge.configurationVocabulary)
        } catch {
            addUnlocated(.verify, "the generated strata.json does not load: \(error)", style: style, into: &findings)
        }
        let request = VerifyRequest(
            projectRoot: root.path, paths: [root.path], workingDirectory: root.path, configuration: configuration)
        do {
            for finding in try VerifyEngine(knowledge: knowledge).run(request).report.findings {
                add(
                    .verify, path: finding.file, line: finding.line, column: finding.column,
                    message: "\(finding.message) [\(finding.ruleID)]", severity: finding.severity, map: map,
                    style: style,
                    into: &findings)
            }
        } catch {
            addUnlocated(.verify, error.description, style: style, into: &findings)
        }
    }

    /// Runs a toolchain command in the package and reports its located errors and warnings.
    /// Returns whether it succeeded.
    @discardableResult
    private func runTool(
        _ arguments: [String], as check: TemplateCheck, root: URL, map: GeneratedSourceMap, style: ViewModelStyleID,
        into findings: inout TemplateFindings
    ) -> Bool {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(arguments, in: root)
        } catch {
            addUnlocated(
                check, "could not run '\(arguments.joined(separator: " "))': \(error)", style: style, into: &findings)
            return false
        }
        var reportedError = false
        for diagnostic in ToolDiagnostic.parse(result.output) {
            let path: String?
            switch diagnostic.kind {
            case .path(let absolute): path = Self.relativePath(of: absolute, in: root)
            case .fileName(let name): path = map.paths(named: name).first
            }
            guard let path else { continue }
            add(
                check, path: path, line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
                severity: diagnostic.isError ? .error : .warning, map: map, style: style, into: &findings)
            reportedError = reportedError || diagnostic.isError
        }
        if result.status != 0, !reportedError {
            let tail = result.output.split(separator: "\n").suffix(3).joined(separator: " | ")
            addUnlocated(
                check, "'\(arguments.joined(separator: " "))' failed with exit code \(result.status): \(tail)",
                style: style,
                into: &findings)
        }
        return result.status == 0
    }

    private func add(
        _ check: TemplateCheck, path: String, line: Int, column: Int, message: String, severity: Severity,
        map: GeneratedSourceMap, style: ViewModelStyleID, into findings: inout TemplateFindings
    ) {
        guard let origin = map.origin(of: path, line: line) else {
            findings.add(
                check, file: packageMetadata, line: 1, column: 1, message: "\(path):\(line):\(column): \(message)",
                severity: severity, style: style)
            return
        }
        findings.addGenerated(
            check, templatePath: origin.templatePath, templateLine: origin.templateLine,
            generated: .init(path: path, line: line, column: column), generatedText: origin.generatedText,
            message: message,
            severity: severity, style: style)
    }

    private func addUnlocated(
        _ check: TemplateCheck, _ message: String, style: ViewModelStyleID, into findings: inout TemplateFindings
    ) {
        findings.add(check, file: packageMetadata, line: 1, column: 1, message: message, style: style)
    }

    private func report(_ error: any Error, style: ViewModelStyleID, into findings: inout TemplateFindings) {
        switch error {
        case let errors as KnowledgeErrors:
            for error in errors.errors { findings.add(error, fallbackFile: packageMetadata, style: style) }
        case let error as KnowledgeError:
            findings.add(error, fallbackFile: packageMetadata, style: style)
        case ScaffoldError.outsidePackage(let path):
            addUnlocated(
                .outputPath, "a template's output path renders to \"\(path)\", outside the package", style: style,
                into: &findings)
        default:
            addUnlocated(.render, "the sample package could not be generated: \(error)", style: style, into: &findings)
        }
    }

    /// `path` relative to the package root, if it is inside it (symbolic links in the
    /// temporary folder's path resolved, as compilers print them resolved).
    static func relativePath(of path: String, in root: URL) -> String? {
        for base in Set([root.standardizedFileURL.path, root.resolvingSymlinksInPath().path]) {
            let prefix = base + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return nil
    }
}
