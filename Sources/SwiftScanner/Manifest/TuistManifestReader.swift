/// A Tuist `Project.swift`: its targets with their product, source globs and dependencies.
public struct TuistProject: Sendable, Hashable {
    public struct Target: Sendable, Hashable {
        public var name: String
        /// The `product:` member as written: `app`, `framework`, `staticFramework`, `unitTests`, `uiTests`…
        public var product: String?
        /// Source globs relative to the manifest's folder.
        public var sources: [String]
        /// Globs `.glob(_:excluding:)` leaves out.
        public var excludedSources: [String]
        public var dependencies: [Dependency]
    }

    public enum Dependency: Sendable, Hashable {
        case target(name: String)
        case project(target: String, path: String)
        /// A package product Tuist resolves from `Tuist/Package.swift`.
        case external(name: String)
        case package(product: String)
        case sdk(name: String)
        case framework(path: String)
        case xcframework(path: String)
    }

    public var name: String?
    public var targets: [Target]
}

/// Reads Tuist's manifests with the evaluator that reads Package.swift, without running Swift: a
/// project's `Project(…)` and a workspace's `Workspace(…)`, in the forms Tuist's documentation shows
/// (`.target(…)` or `Target(…)`, `sources:` as globs, `.paths([…])` or `.glob(_:excluding:)`).
public enum TuistManifestReader {
    public static func readProject(_ source: String) -> Result<TuistProject, ManifestReadFailure> {
        Result { () throws(ManifestReadFailure) in
            let project = try topLevelCall("Project", variable: "project", in: source)
            let name = try ManifestValue.string(
                project.argument("name"), expected: "a string literal after `name:`", line: 1)
            guard case .array(let elements)? = project.argument("targets") else {
                if case .unknown(let failure)? = project.argument("targets") { throw failure }
                return TuistProject(name: name, targets: [])
            }
            return TuistProject(name: name, targets: try elements.map(target))
        }
    }

    /// The project paths (or globs) a `Workspace.swift` lists.
    public static func readWorkspace(_ source: String) -> Result<[String], ManifestReadFailure> {
        Result { () throws(ManifestReadFailure) in
            let workspace = try topLevelCall("Workspace", variable: "workspace", in: source)
            return try strings(workspace.argument("projects"), what: "`projects:`")
        }
    }

    private static func topLevelCall(
        _ name: String, variable: String, in source: String
    ) throws(ManifestReadFailure) -> ManifestValue {
        let globals = Lexer.tokenize(source).withCursor { cursor in
            var evaluator = ManifestEvaluator(cursor: cursor)
            _ = evaluator.runStatements()
            return evaluator.scopes[0]
        }
        let value =
            globals[variable]
            ?? globals.keys.sorted().lazy.compactMap { key -> ManifestValue? in
                if case .call(name, _, _)? = globals[key] { return globals[key] }
                return nil
            }.first
        switch value {
        case .call(name, _, _)?: return value!
        case .unknown(let failure)?: throw failure
        default: throw .noTopLevelCall(name: name)
        }
    }

    private static func target(_ value: ManifestValue) throws(ManifestReadFailure) -> TuistProject.Target {
        if case .unknown(let failure) = value { throw failure }
        guard case .call(let factory, _, let line) = value, factory == "target" || factory == "Target" else {
            throw .unexpectedValue(expected: "a target such as `.target(name: …)`", line: 1)
        }
        guard
            let name = try ManifestValue.string(
                value.argument("name"), expected: "a string literal after `name:`", line: line)
        else { throw .unexpectedValue(expected: "`name:` in the target", line: line) }
        var product: String?
        if case .member(let member)? = value.argument("product") { product = member }
        var sources: [String] = []
        var excluded: [String] = []
        try collectSources(value.argument("sources"), into: &sources, excluded: &excluded, line: line)
        var dependencies: [TuistProject.Dependency] = []
        if case .array(let elements)? = value.argument("dependencies") {
            dependencies = try elements.map { element throws(ManifestReadFailure) in
                try dependency(element, line: line)
            }
        } else if case .unknown(let failure)? = value.argument("dependencies") {
            throw failure
        }
        return TuistProject.Target(
            name: name, product: product, sources: sources, excludedSources: excluded, dependencies: dependencies)
    }

    /// `"A/**"`, `["A/**", .glob("B/**", excluding: […])]`, `.paths([…])`, `SourceFilesList(globs: […])`.
    private static func collectSources(
        _ value: ManifestValue?, into sources: inout [String], excluded: inout [String], line: Int
    ) throws(ManifestReadFailure) {
        switch value {
        case nil, .opaque?: return
        case .string(let glob)?: sources.append(glob)
        case .array(let elements)?:
            for element in elements { try collectSources(element, into: &sources, excluded: &excluded, line: line) }
        case .call(let factory, let arguments, let callLine)?:
            if factory == "glob" || factory == "SourceFileGlob", let first = arguments.first?.value {
                try collectSources(first, into: &sources, excluded: &excluded, line: callLine)
                excluded += try strings(value?.argument("excluding"), what: "`excluding:`")
            } else if let list = arguments.first(where: { $0.label == nil || $0.label == "globs" })?.value {
                try collectSources(list, into: &sources, excluded: &excluded, line: callLine)
            }
        case .unknown(let failure)?: throw failure
        case .member?: throw .unexpectedValue(expected: "source globs after `sources:`", line: line)
        }
    }

    private static func dependency(
        _ value: ManifestValue, line: Int
    ) throws(ManifestReadFailure) -> TuistProject.Dependency {
        if case .unknown(let failure) = value { throw failure }
        guard case .call(let factory, let arguments, let callLine) = value else {
            throw .unexpectedValue(expected: "a dependency such as `.target(name: …)`", line: line)
        }
        func text(_ label: String?) throws(ManifestReadFailure) -> String {
            let argument = arguments.first { $0.label == label }?.value
            guard let found = try ManifestValue.string(argument, expected: "a string literal", line: callLine) else {
                throw .unexpectedValue(expected: "`\(label ?? "_"):` in `.\(factory)(…)`", line: callLine)
            }
            return found
        }
        switch factory {
        case "target": return .target(name: try text("name"))
        case "project": return .project(target: try text("target"), path: try text("path"))
        case "external": return .external(name: try text("name"))
        case "package": return .package(product: try text("product"))
        case "sdk": return .sdk(name: try text("name"))
        case "framework": return .framework(path: try text("path"))
        case "xcframework": return .xcframework(path: try text("path"))
        default:
            throw .unexpectedValue(
                expected: "`.target`, `.project`, `.external`, `.package`, `.sdk`, `.framework` or `.xcframework`",
                line: callLine)
        }
    }

    private static func strings(_ value: ManifestValue?, what: String) throws(ManifestReadFailure) -> [String] {
        switch value {
        case nil: return []
        case .string(let text)?: return [text]
        case .array(let elements)?:
            var texts: [String] = []
            for element in elements {
                if let text = try ManifestValue.string(element, expected: "string literals in \(what)", line: 1) {
                    texts.append(text)
                }
            }
            return texts
        case .unknown(let failure)?: throw failure
        default: throw .unexpectedValue(expected: "an array of string literals after \(what)", line: 1)
        }
    }
}
