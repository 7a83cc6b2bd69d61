import StrataCore
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
        let testedNames = project.testedNames
        let sources = project.files.filter { !$0.isTest }
        // Only reported files in the rule's layers are judged; the rest of the project is read for
        // what tests exercise and mock, and not at all when no file is judged.
        let judged = sources.filter { file in
            file.layer.map { layers.contains($0) && project.reports(file.path) } ?? false
        }
        guard !judged.isEmpty else { return }
        // A mock is a double conforming to the protocol: one a test file declares, or one kept in
        // the sources (for previews and `testValue`s) that tests use.
        var doubles = tests.flatMap(\.types)
        for file in sources {
            let names = file.typeNames
            for (index, name) in names.enumerated() where Self.isDouble(name) && testedNames.contains(name) {
                doubles.append(file.types[index])
            }
        }
        let conformedInTests = Set(doubles.flatMap { $0.inheritance.compactMap { TypeText.lastName(in: $0) } })
        // A base protocol other protocols refine (`WeatherRepository: BaseRepository`) is mocked
        // through its refinements: a mock of the refinement conforms to it too.
        let refined = Set(
            sources.flatMap(\.types).filter { $0.kind == .protocol }
                .flatMap { $0.inheritance.compactMap { TypeText.lastName(in: $0) } })
        let generatedMocks = sources.reduce(into: Set<String>()) { $0.formUnion($1.mockAnnotatedTypes) }
        let exercised = ExercisedTypes(tests: tests, sources: sources, testedNames: testedNames)
        // A type with no method, initializer or computed property in any file (a row value of
        // stored fields, an empty scene use case) has nothing of its own for a test to exercise.
        // (A NameSet: every file's names go in, and SipHash over each was a tenth of this pass.)
        var withBehaviour = NameSet(minimumCapacity: project.files.reduce(0) { $0 + $1.typesWithBehaviour.count })
        for file in project.files { for name in file.typesWithBehaviour { withBehaviour.insert(name) } }
        // A judged base class (`BaseViewModel`) is reported at itself: what a subclass only
        // inherits from it is the base's to test, not the subclass's.
        var judgedClasses = Set<String>()
        for file in sources {
            guard let layer = file.layer, layers.contains(layer) else { continue }
            for type in file.types where type.kind == .class && isExercised(type, layer: layer) {
                judgedClasses.insert(type.name)
            }
        }
        for file in judged {
            guard let layer = file.layer else { continue }
            // A test or preview double stands in for the code under test.
            for type in file.types where !NamingVocabulary.isDouble(type.name) {
                let missing: String
                if type.kind == .protocol {
                    // A storage mixin in data (behaviour in a constrained extension beside it) is
                    // adopted by gateways, not injected: there is nothing to mock.
                    guard names.isRepository(type.name), !conformedInTests.contains(type.name),
                        !refined.contains(type.name),
                        !type.attributes.contains(where: Self.mockMacros.contains), !generatedMocks.contains(type.name),
                        !(layer == "data" && file.constrainedExtensions.contains(type.name))
                    else { continue }
                    missing = "mock conforming to it"
                } else if isExercised(type, layer: layer), !exercised.contains(type.name, declaredIn: file.path),
                    Self.hasUntestedBehaviour(
                        type, in: withBehaviour,
                        judgedElsewhere: { testedNames.contains($0) || judgedClasses.contains($0) })
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

    /// Named as a double by a prefix (`MockOrders`) or a suffix (`OrdersMock`, `OrdersSpy`, or
    /// the suffix alone).
    private static func isDouble(_ name: String) -> Bool {
        NamingVocabulary.isDouble(name) || doubleEndings.endOf(name) || doubleEndings.list.contains(name)
    }

    private static let doubleEndings = NameEndings(["Mock", "Spy", "Stub", "Fake"])

    /// Its own methods, or those a protocol extension or superclass it inherits supplies (a
    /// gateway adopting a storage mixin, a use case whose logic is a protocol's extension).
    /// Behaviour only inherited from protocol extensions the tests exercise themselves (a test
    /// adopting the mixin), or from a base class this rule judges itself, is judged where it is
    /// written.
    private static func hasUntestedBehaviour(
        _ type: TypeFact, in withBehaviour: NameSet, judgedElsewhere: (String) -> Bool
    ) -> Bool {
        if withBehaviour.contains(type.name) { return true }
        return type.inheritance.contains { written in
            TypeText.lastName(in: written).map { withBehaviour.contains($0) && !judgedElsewhere($0) } ?? false
        }
    }

    /// Macros that generate a protocol's mock in the build (Spyable's `…Spy`, Mockable's
    /// `Mock…`): the mock exists though no test file declares it.
    private static let mockMacros: Set<String> = ["Spyable", "Mockable"]

    /// Concrete use cases and repositories in domain or data, view models (and reactors) in
    /// presentation: by name, or for use cases and repositories by the role protocol they
    /// conform to, so an implementation named for what it does (`ScoreCalculator`) is judged
    /// too, and a test mocking its protocol does not count for it. What needs a test is its role's
    /// business, not its folder's: a repository implementation filed in domain beside its protocol
    /// is storage code as one in data is (where it is filed is repository-placement's finding).
    private func isExercised(_ type: TypeFact, layer: String) -> Bool {
        // Conformances are read only when the name does not already say (every type of three layers is asked).
        let conforms = { (role: (String) -> Bool) in
            type.inheritance.contains { TypeText.lastName(in: $0).map(role) ?? false }
        }
        switch layer {
        // A use case a data module implements (a network platform's `LoginUseCase`) is as much
        // the app's business rule as one the domain keeps.
        case "domain", "data":
            return names.isRepository(type.name) || conforms(names.isRepository) || names.isUseCase(type.name)
                || conforms(names.isUseCase)
        case "presentation": return type.name.hasSuffix(viewModelSuffix) || names.isViewModel(type.name)
        default: return false
        }
    }
}
