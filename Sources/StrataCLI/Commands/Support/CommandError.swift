import StrataDiagnostics

/// Why a command could not start or finish, for what only the command line knows: its options,
/// the files it was pointed at, the project around it. Errors of the engines pass through as
/// they are; every one is rendered by the command line's one catch-all.
enum CommandError: DiagnosticError, Equatable {
    case strictBaselineWithoutBaseline
    case initWithoutAdopt
    case adapterWithoutFeatureOrLegacy
    case noProjectFolder(option: String, path: String)
    case noTemplatesFolder(path: String)
    case noSuchBaseline(path: String)
    case notABaseline(path: String)
    case noSuchConfiguration(path: String)
    case noProjectRules(path: String)
    case configurationWithoutModule(file: String)
    case configurationExists(path: String)
    case unknownStyle(String, known: [String])
    case ejectedCopyExists(path: String)
    case notInAPackage(directory: String)
    case buildStampNotWritten(path: String, cause: String)
    case baselineNotWritten(path: String, cause: String)
    case packageFolderNotCreated(path: String, cause: String)
    case manifestNotWritten(path: String, cause: String)
    case gitUnavailable(ref: String, cause: String)
    case gitCannotCompare(ref: String, reason: String)
    /// A value handed to a subprocess that it would read as an option.
    case optionLikeValue(option: String, value: String)
    case outputOutsideProject(option: String, path: String)
    /// A file-writing option names a file that is there and is not that option's kind of output.
    case outputWouldReplace(option: String, path: String, kind: String)
    case outputNotAFile(option: String, path: String, what: String)
    case outputNotWritten(path: String, cause: String)

    var diagnostics: [Diagnostic] {
        let (location, message, fixHint) = text
        return [
            Diagnostic(
                id: Diagnostic.id(isUsage ? "usage" : "command", caseOf: self), severity: .error,
                location: location.map { Diagnostic.Location(file: $0) }, message: message, fixHint: fixHint)
        ]
    }

    /// Mistakes in the command line itself, as opposed to the files and project it names.
    private var isUsage: Bool {
        switch self {
        case .strictBaselineWithoutBaseline, .initWithoutAdopt, .adapterWithoutFeatureOrLegacy, .outputOutsideProject,
            .outputWouldReplace, .outputNotAFile,
            .optionLikeValue:
            true
        default: false
        }
    }

    private var text: (file: String?, message: String, fixHint: String?) {
        switch self {
        case .strictBaselineWithoutBaseline:
            (nil, "--strict-baseline checks a baseline", "add --baseline FILE")
        case .initWithoutAdopt:
            (
                nil, "'strata init' needs --adopt to infer a strata.json from existing code",
                "create new packages with 'strata new'"
            )
        case .adapterWithoutFeatureOrLegacy:
            (nil, "'strata add adapter' needs --feature <Feature> and --legacy rxswift|combine|callback", nil)
        case .noProjectFolder(let option, let path):
            (nil, "\(option) \(path): no such folder", "pass the folder of a Strata package")
        case .noTemplatesFolder(let path):
            (
                path, "no such folder",
                "pass a templates folder (with <id>/template.json) or a repository with Templates/"
            )
        case .noSuchBaseline(let path):
            (path, "no such baseline", "create it with 'strata verify --write-baseline \(path)'")
        case .notABaseline(let path):
            (
                nil, "\(path) exists and is not a Strata baseline; nothing was written",
                "choose another file, or delete it first if it is an old baseline"
            )
        case .noSuchConfiguration(let path):
            (path, "no such configuration file", "check the --config path")
        case .noProjectRules(let path):
            (
                path, "no such file: the project declares no rules of its own",
                "declare them there; Strata's docs/configuration.md shows the format"
            )
        case .configurationWithoutModule(let file):
            (file, "missing \"module\"", "add the package name, e.g. \"module\": \"Demo\"")
        case .configurationExists(let path):
            (nil, "\(path) already exists", "edit it, or delete it to infer a new one")
        case .unknownStyle(let name, let known):
            (
                nil, "unknown view-model style '\(name)'",
                suggestion(for: name, among: known).map { "did you mean '\($0)'?" } ?? "use one of: "
                    + known.joined(separator: ", ")
            )
        case .ejectedCopyExists(let path):
            (nil, "\(path) already exists", "edit it there, or pass --force to replace it with the shipped copy")
        case .notInAPackage(let directory):
            (
                nil, "no strata.json or .strata/ in \(directory) or any folder above it",
                "run this inside a Strata package ('strata new' or 'strata init --adopt' makes one)"
            )
        case .buildStampNotWritten(let path, let cause):
            (nil, "could not write the build stamp \(path): \(cause)", nil)
        case .baselineNotWritten(let path, let cause):
            (nil, "could not write \(path): \(cause); nothing was written", nil)
        case .packageFolderNotCreated(let path, let cause):
            (path, "cannot create the package folder (\(cause))", nil)
        case .manifestNotWritten(let path, let cause):
            (nil, "could not write \(path): \(cause)", nil)
        case .outputOutsideProject(let option, let path):
            (
                nil,
                "\(option) \(path): outside the project and the working folder, in .git/, or not a plain file; "
                    + "nothing was written",
                "write it inside the project, e.g. \(option) \(Self.example(of: option))"
            )
        case .outputNotAFile(let option, let path, let what):
            (nil, "\(option) \(path): it is \(what), not a file; nothing was written", "name a file")
        case .outputWouldReplace(let option, let path, let kind):
            (
                nil, "\(option) \(path): the file is there and is not \(kind), so it is kept; nothing was written",
                "name another file, or move that one away first"
            )
        case .outputNotWritten(let path, let cause):
            (nil, "could not write \(path): \(cause)", nil)
        case .optionLikeValue(let option, let value):
            (
                nil,
                "\(option) \(value): the value starts with '-', which git would read as an option; nothing was run",
                "name a branch, tag or commit (e.g. \(option) origin/main)"
            )
        case .gitUnavailable(let ref, let cause):
            (nil, "--changed-since \(ref): cannot run git (\(cause))", "install git or drop the option")
        case .gitCannotCompare(let ref, let reason):
            (
                nil, "--changed-since \(ref): git cannot compare with it (\(reason))",
                "run inside the repository and fetch the ref first (in GitHub Actions: actions/checkout with fetch-depth: 0)"
            )
        }
    }

    /// A file name to suggest for a file-writing option.
    private static func example(of option: String) -> String {
        switch option {
        case "--write-baseline": "strata-baseline.json"
        case "--build-stamp": ".build/StrataVerified.swift"
        default: "strata.sarif"
        }
    }
}
