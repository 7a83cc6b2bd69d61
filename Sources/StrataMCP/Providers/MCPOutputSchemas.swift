import StrataJSON

/// The `outputSchema` of each tool whose result carries `structuredContent` (schemaVersion 1 of each shape, 2 of scaffold_feature's).
/// MCP clients validate results against them, and so does the test suite, so a result that drifts from its
/// schema fails there first.
enum MCPOutputSchemas {
    static let listRules = object(
        [
            "schemaVersion": integer,
            "rules": array(of: object(ruleSummary, required: Array(ruleSummary.keys).sorted())),
        ],
        required: ["schemaVersion", "rules"])

    static let explainRule = object(
        ruleSummary.merging([
            "schemaVersion": integer, "fixHint": string,
            "examples": array(
                of: object(
                    ["code": string, "note": string, "triggers": boolean, "style": string],
                    required: ["code", "note", "triggers"])),
        ]) { first, _ in first },
        required: ["schemaVersion", "id", "name", "severity", "layers", "summary", "fixHint", "examples"])

    static let listTemplates = object(
        [
            "schemaVersion": integer,
            "templates": array(
                of: object(
                    [
                        "id": string, "description": string, "layer": string, "command": string,
                        "variables": array(
                            of: object(
                                ["name": string, "description": string, "default": string],
                                required: ["name", "description"])),
                        "outputs": array(of: string),
                    ],
                    required: ["id", "description", "layer", "variables", "outputs"])),
        ],
        required: ["schemaVersion", "templates"])

    /// schemaVersion 2: a dry run links to each file's planned content (`uri`, and `plan.diff`
    /// for the whole diff) instead of embedding it, so results stay small.
    static let scaffoldFeature = object(
        [
            "schemaVersion": integer, "dryRun": boolean,
            "plan": object(["id": string, "diff": string], required: ["id", "diff"]),
            "changes": array(
                of: object(
                    ["action": string, "path": string, "layer": string, "uri": string, "lines": integer],
                    required: ["action", "path", "layer"])),
            "notes": array(of: string),
        ],
        required: ["schemaVersion", "dryRun", "changes", "notes"])

    private static let ruleSummary: [String: JSON] = [
        "id": string, "name": string, "severity": string, "layers": array(of: string), "summary": string,
    ]

    private static let string: JSON = ["type": "string"]
    private static let integer: JSON = ["type": "integer"]
    private static let boolean: JSON = ["type": "boolean"]

    private static func array(of items: JSON) -> JSON { ["type": "array", "items": items] }

    private static func object(_ properties: [String: JSON], required: [String]) -> JSON {
        [
            "type": "object", "properties": .object(properties), "required": .array(required.map(JSON.string)),
            "additionalProperties": false,
        ]
    }
}
