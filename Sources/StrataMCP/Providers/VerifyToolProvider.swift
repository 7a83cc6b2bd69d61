import Foundation
import StrataContext
import StrataDiagnostics
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// `verify`: the same check as `strata verify`, with its findings as JSON, so an agent can
/// verify its change and fix what is reported before it finishes. `verify_source`: the same
/// check on code the agent has not written yet (a path and its text; nothing touches the disk),
/// so it can get the architecture right before the first write.
public struct VerifyToolProvider: MCPProvider {
    public let library: ResourceLibrary
    /// The project folder; findings' paths are relative to it and `paths` must stay inside it.
    public let root: URL

    public init(library: ResourceLibrary, root: URL) {
        self.library = library
        self.root = root
    }

    public var tools: [MCPTool] {
        let library = library
        let root = root
        return [
            MCPTool(
                name: "verify", title: "Verify the architecture",
                description: """
                    Runs strata verify on the project (or on some of its files and folders) and returns \
                    every diagnostic with id (rule.<rule id> for a finding), severity, message, fix hint and \
                    location (file, line, UTF-8 column, the line's text), plus a summary. Errors fail \
                    verification; fix them before finishing.
                    """,
                inputSchema: [
                    "type": "object",
                    "properties": [
                        "paths": [
                            "type": "array", "items": ["type": "string"],
                            "description":
                                "Files or folders relative to the project root (default: the whole project).",
                        ]
                    ],
                    "additionalProperties": false,
                ],
                annotations: .init(readOnly: true),
                outputSchema: Self.resultSchema
            ) { arguments throws(MCPToolFailure) in
                let paths = arguments.strings("paths") ?? []
                try Self.refuseOutside(paths, root: root)
                return try Self.verify(
                    command: "verify",
                    paths: paths.isEmpty ? [root.path] : paths.map { root.appendingPathComponent($0).path },
                    unsaved: [:],
                    library: library, root: root)
            },
            MCPTool(
                name: "verify_source", title: "Verify code before writing it",
                description: """
                    Checks Swift code you are about to write, given its path in the project and its full \
                    text, against the architecture rules, as if the file were saved there (replacing what \
                    is on disk); the rest of the project is read as it is. Nothing is written. Returns \
                    the same findings and summary as verify.
                    """,
                inputSchema: [
                    "type": "object",
                    "properties": [
                        "path": [
                            "type": "string",
                            "description":
                                "Where the file will be, relative to the project root, e.g. Sources/AppDomain/Profile/Profile.swift.",
                        ],
                        "text": ["type": "string", "description": "The file's complete text."],
                    ],
                    "required": ["path", "text"],
                    "additionalProperties": false,
                ],
                annotations: .init(readOnly: true),
                outputSchema: Self.resultSchema
            ) { arguments throws(MCPToolFailure) in
                let path = arguments.string("path") ?? ""
                try Self.refuseOutside([path], root: root)
                // The path names a file of the project, as every write's does: no NUL, nothing in .git.
                if let problem = ContainedPath.spellingProblem(of: path) {
                    throw MCPToolFailure("Refused: '\(path.escapingControlCharacters)': \(problem).")
                }
                guard path.hasSuffix(".swift") else { throw MCPToolFailure("Refused: '\(path)' is not a .swift file.") }
                let relative = String(
                    root.appendingPathComponent(path).standardizedFileURL.path.dropFirst(
                        root.standardizedFileURL.path.count + 1))
                return try Self.verify(
                    command: "verify_source", paths: [], unsaved: [relative: arguments.string("text") ?? ""],
                    library: library, root: root)
            },
        ]
    }

    private static func refuseOutside(_ paths: [String], root: URL) throws(MCPToolFailure) {
        if let outside = paths.first(where: { !ProjectPaths.isInside($0, root: root) }) {
            throw MCPToolFailure("Refused: '\(outside)' is outside the project folder \(root.path).")
        }
    }

    private static func verify(
        command: String, paths: [String], unsaved: [String: String], library: ResourceLibrary, root: URL
    ) throws(MCPToolFailure) -> MCPToolResult {
        let result: VerifyResult
        do {
            // Loaded on every call: the agent edits strata.json and the rules while the server runs.
            let project = try StrataProject(root: root, library: library)
            let request = VerifyRequest(
                projectRoot: root.path, paths: paths, workingDirectory: root.path,
                configuration: project.configuration, unsavedFiles: unsaved,
                projectRules: try project.rules()?.rules ?? [])
            result = try VerifyEngine(knowledge: project.knowledge).run(request)
        } catch {
            throw MCPToolFailure(String(describing: error))
        }
        return .structured(DiagnosticDocument.members(of: result.report.diagnosticReport(command: command)))
    }

    /// Both tools' `structuredContent` is the document `strata verify --format json` prints.
    static let resultSchema = DiagnosticDocument.schema
}
