import StrataKnowledge

/// `strata verify --fix`: plans the tests and mocks test-coverage finds missing, when they are
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
    private let style: ViewModelStyleID

    public init(library: ResourceLibrary, module: String, style: ViewModelStyleID) {
        self.library = library
        self.module = module
        self.style = style
    }

    private static let operations = ["load", "save", "delete", "observe"]
    private static let repositoryMethods = [
        "loadAll": "load", "save": "save", "delete": "delete", "updates": "observe",
    ]

    /// A type `strata verify` reported without tests or a mock (test-coverage), as the templates
    /// need to know it. Verify finds these; the command line hands them over, so scaffolding
    /// needs nothing of the rule engine.
    public struct Gap: Sendable, Equatable {
        /// The project-relative file declaring the type.
        public var path: String
        public var typeName: String
        public var isProtocol: Bool
        /// The methods the declaration itself declares.
        public var functionNames: [String]
        /// What the feature's repository protocol is named for (`Order` in `Orders`), when the
        /// feature declares one; nil means the feature folder's name.
        public var entity: String?

        public init(path: String, typeName: String, isProtocol: Bool, functionNames: [String], entity: String?) {
            self.path = path
            self.typeName = typeName
            self.isProtocol = isProtocol
            self.functionNames = functionNames
            self.entity = entity
        }
    }

    /// Plans a file for each gap; never one that already exists.
    public func plan(for gaps: [Gap], exists: (String) -> Bool) -> Plan {
        var plan = Plan()
        var planned: Set<String> = []
        for gap in gaps {
            let feature = gap.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            let entity = gap.entity ?? feature
            let rendered: RenderedFile?
            if gap.isProtocol {
                rendered = mock(for: gap, feature: feature, entity: entity)
            } else if gap.typeName.hasSuffix("UseCase") {
                rendered = useCaseTests(for: gap, feature: feature, entity: entity)
            } else {
                rendered = nil
            }
            guard let rendered else {
                plan.notes.append(
                    "\(gap.path): no template produces the missing piece for '\(gap.typeName)'; write it by hand")
                continue
            }
            guard !exists(rendered.path), planned.insert(rendered.path).inserted else { continue }
            let reason = gap.isProtocol ? "mock of \(gap.typeName)" : "tests of \(gap.typeName)"
            plan.fixes.append(Fix(path: rendered.path, contents: rendered.contents, reason: reason))
        }
        return plan
    }

    /// `use-case-tests` for `Default<Operation><Feature>UseCase`, when its rendering tests that very type.
    private func useCaseTests(for gap: Gap, feature: String, entity: String) -> RenderedFile? {
        let name = gap.typeName.hasPrefix("Default") ? String(gap.typeName.dropFirst("Default".count)) : gap.typeName
        guard let operation = Self.operations.first(where: { name.lowercased().hasPrefix($0) }),
            let files = render(
                "use-case-tests", ["module": module, "feature": feature, "entity": entity, "operation": operation])
        else { return nil }
        return files.first { $0.contents.contains(gap.typeName + "(") }
    }

    /// The mock repository of `mocks`, when the protocol declares only operations it implements.
    private func mock(for gap: Gap, feature: String, entity: String) -> RenderedFile? {
        guard gap.typeName == entity + "Repository", !gap.functionNames.isEmpty,
            gap.functionNames.allSatisfy({ Self.repositoryMethods[$0] != nil })
        else { return nil }
        let operations = Self.operations.filter {
            Set(gap.functionNames.compactMap { Self.repositoryMethods[$0] }).contains($0)
        }
        guard operations.contains("load"),
            let files = render(
                "mocks",
                [
                    "module": module, "feature": feature, "entity": entity,
                    "operations": operations.joined(separator: ","),
                ])
        else { return nil }
        return files.first { $0.path.hasSuffix("/Mock\(entity)Repository.swift") }
    }

    private func render(_ templateID: String, _ inputs: [String: String]) -> [RenderedFile]? {
        try? TemplatePackage.load(id: templateID, from: library).render(inputs: inputs, style: style)
    }
}
