/// A type test-coverage reported without tests or a mock, with the facts `verify --fix` needs
/// for the templates to write the missing piece. Verify reports these; the command line hands
/// them to scaffolding, which renders the templates, so neither engine depends on the other.
public struct UntestedType: Sendable {
    /// The root-relative file declaring the type.
    public var path: String
    public var type: TypeFact
    /// What the feature's repository protocol is named for (`Order` in `Orders`, whose names may
    /// differ since `strata feature --entity`); nil when the feature's folder declares none.
    public var repositoryEntity: String?
}

extension VerifyResult {
    /// Every type test-coverage reported, in report order, that the checked files still declare.
    public var untestedTypes: [UntestedType] {
        projectSubjects.filter { $0.ruleID == TestCoverage.id }.compactMap { subject in
            guard let typeName = subject.type,
                let file = project.files.first(where: { $0.path == subject.path }),
                let type = file.types.first(where: { $0.name == typeName })
            else { return nil }
            let folder = subject.path.split(separator: "/").dropLast().joined(separator: "/")
            return UntestedType(path: subject.path, type: type, repositoryEntity: repositoryEntity(inFolder: folder))
        }
    }

    private func repositoryEntity(inFolder folder: String) -> String? {
        project.files.filter { $0.path.hasPrefix(folder + "/") }.flatMap(\.types)
            .first { $0.kind == .protocol && $0.name.hasSuffix("Repository") && $0.name != "Repository" }
            .map { String($0.name.dropLast("Repository".count)) }
    }
}
