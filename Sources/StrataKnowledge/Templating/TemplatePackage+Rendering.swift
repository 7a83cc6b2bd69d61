/// A file a template produced: where it goes in the package and what it holds.
public struct RenderedFile: Sendable, Equatable {
    /// Relative to the package root.
    public let path: String
    public let contents: String
    public let templateID: String
    public let templateVersion: String
    public let layer: String
    /// The template file that produced it, as errors name it (e.g. `Templates/entity/Entity.swift.tmpl`).
    public let templatePath: String
    /// For each line of `contents`, the line of the template file it came from.
    public let templateLines: [Int]

    public init(
        path: String, contents: String, templateID: String, templateVersion: String, layer: String,
        templatePath: String, templateLines: [Int]
    ) {
        self.path = path
        self.contents = contents
        self.templateID = templateID
        self.templateVersion = templateVersion
        self.layer = layer
        self.templatePath = templatePath
        self.templateLines = templateLines
    }

    /// The template line behind line `line` (1-based) of `contents`, if there is such a line.
    public func templateLine(forLine line: Int) -> Int? {
        templateLines.indices.contains(line - 1) ? templateLines[line - 1] : nil
    }
}

extension TemplatePackage {
    /// Renders every file of the template that applies to `style` (and that `include` accepts).
    ///
    /// `inputs` are the string forms a user typed, by variable name; declared defaults fill in
    /// the rest. `computed` are values the caller derives (such as the entity's id field) and
    /// win over inputs of the same name. `style` is always available to templates.
    public func render(
        inputs: [String: String], style: ViewModelStyleID, computed: [String: TemplateValue] = [:],
        including include: (TemplateOutputFile) -> Bool = { _ in true }
    ) throws(KnowledgeErrors) -> [RenderedFile] {
        var context = computed
        context["style"] = .string(style.rawValue)
        var errors: [KnowledgeError] = []
        for variable in metadata.variables where context[variable.name] == nil {
            guard let input = inputs[variable.name] ?? variable.defaultValue else {
                errors.append(.missingInput(template: metadata.id, variable: variable.name))
                continue
            }
            do {
                let value = try variable.type.value(forInput: input, variable: variable.name)
                errors += Self.choiceProblems(value, of: variable)
                context[variable.name] = value
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw KnowledgeErrors(errors) }

        var rendered: [RenderedFile] = []
        for file in metadata.files where file.styles.contains(style) && include(file) {
            do {
                guard let template = templates[file.template] else { continue }
                let traced = try template.renderTracingLines(context)
                rendered.append(
                    RenderedFile(
                        path: try file.output.render(context), contents: traced.text, templateID: metadata.id,
                        templateVersion: metadata.version, layer: metadata.layer.rawValue, templatePath: template.path,
                        templateLines: traced.templateLines))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw KnowledgeErrors(errors) }
        return rendered
    }

    private static func choiceProblems(_ value: TemplateValue, of variable: TemplateVariable) -> [KnowledgeError] {
        guard !variable.choices.isEmpty else { return [] }
        let names: [TemplateValue]
        if case .list(let items) = value { names = items } else { names = [value] }
        return names.compactMap { name -> KnowledgeError? in
            guard case .string(let text) = name, !variable.choices.contains(text) else { return nil }
            return .invalidInput(
                variable: variable.name, value: text, expected: "one of " + variable.choices.joined(separator: ", "))
        }
    }
}
