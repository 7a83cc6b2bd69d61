/// One template ready to use: its validated metadata and its files parsed once.
public struct TemplatePackage: Sendable {
    public let metadata: TemplateMetadata
    /// Where the template's `template.json` came from (shipped, project, a folder).
    public let origin: ResourceOrigin
    /// Parsed template files by name, e.g. `ViewModel.swift.tmpl`.
    public let templates: [String: Template]

    /// Loads template `id`, reporting every problem in its template.json and template files.
    public static func load(id: String, from library: ResourceLibrary) throws(KnowledgeErrors) -> TemplatePackage {
        let files = library.templateFiles(id: id)
        // No files: the error lists the library's templates, which the files alone cannot key.
        guard !files.isEmpty else { return try parse(id: id, files: files, library: library) }
        return try parsed.value(for: files) { () throws(KnowledgeErrors) in
            try parse(id: id, files: files, library: library)
        }
    }

    /// Packages parsed in this process, by the files they were parsed from.
    private static let parsed = ContentMemo<TemplatePackage, KnowledgeErrors>()

    private static func parse(
        id: String, files: [ResourceFile], library: ResourceLibrary
    ) throws(KnowledgeErrors) -> TemplatePackage {
        let folder = "Templates/\(id)/"
        guard let metadataFile = files.first(where: { $0.path == folder + "template.json" }) else {
            throw KnowledgeErrors([.unknownTemplate(id: id, available: library.templateIDs)])
        }
        var errors: [KnowledgeError] = []
        var templates: [String: Template] = [:]
        var folderFiles = Set<String>()
        for file in files where file.path != metadataFile.path {
            let name = String(file.path.dropFirst(folder.count))
            folderFiles.insert(name)
            do {
                templates[name] = try Template(parsing: file.text, path: file.location)
            } catch {
                errors.append(error)
            }
        }
        let metadata: TemplateMetadata?
        do {
            metadata = try TemplateMetadata.load(
                from: metadataFile.text, file: metadataFile.location, folderID: id, folderFiles: folderFiles)
        } catch {
            errors = error.errors + errors
            metadata = nil
        }
        if let metadata { errors += undeclaredVariables(in: templates, metadata: metadata) }
        guard let metadata, errors.isEmpty else { throw KnowledgeErrors(errors) }
        return TemplatePackage(metadata: metadata, origin: metadataFile.origin, templates: templates)
    }

    /// Variables every render supplies without a declaration.
    public static let suppliedVariables: Set<String> = ["style"]

    /// A variable read but not declared fails every render; finding it on load makes
    /// `knowledge validate` and `templates list` reject what `feature` would.
    private static func undeclaredVariables(in templates: [String: Template], metadata: TemplateMetadata)
        -> [KnowledgeError]
    {
        let readable = Set(metadata.variables.map(\.name)).union(suppliedVariables)
        let used = templates.keys.sorted().compactMap { templates[$0] } + metadata.files.map(\.output)
        return used.flatMap { template in
            template.usage.variables.filter { !readable.contains($0.key) }.sorted { $0.value < $1.value }.map {
                variable, position in
                KnowledgeError.template(
                    .unknownVariable(variable), at: FileLocation(file: template.path, position: position))
            }
        }
    }
}
