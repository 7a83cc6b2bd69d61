import Foundation

/// Runs the Python helpers under Tests/Fixtures with the interpreter `ExternalTools` names.
public struct PythonScript {
    public struct Outcome {
        public let status: Int32
        public let output: String
    }

    /// The official MCP schemas: `$STRATA_MCP_SCHEMAS`, else `shared/schemas/mcp` above the repository.
    public static var mcpSchemaDirectory: URL? {
        if let explicit = ProcessInfo.processInfo.environment["STRATA_MCP_SCHEMAS"] {
            return URL(fileURLWithPath: explicit)
        }
        return ExternalTools.sharedFile("schemas/mcp/schema-2025-11-25.json")?.deletingLastPathComponent()
    }

    public let path: URL

    public init(fixture: String) {
        path = repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(fixture)
    }

    public func run(_ arguments: [String]) throws -> Outcome {
        let result = try ExternalTools.runPython([path.path] + arguments)
        return Outcome(status: result.status, output: result.output)
    }
}
