import StrataKnowledge

/// Use cases, repositories and view models are exercised by some test, and every repository
/// protocol has a mock or fake under the test folders — the seams Clean Architecture promises
/// are only worth their cost when tests use them.
struct TestCoverage: ProjectRule {
    static let id = "test-coverage"
    static let placeholders: Set<String> = ["type", "missing"]

    private let layers: Set<String>
    private let viewModelSuffix: String
    private let names: NamingVocabulary

    init(context: RuleContext) {
        layers = Set(context.entry.layers.map(\.rawValue))
        viewModelSuffix = context.style.typeSuffix
        names = context.names
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        let tests = project.files.filter(\.isTest)
        let testedNames = tests.reduce(into: Set<String>()) { $0.formUnion($1.identifiers) }
        let conformedInTests = Set(
            tests.flatMap { file in
                file.types.flatMap { type in type.inheritance.compactMap { TypeText.names(in: $0).last } }
            })
        for file in project.files where !file.isTest {
            guard let layer = file.layer, layers.contains(layer) else { continue }
            // A test or preview double stands in for the code under test.
            for type in file.types where !NamingVocabulary.isDouble(type.name) {
                let missing: String
                if type.kind == .protocol {
                    guard names.isRepository(type.name), !conformedInTests.contains(type.name) else { continue }
                    missing = "mock conforming to it"
                } else if isExercised(type.name, layer: layer), !testedNames.contains(type.name) {
                    missing = "test referencing it"
                } else {
                    continue
                }
                report.add(
                    file: file.path, line: type.line, column: type.column, lineText: type.lineText,
                    ["type": type.name, "missing": missing])
            }
        }
    }

    /// Concrete use cases in domain, repositories in data, view models in presentation.
    private func isExercised(_ name: String, layer: String) -> Bool {
        switch layer {
        case "domain": names.isUseCase(name)
        case "data": names.isRepository(name)
        case "presentation": name.hasSuffix(viewModelSuffix)
        default: false
        }
    }
}
