import Foundation

/// Runs the Python helpers under Tests/Fixtures with the interpreter `ExternalTools` names.
public struct PythonScript {
    public struct Outcome {
        public let status: Int32
        public let output: String
    }

    /// The official MCP schemas, one file per protocol revision.
    public static var mcpSchemaDirectory: URL { ExternalTools.officialSchema("mcp") }

    public let path: URL

    public init(fixture: String) {
        path = repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(fixture)
    }

    public func run(_ arguments: [String]) throws -> Outcome {
        let result = try ExternalTools.runPython([path.path] + arguments)
        return Outcome(status: result.status, output: result.output)
    }
}
