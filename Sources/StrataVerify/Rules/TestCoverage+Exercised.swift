/// Which declarations the tests exercise: a test names the
/// implementation itself, builds a type whose initializer's default argument builds it, or
/// reaches a container's factory or DI property whose code builds it.
/// A name several modules declare counts only for the modules the naming test imports.
struct ExercisedTypes {
    /// Per declared name, its declarations, and whether some test names it wherever it is
    /// declared: the only declaration, or every one when the test's imports single none out.
    private var declarations: [String: Declarations] = [:]
    /// For a name several modules declare: the modules (folders) tests naming it import.
    private var namedInModules: [String: Set<String>] = [:]
    /// Names built by a default argument a test's construction leaves out, or by a factory or
    /// DI property a test reaches.
    private var builtForTests: Set<String> = []

    /// `testedNames`: the names the tests use (`ProjectFacts.testedNames`).
    init(tests: [FileFacts], sources: [FileFacts], testedNames: Set<String>) {
        // Per name, the folders of the files declaring it, once several files do: a test's
        // imports are matched against them per name, not against every declaring path (the bench
        // tree declares some names in thousands of files, and a test names them all).
        // Most names have one declaration, whose folders are never asked about: they are gathered
        // from the second declaration on. Only names some test uses are kept: no other can be
        // named, and a table of every declared name, written once per name, was most of the time
        // this pass took.
        // Sized once: grown by doubling, the table rehashed every name each time.
        declarations.reserveCapacity(min(testedNames.count, sources.reduce(0) { $0 + $1.types.count }))
        for file in sources {
            // The file's folders, read once for all its types, when one of them is declared elsewhere too.
            var folders: Set<String>?
            // Each name once per file (a file rarely declares a name twice: a few types to compare).
            let names = file.typeNames
            for (index, name) in names.enumerated()
            where testedNames.contains(name) && !names[..<index].contains(name) {
                declarations[name, default: Declarations()].add(path: file.path, folders: &folders)
            }
        }
        for test in tests {
            let imported = Set(test.imports.map(\.module))
            for name in test.identifiers {
                // One lookup per name a test uses: whether it is declared, and already named
                // everywhere, are read from one entry.
                guard let entry = declarations.index(forKey: name), !declarations.values[entry].isNamedEverywhere
                else { continue }
                let declared = declarations.values[entry]
                let modules = declared.count > 1 ? declared.folders.intersection(imported) : []
                if modules.isEmpty {
                    declarations.values[entry].isNamedEverywhere = true
                } else {
                    namedInModules[name, default: []].formUnion(modules)
                }
            }
        }
        builtForTests = Self.builtByDefaults(tests: tests, sources: sources)
            .union(Self.builtByFactories(tests: tests, sources: sources))
    }

    /// Whether a test exercises `name` as declared in the file at `path`: a name several modules
    /// declare counts only for the modules the naming test imports (a folder of the path named
    /// like it), or for all of them when its imports single none out (a single-target app, a
    /// test target beside its module).
    func contains(_ name: String, declaredIn path: String) -> Bool {
        if declarations[name]?.isNamedEverywhere == true || builtForTests.contains(name) { return true }
        guard let modules = namedInModules[name] else { return false }
        return !modules.isDisjoint(with: Self.folders(of: path))
    }

    /// The files declaring one name: how many, the first one's path, and once there are several,
    /// the folders of all of them; and whether a test names it everywhere.
    private struct Declarations {
        var count = 0
        var firstPath = ""
        var folders: Set<String> = []
        var isNamedEverywhere = false

        /// Changed in place in the table, so each declaration hashes its name once; `pathFolders`
        /// are those of `path`, read here the first time a type of that file needs them.
        mutating func add(path: String, folders pathFolders: inout Set<String>?) {
            count += 1
            guard count > 1 else {
                firstPath = path
                return
            }
            if count == 2 { folders = ExercisedTypes.folders(of: firstPath) }
            let added = pathFolders ?? ExercisedTypes.folders(of: path)
            pathFolders = added
            folders.formUnion(added)
        }
    }

    /// The path's folders, split at the slash byte (a `/` is never part of another character).
    static func folders(of path: String) -> Set<String> {
        Set(path.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { String(Substring($0)) })
    }

    /// Types built and returned by the factories and DI properties a test reaches: it names the
    /// owning type (a container) and the member, whose code may use the owner's other members.
    /// A view model's method that builds row values on the way to its output does not count.
    private static func builtByFactories(tests: [FileFacts], sources: [FileFacts]) -> Set<String> {
        let factories = sources.flatMap(\.factories)
        guard !factories.isEmpty else { return [] }
        // Conformances only of types some factory builds: the others are never asked about.
        let builtAnywhere = Set(factories.flatMap(\.builds))
        var conformances: [String: Set<String>] = [:]
        for file in sources {
            for (index, name) in file.typeNames.enumerated() where builtAnywhere.contains(name) {
                conformances[name, default: []].formUnion(
                    file.types[index].inheritance.compactMap { TypeText.lastName(in: $0) })
            }
        }
        // What the factory returns: a built type named by its result, or conforming to it.
        func isReturned(_ name: String, by factory: Factory) -> Bool {
            factory.returns.contains(name) || !(conformances[name] ?? []).isDisjoint(with: factory.returns)
        }
        var byOwner: [String: [String: [Factory]]] = [:]
        for factory in factories {
            byOwner[factory.owner, default: [:]][factory.member, default: []].append(factory)
        }
        var built: Set<String> = []
        // A member reached once has added what it builds, and what the members it uses build, for
        // every test: the next test reaching it has nothing to add (tests reach the same container).
        var reached: [String: Set<String>] = [:]
        for test in tests {
            for owner in test.identifiers {
                guard let members = byOwner[owner] else { continue }
                var pending = members.keys.filter {
                    test.memberNames.contains($0) && !reached[owner, default: []].contains($0)
                }
                reached[owner, default: []].formUnion(pending)
                while let member = pending.popLast() {
                    for factory in members[member] ?? [] {
                        built.formUnion(factory.builds.filter { isReturned($0, by: factory) })
                        for use in factory.uses
                        where members[use] != nil && reached[owner, default: []].insert(use).inserted {
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
