import Foundation
import StrataTestSupport

/// Validates JSON against a JSON Schema with Python's `jsonschema` package — the reference
/// implementation, rather than a validator written for the test. Uses `$STRATA_PYTHON` when
/// set (CI points it at a virtual environment), else `python3`.
enum SchemaValidator {
    /// Whether the SARIF tests should run (see `ExternalTools` for the policy).
    static var shouldRun: Bool {
        ExternalTools.shouldRun(whenAvailable: ExternalTools.pythonCanImport("jsonschema"))
    }

    /// An official schema copied into the test fixtures.
    static func schema(named name: String) -> String {
        ExternalTools.officialSchema(name).path
    }

    /// Validates `document` against the schema file; returns the validator's complaint, or nil.
    static func problems(in document: String, schema: String) throws -> String? {
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "strata-\(UUID().uuidString).json")
        try Data(document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            validator = jsonschema.validators.validator_for(schema)(schema)
            errors = sorted(validator.iter_errors(document), key=str)
            print("\\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors))
            sys.exit(1 if errors else 0)
            """
        let result = try ExternalTools.runPython(["-c", script, schema, file.path])
        return result.status == 0 ? nil : result.output
    }
}
