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
        // A type with no method, initializer or computed property in any file (a row value of
        // stored fields, an empty scene use case) has nothing of its own for a test to exercise.
        let withBehaviour = project.files.reduce(into: Set<String>()) { $0.formUnion($1.typesWithBehaviour) }
        for file in project.files where !file.isTest {
            guard let layer = file.layer, layers.contains(layer) else { continue }
            // A test or preview double stands in for the code under test.
            for type in file.types where !NamingVocabulary.isDouble(type.name) {
                let missing: String
                if type.kind == .protocol {
                    // A storage mixin in data (behaviour in a constrained extension beside it) is
                    // adopted by gateways, not injected: there is nothing to mock.
                    guard names.isRepository(type.name), !conformedInTests.contains(type.name),
                        !type.attributes.contains(where: Self.mockMacros.contains),
                        !(layer == "data" && file.constrainedExtensions.contains(type.name))
                    else { continue }
                    missing = "mock conforming to it"
                } else if isExercised(type, layer: layer), !testedNames.contains(type.name),
                    Self.hasBehaviour(type, in: withBehaviour)
                {
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

    /// Its own methods, or those a protocol extension or superclass it inherits supplies (a
    /// gateway adopting a storage mixin, a use case whose logic is a protocol's extension).
    private static func hasBehaviour(_ type: TypeFact, in withBehaviour: Set<String>) -> Bool {
        withBehaviour.contains(type.name)
            || type.inheritance.contains { TypeText.names(in: $0).last.map(withBehaviour.contains) ?? false }
    }

    /// Macros that generate a protocol's mock in the build (Spyable's `…Spy`, Mockable's
    /// `Mock…`): the mock exists though no test file declares it.
    private static let mockMacros: Set<String> = ["Spyable", "Mockable"]

    /// Concrete use cases in domain, repositories in data, view models (and reactors) in
    /// presentation: by name, or for use cases and repositories by the role protocol they
    /// conform to, so an implementation named for what it does (`ScoreCalculator`) is judged
    /// too, and a test mocking its protocol does not count for it.
    private func isExercised(_ type: TypeFact, layer: String) -> Bool {
        let conformances = type.inheritance.compactMap { TypeText.names(in: $0).last }
        switch layer {
        case "domain": return names.isUseCase(type.name) || conformances.contains(where: names.isUseCase)
        case "data": return names.isRepository(type.name) || conformances.contains(where: names.isRepository)
        case "presentation": return type.name.hasSuffix(viewModelSuffix) || names.isViewModel(type.name)
        default: return false
        }
    }
}
