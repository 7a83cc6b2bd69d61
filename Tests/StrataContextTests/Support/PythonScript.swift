import Foundation
import StrataTestSupport

/// Runs the Python helpers under Tests/Fixtures with the interpreter `ExternalTools` names.
struct PythonScript {
    struct Outcome {
        let status: Int32
        let output: String
    }

    /// The official MCP schemas: `$STRATA_MCP_SCHEMAS`, else `shared/schemas/mcp` above the repository.
    static var mcpSchemaDirectory: URL? {
        if let explicit = ProcessInfo.processInfo.environment["STRATA_MCP_SCHEMAS"] { return URL(fileURLWithPath: explicit) }
        return ExternalTools.sharedFile("schemas/mcp/schema-2025-11-25.json")?.deletingLastPathComponent()
    }

    let path: URL

    init(fixture: String) {
        path = repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(fixture)
    }

    func run(_ arguments: [String]) throws -> Outcome {
        let result = try ExternalTools.runPython([path.path] + arguments)
        return Outcome(status: result.status, output: result.output)
    }
}
