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
        try problems(in: [document], schema: schema)[0]
    }

    /// Validates each document on its own against the schema file, in one Python process (starting one and
    /// importing `jsonschema` costs more than a validation); returns each one's complaint, or nil.
    static func problems(in documents: [String], schema: String) throws -> [String?] {
        let folder = try TemporaryDirectory()
        defer { withExtendedLifetime(folder) {} }
        let files = try documents.enumerated().map { index, document in
            let file = folder.url.appendingPathComponent("document-\(index).json")
            try Data(document.utf8).writeWithoutSyncing(to: file)
            return file.path
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.validators.validator_for(schema)(schema)
            answers = []
            for path in sys.argv[2:]:
                try:
                    document = json.load(open(path))
                except ValueError as error:
                    answers.append(f"not JSON: {error}")
                    continue
                errors = sorted(validator.iter_errors(document), key=str)
                answers.append("\\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors) if errors else None)
            print(json.dumps(answers))
            """
        let result = try ExternalTools.runPython(["-c", script, schema] + files)
        guard result.status == 0,
            let answers = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [Any],
            answers.count == documents.count
        else { return documents.map { _ in result.output } }
        return answers.map { $0 as? String }
    }
}
