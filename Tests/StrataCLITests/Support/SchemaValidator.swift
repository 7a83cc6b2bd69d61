import Foundation
import StrataTestSupport

/// Validates JSON against a JSON Schema with Python's `jsonschema` package — the reference
/// implementation, rather than a validator written for the test. Uses `$STRATA_PYTHON` when
/// set (CI points it at a virtual environment), else `python3`.
enum SchemaValidator {
    static var python: String {
        ProcessInfo.processInfo.environment["STRATA_PYTHON"] ?? "python3"
    }

    /// Whether a Python with `jsonschema` can be run; the SARIF test is skipped, saying so, otherwise.
    static let isAvailable: Bool = run(["-c", "import jsonschema"]).status == 0

    /// `../shared/schemas/<name>` from the repository root, looking further up for checkouts
    /// that sit deeper (git worktrees).
    static func schema(named name: String) -> String? {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { folder.deleteLastPathComponent() }
        while folder.path != "/" {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/schemas/\(name)").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Validates `document` against the schema file; returns the validator's complaint, or nil.
    static func problems(in document: String, schema: String) throws -> String? {
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-\(UUID().uuidString).json")
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
        let result = run(["-c", script, schema, file.path])
        return result.status == 0 ? nil : result.output
    }

    private static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "\(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
