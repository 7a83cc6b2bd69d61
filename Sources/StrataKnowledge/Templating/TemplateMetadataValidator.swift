/// Checks a decoded template.json and builds the typed metadata, collecting every problem.
struct TemplateMetadataValidator {
    private let document: JSONDocument<RawMetadata>
    private let folderID: String
    private let folderFiles: Set<String>
    private var errors: [KnowledgeError] = []

    init(document: JSONDocument<RawMetadata>, folderID: String, folderFiles: Set<String>) {
        self.document = document
        self.folderID = folderID
        self.folderFiles = folderFiles
    }

    mutating func validate() throws(KnowledgeErrors) -> TemplateMetadata {
        let raw = document.value
        checkID(raw.id)
        if !Self.isSemanticVersion(raw.version) {
            fail(["version"], "version \"\(raw.version)\" is not MAJOR.MINOR.PATCH; write e.g. \"1.0.0\"")
        }
        let layer = TemplateLayer(rawValue: raw.layer)
        if layer == nil {
            fail(["layer"], "unknown layer \"\(raw.layer)\"; use one of: \(Self.allowed(TemplateLayer.self))")
        }
        let styles = self.styles(raw.styles, at: ["styles"])
        let variables = self.variables(raw.variables)
        let files = self.files(raw.files, templateStyles: styles, layer: layer)
        guard errors.isEmpty, let layer else { throw KnowledgeErrors(errors.sortedByPosition()) }
        return TemplateMetadata(
            id: raw.id, version: raw.version, description: raw.description, layer: layer, styles: styles,
            variables: variables, files: files)
    }

    private mutating func checkID(_ id: String) {
        if id != folderID {
            fail(["id"], "id \"\(id)\" does not match its folder \"\(folderID)\"; make them the same")
        } else if !Self.isKebabCase(id) {
            fail(["id"], "id \"\(id)\" is not kebab-case; use lowercase words joined by \"-\", e.g. \"use-case\"")
        }
    }

    private mutating func styles(_ names: [String], at path: JSONPath, within allowed: [ViewModelStyleID]? = nil)
        -> [ViewModelStyleID]
    {
        var styles: [ViewModelStyleID] = []
        for (index, name) in names.enumerated() {
            let stylePath = path.appending(index: index)
            guard let style = ViewModelStyleID(rawValue: name) else {
                fail(stylePath, "unknown style \"\(name)\"; use one of: \(Self.allowed(ViewModelStyleID.self))")
                continue
            }
            if let allowed, !allowed.contains(style) {
                let listed = allowed.map(\.rawValue).joined(separator: ", ")
                fail(
                    stylePath,
                    "style \"\(name)\" is not among the template's styles (\(listed)); add it there or remove it here")
            } else if styles.contains(style) {
                fail(stylePath, "style \"\(name)\" is listed twice; remove one")
            } else {
                styles.append(style)
            }
        }
        return styles
    }

    private mutating func variables(_ rawVariables: [RawMetadata.RawVariable]) -> [TemplateVariable] {
        var variables: [TemplateVariable] = []
        var firstIndexByName: [String: Int] = [:]
        for (index, raw) in rawVariables.enumerated() {
            let path: JSONPath = ["variables", .index(index)]
            if let first = firstIndexByName[raw.name] {
                fail(
                    path.appending(key: "name"),
                    "variable \"\(raw.name)\" is already declared at $.variables[\(first)]; remove one")
                continue
            }
            firstIndexByName[raw.name] = index
            if let problem = SwiftIdentifier.problem(with: raw.name) {
                fail(
                    path.appending(key: "name"),
                    KnowledgeError.invalidIdentifier(name: raw.name, problem: problem).description)
            }
            guard let type = TemplateVariableType(rawValue: raw.type) else {
                fail(
                    path.appending(key: "type"),
                    "unknown variable type \"\(raw.type)\"; use one of: \(Self.allowed(TemplateVariableType.self))")
                continue
            }
            if let defaultValue = raw.default {
                do {
                    _ = try type.value(forInput: defaultValue, variable: raw.name)
                } catch {
                    fail(path.appending(key: "default"), "invalid default: \(error.description)")
                }
            }
            variables.append(
                TemplateVariable(
                    name: raw.name, type: type, description: raw.description, defaultValue: raw.default,
                    choices: raw.choices ?? []))
        }
        return variables
    }

    private mutating func files(
        _ rawFiles: [RawMetadata.RawFile], templateStyles: [ViewModelStyleID], layer: TemplateLayer?
    ) -> [TemplateOutputFile] {
        var files: [TemplateOutputFile] = []
        var listed = Set<String>()
        for (index, raw) in rawFiles.enumerated() {
            let path: JSONPath = ["files", .index(index)]
            if !folderFiles.contains(raw.template) {
                fail(
                    path.appending(key: "template"),
                    "\"\(raw.template)\" is listed but not in the template folder; add the file or fix the name")
            }
            listed.insert(raw.template)
            let styles =
                raw.styles.map { self.styles($0, at: path.appending(key: "styles"), within: templateStyles) }
                ?? templateStyles
            // Only the package's own files can be missing from a package a feature is added to.
            if raw.neededByFeatures == true, let layer, layer != .package {
                fail(
                    path.appending(key: "neededByFeatures"),
                    "neededByFeatures marks files of a \"package\" layer template, not \"\(layer.rawValue)\"; "
                        + "remove it")
            }
            guard let output = outputTemplate(raw.output, at: path.appending(key: "output")) else { continue }
            files.append(
                TemplateOutputFile(
                    template: raw.template, outputPattern: raw.output, output: output, styles: styles,
                    neededByFeatures: raw.neededByFeatures ?? false))
        }
        for unlisted in folderFiles.subtracting(listed).sorted() {
            fail(["files"], "\"\(unlisted)\" is in the template folder but not listed in files; list it or delete it")
        }
        return files
    }

    /// Parses an output path pattern, reporting template errors at their place inside the JSON string.
    private mutating func outputTemplate(_ pattern: String, at path: JSONPath) -> Template? {
        let components = pattern.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        if pattern.isEmpty || pattern.hasPrefix("/") || pattern.hasPrefix("\\") || pattern.hasPrefix("~")
            || pattern.dropFirst().hasPrefix(":")
        {
            fail(
                path,
                "output path \"\(pattern)\" is not relative to the package; remove the leading \"/\", \"~\" or drive")
        } else if components.contains("..") {
            fail(path, "output path \"\(pattern)\" contains \"..\"; keep outputs inside the package")
        } else if components.contains(where: { $0.lowercased() == ".git" }) {
            // Case-insensitive, as on macOS: a file there (a hook) would run on the next git command.
            fail(
                path,
                "output path \"\(pattern)\" is inside .git, which Strata never writes; keep outputs in the package")
        }
        do {
            return try Template(parsing: pattern, path: document.file)
        } catch {
            guard case .template(let problem, let location) = error else {
                errors.append(error)
                return nil
            }
            // The pattern is one line inside a JSON string that starts one column after its quote.
            let string = document.root.closestPosition(to: path)
            let position = location.position
            let located =
                position.line == 1 ? SourcePosition(line: string.line, column: string.column + position.column) : string
            errors.append(.template(problem, at: FileLocation(file: location.file, position: located)))
            return nil
        }
    }

    private mutating func fail(_ path: JSONPath, _ reason: String) {
        errors.append(document.invalidValue(at: path, reason))
    }

    private static func allowed<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String
    where T.RawValue == String {
        T.allCases.map(\.rawValue).joined(separator: ", ")
    }

    private static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.first!.isLetter && word.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber }
        }
    }

    static func isSemanticVersion(_ version: String) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }
    }
}

extension Character {
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
