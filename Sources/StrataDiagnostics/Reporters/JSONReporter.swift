import StrataJSON

/// The one JSON shape for everything Strata reports — `verify`, `templates check`, `knowledge
/// validate`, configuration errors and the MCP `verify` tools — described by
/// ``DiagnosticDocument/schema`` (published as `Schemas/diagnostics.schema.json`).
public struct JSONReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        DiagnosticDocument.json(of: report).prettyText
    }
}

/// Version 2 of the JSON document. Version 1 (verify only) had `findings` with `rule`,
/// `inputProblems` and `staleBaselineEntries` side by side; version 2 has one `diagnostics` list
/// in which each has an `id` saying what it is (`rule.domain-purity`, `input.not-utf8`,
/// `baseline.stale-entry`, `config.unknown-rule`), and `summary` counts all of them.
public enum DiagnosticDocument {
    public static let schemaVersion = 2

    public static func json(of report: DiagnosticReport) -> JSON { .object(members(of: report)) }

    /// The document's top-level members, for containers that take an object (MCP's `structuredContent`).
    public static func members(of report: DiagnosticReport) -> [String: JSON] {
        var summary: [String: JSON] = [
            "errors": .integer(count(report, .error)), "warnings": .integer(count(report, .warning)),
            "notes": .integer(count(report, .note)), "bugs": .integer(count(report, .bug)),
            "passed": .bool(report.passes),
        ]
        let coverage = report.coverage
        for (key, value) in [
            ("filesChecked", coverage.filesChecked), ("filesSkipped", coverage.filesSkipped),
            ("linesChecked", coverage.linesChecked), ("knowledgeFilesChecked", coverage.knowledgeFilesChecked),
            ("rulesChecked", coverage.rulesChecked), ("templatesChecked", coverage.templatesChecked),
        ] {
            if let value { summary[key] = .integer(value) }
        }
        return [
            "schemaVersion": .integer(schemaVersion), "command": .string(report.command),
            "diagnostics": .array(report.diagnostics.map(json)), "summary": .object(summary),
        ]
    }

    private static func count(_ report: DiagnosticReport, _ severity: Diagnostic.Severity) -> Int {
        report.diagnostics.filter { $0.severity == severity }.count
    }

    static func json(_ diagnostic: Diagnostic) -> JSON {
        var members: [String: JSON] = [
            "id": .string(diagnostic.id), "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
        ]
        if let location = diagnostic.location { members["location"] = json(location) }
        if let fixHint = diagnostic.fixHint { members["fixHint"] = .string(fixHint) }
        if let fingerprint = diagnostic.fingerprint { members["fingerprint"] = .string(fingerprint) }
        if !diagnostic.notes.isEmpty {
            members["notes"] = .array(
                diagnostic.notes.map { note in
                    var members: [String: JSON] = ["message": .string(note.message)]
                    if let location = note.location { members["location"] = json(location) }
                    return .object(members)
                })
        }
        return .object(members)
    }

    private static func json(_ location: Diagnostic.Location) -> JSON {
        var members: [String: JSON] = ["file": .string(location.file)]
        if let start = location.start {
            members["line"] = .integer(start.line)
            members["column"] = .integer(start.column)
        }
        if let end = location.end {
            members["endLine"] = .integer(end.line)
            members["endColumn"] = .integer(end.column)
        }
        if let lineText = location.lineText { members["lineText"] = .string(lineText) }
        return .object(members)
    }

    /// JSON Schema (draft 2020-12) of the document; MCP tools declare it as their output schema.
    public static let schema: JSON = [
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Strata diagnostics",
        "description":
            "What strata verify, templates check and knowledge validate report with --format json (schemaVersion 2).",
        "type": "object",
        "properties": [
            "schemaVersion": ["const": .integer(schemaVersion)],
            "command": ["type": "string", "description": "The command that ran, e.g. strata verify."],
            "diagnostics": ["type": "array", "items": diagnosticSchema],
            "summary": [
                "type": "object",
                "properties": [
                    "errors": count, "warnings": count, "notes": count, "bugs": count,
                    "passed": ["type": "boolean", "description": "No diagnostic at error severity or worse."],
                    "filesChecked": count, "filesSkipped": count, "linesChecked": count,
                    "knowledgeFilesChecked": count, "rulesChecked": count, "templatesChecked": count,
                ],
                "required": ["errors", "warnings", "notes", "bugs", "passed"],
                "additionalProperties": false,
            ],
        ],
        "required": ["schemaVersion", "command", "diagnostics", "summary"],
        "additionalProperties": false,
    ]

    private static let count: JSON = ["type": "integer", "minimum": 0]

    private static let locationSchema: JSON = [
        "type": "object",
        "properties": [
            "file": ["type": "string"],
            "line": ["type": "integer", "minimum": 1],
            "column": [
                "type": "integer", "minimum": 1,
                "description": "1-based, in UTF-8 bytes, as the Swift compiler counts.",
            ],
            "endLine": ["type": "integer", "minimum": 1],
            "endColumn": ["type": "integer", "minimum": 1],
            "lineText": ["type": "string", "description": "The start line, cut to 1 KiB around the column."],
        ],
        "required": ["file"],
        "dependentRequired": [
            "line": ["column"], "column": ["line"], "endLine": ["endColumn"], "endColumn": ["endLine"],
        ],
        "additionalProperties": false,
    ]

    private static let diagnosticSchema: JSON = [
        "type": "object",
        "properties": [
            "id": [
                "type": "string", "pattern": "^[a-z]+(-[a-z0-9]+)*\\.[a-z0-9]+(-[a-z0-9]+)*$",
                "description": "namespace.name: rule.domain-purity, config.unknown-key, input.not-utf8 …",
            ],
            "severity": ["enum": ["note", "warning", "error", "bug"]],
            "message": ["type": "string"],
            "fixHint": ["type": "string"],
            "fingerprint": ["type": "string"],
            "location": locationSchema,
            "notes": [
                "type": "array",
                "items": [
                    "type": "object",
                    "properties": ["message": ["type": "string"], "location": locationSchema],
                    "required": ["message"],
                    "additionalProperties": false,
                ],
            ],
        ],
        "required": ["id", "severity", "message"],
        "additionalProperties": false,
    ]
}
