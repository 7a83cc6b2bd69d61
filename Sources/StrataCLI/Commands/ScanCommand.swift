import Foundation
import StrataDiagnostics
import StrataVerify
import SwiftScanner

/// `strata scan PATH…`: what the scanner sees in Swift files — the declaration index and, with
/// `--tokens`, the token stream — for people writing rules and for tools.
struct ScanCommand: StrataCommand {
    static let json = Flag("--json", help: "Print the index as JSON.")
    static let tokens = Flag("--tokens", help: "Include every token with its line, column and trivia (implies --json).")
    static let allowUnreadable = Flag(
        "--allow-unreadable", help: "Do not fail on files that cannot be read or are not UTF-8 (still listed).")

    static let description = CommandDescription(
        name: "scan",
        abstract: "Print the declaration index (imports, types, properties, functions) of Swift files.",
        discussion:
            "The JSON format (--json) is versioned with schemaVersion; Strata's docs/report-formats.md describes it.",
        arguments: [
            ArgumentDescription("path", help: "Swift files or folders to scan.", isRepeating: true, completion: .files)
        ],
        options: [json, tokens, allowUnreadable],
        examples: [
            Example("strata scan Sources/App/ProfileViewModel.swift", "Outline one file's imports and declarations."),
            Example("strata scan Package.swift --json", "The targets and dependencies Strata reads from a manifest."),
            Example("strata scan Sources --tokens > tokens.json", "Every token of every file, for writing a rule."),
        ]
    )

    let paths: [String]
    let json: Bool
    let tokens: Bool
    let allowUnreadable: Bool

    init(arguments: ParsedArguments) throws {
        paths = arguments.positionals
        tokens = arguments[Self.tokens]
        json = arguments[Self.json] || tokens
        allowUnreadable = arguments[Self.allowUnreadable]
    }

    /// Finds and reads files the way `verify` does, so both commands skip the same files
    /// (unreadable, not UTF-8, unreadable folders, over-long paths) and say so the same way:
    /// one line per path, the rest still scanned, exit 1 unless `--allow-unreadable`.
    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let discovery = SourceDiscovery(projectRoot: environment.workingDirectory.path, excluded: [])
        var found = discovery.discover(paths.map { environment.url(for: $0).path })
        let missing = found.problems.filter(\.isUsageError)
        guard missing.isEmpty else { throw MissingPaths(problems: missing) }
        found.files += explicitFilesOtherThanSwift(discovery, in: environment)
        var files: [ScannedFile] = []
        var skipped = found.problems
        for reference in found.files {
            switch FileReader.read(reference, displayPath: reference.relativePath) {
            case .success(let bytes):
                files.append(
                    ScannedFile(
                        path: reference.relativePath, source: String(decoding: bytes, as: UTF8.self),
                        includingTokens: tokens))
            case .failure(let problem):
                skipped.append(problem)
            }
        }
        let console = environment.console
        for problem in skipped {
            let diagnostic = problem.diagnostic(severity: allowUnreadable ? .warning : .error)
            console.errorLine(StrataCommandLine.render(diagnostic, console: console))
        }
        if json {
            console.write(JSONText.encode(ScanReport(files: files)))
        } else {
            for file in files { console.write(ScanOutline.render(file)) }
        }
        return skipped.isEmpty || allowUnreadable ? .success : .failure
    }

    /// Files named on the command line are scanned whatever their extension; folders yield
    /// only their `.swift` files.
    private func explicitFilesOtherThanSwift(_ discovery: SourceDiscovery, in environment: CommandEnvironment)
        -> [SourceFileReference]
    {
        paths.map { environment.url(for: $0).path }.filter { path in
            var isDirectory: ObjCBool = false
            return !path.hasSuffix(".swift") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.map { SourceFileReference(absolutePath: $0, relativePath: discovery.relativePath(of: $0)) }
    }
}

/// The human-readable outline `strata scan` prints without `--json`.
enum ScanOutline {
    static func render(_ file: ScannedFile) -> String {
        var lines = [file.path]
        let index = file.index
        if !index.imports.isEmpty {
            lines.append(
                "  imports: " + index.imports.map { conditioned($0.module, $0.conditions) }.joined(separator: ", "))
        }
        for declaration in index.declarations { lines += outline(declaration, depth: 1) }
        for diagnostic in index.diagnostics {
            lines.append("  ! \(diagnostic.line):\(diagnostic.column) \(diagnostic.message)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func outline(_ declaration: Declaration, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        switch declaration {
        case .type(let type):
            let inheritance = type.inheritance.isEmpty ? "" : ": " + type.inheritance.joined(separator: ", ")
            let head =
                indent + prefix(type.attributes, type.modifiers) + "\(type.kind.rawValue) \(type.name)"
                + (type.genericClause ?? "") + inheritance + "  [\(type.startLine)-\(type.endLine)]"
            return [conditioned(head, type.conditions)] + type.members.flatMap { outline($0, depth: depth + 1) }
        case .property(let property):
            let type = property.typeAnnotation.map { ": \($0)" } ?? ""
            let value = property.initializerText.map { " = \($0)" } ?? ""
            let text =
                prefix(property.attributes, property.modifiers) + (property.isLet ? "let " : "var ")
                + property.name + type + (property.isComputed ? " { … }" : value) + "  [\(property.line)]"
            return [indent + conditioned(text, property.conditions)]
        case .function(let function):
            let text =
                prefix(function.attributes, function.modifiers) + "func \(function.name)"
                + parameters(function.parameters) + (function.isAsync ? " async" : "")
                + (function.throwsClause.map { " \($0)" } ?? "") + (function.returnType.map { " -> \($0)" } ?? "")
                + "  [\(function.line)]"
            return [indent + conditioned(text, function.conditions)]
        case .initializer(let initializer):
            let text =
                prefix(initializer.attributes, initializer.modifiers) + "init" + (initializer.failability ?? "")
                + parameters(initializer.parameters) + "  [\(initializer.line)]"
            return [indent + conditioned(text, initializer.conditions)]
        case .enumCase(let enumCase):
            return [indent + "case \(enumCase.name)  [\(enumCase.line)]"]
        case .typeAlias(let alias):
            return [indent + "typealias \(alias.name) = \(alias.aliasedType)  [\(alias.line)]"]
        }
    }

    private static func prefix(_ attributes: [Attribute], _ modifiers: [String]) -> String {
        let words = attributes.map { "@" + $0.name + ($0.arguments ?? "") } + modifiers
        return words.isEmpty ? "" : words.joined(separator: " ") + " "
    }

    private static func parameters(_ parameters: [Parameter]) -> String {
        "("
            + parameters.map { parameter in
                let label = parameter.label.map { $0 == parameter.name ? "" : "\($0) " } ?? "_ "
                return label + parameter.name + ": " + parameter.type
            }.joined(separator: ", ") + ")"
    }

    private static func conditioned(_ text: String, _ conditions: [String]) -> String {
        conditions.isEmpty ? text : text + "  #if " + conditions.joined(separator: " && ")
    }
}

/// Paths on the command line that are not there, each its own diagnostic.
private struct MissingPaths: DiagnosticError {
    let problems: [InputProblem]

    var diagnostics: [Diagnostic] { problems.flatMap(\.diagnostics) }
}
