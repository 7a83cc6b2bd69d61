import Foundation

/// Runs the Python helpers under Tests/Fixtures with the interpreter CI prepares
/// (`$STRATA_PYTHON`, a virtual environment with `jsonschema` and `mcp`), else `python3`.
struct PythonScript {
    struct Outcome {
        let status: Int32
        let output: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The official MCP schemas: `$STRATA_MCP_SCHEMAS`, else `shared/schemas/mcp` beside the
    /// repository (CI's layout) or beside a folder of worktrees.
    static var mcpSchemaDirectory: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["STRATA_MCP_SCHEMAS"] { return URL(fileURLWithPath: explicit) }
        var folder = repositoryRoot
        for _ in 0..<3 {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/schemas/mcp")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("schema-2025-11-25.json").path) {
                return candidate
            }
        }
        return nil
    }

    let path: URL

    init(fixture: String) {
        path = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(fixture)
    }

    func run(_ arguments: [String]) throws -> Outcome {
        let environment = ProcessInfo.processInfo.environment
        let process = Process()
        if let python = environment["STRATA_PYTHON"] {
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [path.path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", path.path] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
