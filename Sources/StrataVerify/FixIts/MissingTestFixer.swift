import StrataKnowledge

/// `strata verify --fix`: writes the tests and mocks test-coverage finds missing, when they are
/// pieces the templates produce — a use case's tests (use-case-tests) and a repository's mock
/// (mocks) for the scaffolded shapes — so the generated code has the templates' real
/// assertions rather than empty stubs. Anything the templates cannot produce is left to the
/// team, with a note saying so.
public struct MissingTestFixer: Sendable {
    /// A file to create, and why.
    public struct Fix: Sendable, Equatable {
        public var path: String
        public var contents: String
        public var reason: String
    }

    public struct Plan: Sendable, Equatable {
        public var fixes: [Fix] = []
        /// Findings the templates cannot fix, with what to do instead.
        public var notes: [String] = []
    }

    private let library: ResourceLibrary
    private let module: String
    private let style: TemplateStyle

    public init(library: ResourceLibrary, module: String, style: TemplateStyle) {
        self.library = library
        self.module = module
        self.style = style
    }

    private static let operations = ["load", "save", "delete"]
    private static let repositoryMethods = ["loadAll": "load", "save": "save", "delete": "delete"]

    /// Plans a file for each type test-coverage reported; never one that already exists.
    public func plan(for project: ProjectFacts, reported: [(file: String, type: String)], exists: (String) -> Bool) -> Plan {
        var plan = Plan()
        var planned: Set<String> = []
        for (path, typeName) in reported {
            guard let file = project.files.first(where: { $0.path == path }),
                let type = file.types.first(where: { $0.name == typeName })
            else { continue }
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let feature = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            let entity = Self.entity(inFolder: folder, of: project) ?? feature
            let rendered: RenderedFile?
            if type.kind == .protocol {
                rendered = mock(for: type, feature: feature, entity: entity)
            } else if type.name.hasSuffix("UseCase") {
                rendered = useCaseTests(for: type, feature: feature, entity: entity)
            } else {
                rendered = nil
            }
            guard let rendered else {
                plan.notes.append("\(path): no template produces the missing piece for '\(type.name)'; write it by hand")
                continue
            }
            guard !exists(rendered.path), planned.insert(rendered.path).inserted else { continue }
            let reason = type.kind == .protocol ? "mock of \(type.name)" : "tests of \(type.name)"
            plan.fixes.append(Fix(path: rendered.path, contents: rendered.contents, reason: reason))
        }
        return plan
    }

    /// `use-case-tests` for `Default<Operation><Feature>UseCase`, when its rendering tests that very type.
    private func useCaseTests(for type: TypeFact, feature: String, entity: String) -> RenderedFile? {
        let name = type.name.hasPrefix("Default") ? String(type.name.dropFirst("Default".count)) : type.name
        guard let operation = Self.operations.first(where: { name.lowercased().hasPrefix($0) }),
            let files = render(
                "use-case-tests", ["module": module, "feature": feature, "entity": entity, "operation": operation])
        else { return nil }
        return files.first { $0.contents.contains(type.name + "(") }
    }

    /// The mock repository of `mocks`, when the protocol declares only operations it implements.
    private func mock(for type: TypeFact, feature: String, entity: String) -> RenderedFile? {
        guard type.name == entity + "Repository", !type.functionNames.isEmpty,
            type.functionNames.allSatisfy({ Self.repositoryMethods[$0] != nil })
        else { return nil }
        let operations = Self.operations.filter { Set(type.functionNames.compactMap { Self.repositoryMethods[$0] }).contains($0) }
        guard operations.contains("load"),
            let files = render(
                "mocks", ["module": module, "feature": feature, "entity": entity, "operations": operations.joined(separator: ",")])
        else { return nil }
        return files.first { $0.path.hasSuffix("/Mock\(entity)Repository.swift") }
    }

    /// The entity of the feature whose folder is `folder` (`Order` in `Orders`, whose names may differ since
    /// `strata feature --entity`): what its repository protocol is named for.
    private static func entity(inFolder folder: String, of project: ProjectFacts) -> String? {
        project.files.filter { $0.path.hasPrefix(folder + "/") }.flatMap(\.types)
            .first { $0.kind == .protocol && $0.name.hasSuffix("Repository") && $0.name != "Repository" }
            .map { String($0.name.dropLast("Repository".count)) }
    }

    private func render(_ templateID: String, _ inputs: [String: String]) -> [RenderedFile]? {
        try? TemplatePackage.load(id: templateID, from: library).render(inputs: inputs, style: style)
    }
}
