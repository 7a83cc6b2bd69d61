import Foundation
import StrataKnowledge
import StrataScaffold

/// Renders one template on its own with sample values, in every style it declares, and
/// checks each output: its path stays in the package, no tag is left over, and Swift output
/// lexes cleanly with balanced delimiters.
struct TemplateRenderCheck {
    let scaffolder: Scaffolder
    /// Styles to render; nil means every style a template declares.
    let styles: [ViewModelStyleID]?

    func check(_ package: TemplatePackage, metadataFile: ResourceFile, into findings: inout TemplateFindings) {
        let inputs = Self.sampleInputs(for: package.metadata)
        for style in package.metadata.styles where styles?.contains(style) ?? true {
            let files: [RenderedFile]
            do {
                files = try scaffolder.render(package, inputs: inputs, style: style)
            } catch let errors as KnowledgeErrors {
                for error in errors.errors { findings.add(error, fallbackFile: metadataFile.location, style: style) }
                continue
            } catch {
                findings.add(
                    .render, file: metadataFile.location, line: 1, column: 1, message: String(describing: error),
                    style: style)
                continue
            }
            for file in files { check(file, of: package, metadataFile: metadataFile, style: style, into: &findings) }
        }
    }

    private func check(
        _ file: RenderedFile, of package: TemplatePackage, metadataFile: ResourceFile, style: ViewModelStyleID,
        into findings: inout TemplateFindings
    ) {
        do {
            try Scaffolder.checkInsidePackage(file.path)
        } catch {
            let templateName = (file.templatePath as NSString).lastPathComponent
            let index = package.metadata.files.firstIndex { $0.template == templateName } ?? 0
            let document = try? JSONParser.parse(metadataFile.text, file: metadataFile.location)
            let position = document?.value(at: ["files", .index(index), "output"])?.position
            findings.add(
                .outputPath, file: metadataFile.location, line: position?.line ?? 1, column: position?.column ?? 1,
                message:
                    "output path renders to \"\(file.path)\", outside the package; keep it relative, without \"..\"",
                style: style)
            return
        }
        var problems = GeneratedSwiftCheck.leftoverTags(in: file.contents)
        if file.path.hasSuffix(".swift") { problems += GeneratedSwiftCheck.problems(inSwift: file.contents) }
        let generatedLines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        for problem in problems {
            let text = generatedLines.indices.contains(problem.line - 1) ? String(generatedLines[problem.line - 1]) : ""
            findings.addGenerated(
                .swiftSyntax, templatePath: file.templatePath, templateLine: file.templateLine(forLine: problem.line),
                generated: .init(path: file.path, line: problem.line, column: problem.column), generatedText: text,
                message: problem.message, style: style)
        }
    }

    /// What the scaffolder passes a feature's templates for the sample package's first
    /// feature; a variable it does not supply gets its default, else a value of its type.
    static func sampleInputs(for metadata: TemplateMetadata) -> [String: String] {
        // The sample features are constants the sample package's own check generates, so they parse.
        let request = try? SamplePackage.features[0].request()
        var inputs = Scaffolder.featureInputs(
            named: request?.name ?? "Sample", fields: request?.fields, operations: request?.operations,
            module: SamplePackage.module)
        for variable in metadata.variables where inputs[variable.name] == nil && variable.defaultValue == nil {
            inputs[variable.name] = sampleValue(for: variable)
        }
        return inputs
    }

    private static func sampleValue(for variable: TemplateVariable) -> String {
        switch variable.type {
        case .identifier: variable.choices.first ?? "Sample"
        case .string: variable.choices.first ?? "sample"
        case .bool: "true"
        case .list: variable.choices.isEmpty ? "first,second" : variable.choices.joined(separator: ",")
        case .fields: "id:UUID,name:String"
        }
    }
}
