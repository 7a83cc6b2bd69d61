/// Which declarations the tests exercise (issue 15, root cause 6): a test names the
/// implementation itself, builds a type whose initializer's default argument builds it, or
/// reaches a container's factory or DI property whose code builds it.
/// A name several modules declare counts only for the modules the naming test imports.
struct ExercisedTypes {
    /// Declarations the tests name, as `path` + "\u{0}" + type name.
    private var named: Set<String> = []
    /// Names built by a default argument a test's construction leaves out, or by a factory or
    /// DI property a test reaches.
    private var builtForTests: Set<String> = []

    init(tests: [FileFacts], sources: [FileFacts]) {
        var declaringPaths: [String: [String]] = [:]
        for file in sources {
            for name in Set(file.types.map(\.name)) { declaringPaths[name, default: []].append(file.path) }
        }
        for test in tests {
            let imported = Set(test.imports.map(\.module))
            for name in test.identifiers {
                guard let paths = declaringPaths[name] else { continue }
                for path in Self.visible(paths, from: imported) { named.insert(Self.key(path, name)) }
            }
        }
        builtForTests = Self.builtByDefaults(tests: tests, sources: sources)
            .union(Self.builtByFactories(tests: tests, sources: sources))
    }

    func contains(_ name: String, declaredIn path: String) -> Bool {
        named.contains(Self.key(path, name)) || builtForTests.contains(name)
    }

    private static func key(_ path: String, _ name: String) -> String { path + "\u{0}" + name }

    /// Of the files declaring one name, those in a module the test imports (a folder of the
    /// path named like it); all of them when the imports single none out (a single-target app,
    /// a test target beside its module).
    private static func visible(_ paths: [String], from imported: Set<String>) -> [String] {
        guard paths.count > 1 else { return paths }
        let inImported = paths.filter { path in
            path.split(separator: "/").dropLast().contains { imported.contains(String($0)) }
        }
        return inImported.isEmpty ? paths : inImported
    }

    /// Types built and returned by the factories and DI properties a test reaches: it names the
    /// owning type (a container) and the member, whose code may use the owner's other members.
    /// A view model's method that builds row values on the way to its output does not count.
    private static func builtByFactories(tests: [FileFacts], sources: [FileFacts]) -> Set<String> {
        var conformances: [String: Set<String>] = [:]
        for type in sources.flatMap(\.types) {
            conformances[type.name, default: []].formUnion(type.inheritance.compactMap { TypeText.names(in: $0).last })
        }
        // What the factory returns: a built type named by its result, or conforming to it.
        func isReturned(_ name: String, by factory: Factory) -> Bool {
            factory.returns.contains(name) || !(conformances[name] ?? []).isDisjoint(with: factory.returns)
        }
        var byOwner: [String: [String: [Factory]]] = [:]
        for factory in sources.flatMap(\.factories) {
            byOwner[factory.owner, default: [:]][factory.member, default: []].append(factory)
        }
        var built: Set<String> = []
        for test in tests {
            for (owner, members) in byOwner where test.identifiers.contains(owner) {
                var pending = members.keys.filter(test.memberNames.contains)
                var reached = Set(pending)
                while let member = pending.popLast() {
                    for factory in members[member] ?? [] {
                        built.formUnion(factory.builds.filter { isReturned($0, by: factory) })
                        for use in factory.uses where members[use] != nil && reached.insert(use).inserted {
                            pending.append(use)
                        }
                    }
                }
            }
        }
        return built
    }

    /// Types built by the default arguments of initializers the tests call without those
    /// arguments, following a default that builds a type with `Type()` into that type's own.
    private static func builtByDefaults(tests: [FileFacts], sources: [FileFacts]) -> Set<String> {
        let defaults = Dictionary(grouping: sources.flatMap(\.defaultArguments), by: \.owner)
        guard !defaults.isEmpty else { return [] }
        var pending: [(type: String, labels: [String])] = tests.flatMap { test in
            test.constructions.flatMap { type, calls in calls.map { (type, $0) } }
        }
        var built: Set<String> = []
        var expanded: Set<String> = []
        while let (type, labels) = pending.popLast() {
            for argument in defaults[type] ?? [] where !labels.contains(argument.label) {
                for name in argument.builds where built.insert(name).inserted && argument.isPlainConstruction {
                    if expanded.insert(name).inserted { pending.append((name, [])) }
                }
            }
        }
        return built
    }
}
