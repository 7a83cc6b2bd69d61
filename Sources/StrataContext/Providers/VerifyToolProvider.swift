import Foundation
import StrataKnowledge
import StrataVerify

/// `verify`: the same check as `strata verify`, with its findings as JSON, so an agent can
/// verify its change and fix what is reported before it finishes.
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
                    every finding with rule, severity, message, file, line and column, plus a summary. \
                    Errors fail verification; fix them before finishing.
                    """,
                inputSchema: [
                    "type": "object",
                    "properties": [
                        "paths": [
                            "type": "array", "items": ["type": "string"],
                            "description": "Files or folders relative to the project root (default: the whole project).",
                        ]
                    ],
                    "additionalProperties": false,
                ],
                annotations: .init(readOnly: true)
            ) { arguments throws(MCPToolFailure) in
                try Self.verify(paths: arguments.strings("paths") ?? [], library: library, root: root)
            }
        ]
    }

    private static func verify(paths: [String], library: ResourceLibrary, root: URL) throws(MCPToolFailure) -> MCPToolResult {
        if let outside = paths.first(where: { !ProjectPaths.isInside($0, root: root) }) {
            throw MCPToolFailure("Refused: '\(outside)' is outside the project folder \(root.path).")
        }
        let result: VerifyResult
        do {
            let knowledge = try VerifyKnowledge.load(from: library)
            let request = VerifyRequest(
                projectRoot: root.path, paths: paths.isEmpty ? [root.path] : paths.map { root.appendingPathComponent($0).path },
                workingDirectory: root.path, configuration: try configuration(root: root, knowledge: knowledge),
                baseline: nil)
            result = try VerifyEngine(knowledge: knowledge).run(request)
        } catch {
            throw MCPToolFailure(String(describing: error))
        }
        let report = result.report
        let errors = report.findings.filter { $0.severity == .error }.count
        return .structured([
            "schemaVersion": 1,
            "findings": .array(report.findings.map { finding in
                [
                    "rule": .string(finding.ruleID), "severity": .string(finding.severity.rawValue),
                    "message": .string(finding.message), "file": .string(finding.file), "line": .integer(finding.line),
                    "column": .integer(finding.column), "lineText": .string(finding.lineText),
                ]
            }),
            "problems": .array(report.problems.map { .string($0.description) }),
            "summary": [
                "errors": .integer(errors), "warnings": .integer(report.findings.count - errors),
                "filesChecked": .integer(report.filesChecked), "linesChecked": .integer(report.linesChecked),
                "filesSkipped": .integer(report.skippedFiles.count),
                "passed": .bool(errors == 0 && !report.failsOnSkippedFiles),
            ],
        ])
    }

    /// The project's strata.json, checked against the same vocabulary `strata verify` uses.
    private static func configuration(root: URL, knowledge: VerifyKnowledge) throws -> VerifyConfiguration? {
        let file = root.appendingPathComponent("strata.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return try VerifyConfiguration.load(data, file: "strata.json", vocabulary: knowledge.configurationVocabulary)
    }
}
