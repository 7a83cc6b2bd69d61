import StrataContext
import StrataResources

/// `strata mcp`: a Model Context Protocol server on standard input and output, so a coding
/// agent can ask Strata for its rules and templates, and run its tools, while it works.
struct MCPCommand: StrataCommand {
    static let description = CommandDescription(
        name: "mcp",
        abstract: "Serve Strata's rules, templates and tools to coding agents over MCP (stdio).",
        discussion: """
            Speaks JSON-RPC 2.0, one message per line, on standard input and output; logs go to
            standard error. Clients of MCP 2025-11-25 (initialize handshake) and 2026-07-28
            (per-request version, server/discover) are both served. Nothing is written outside
            the project folder.
            """,
        options: [
            .value("--project", placeholder: "dir", help: "The project the tools work on (default: the current folder).")
        ],
        examples: [
            Example("strata mcp", "Serve the package in the current folder; configure this command in your agent."),
            Example("strata mcp --project ~/Code/Demo", "Serve another package, e.g. from an agent's global settings."),
        ]
    )

    let projectPath: String?

    init(arguments: ParsedArguments) throws {
        projectPath = arguments.value("--project")
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let console = environment.console
        var server = try MCPServer(
            identity: MCPServer.Identity(
                name: "strata", title: "Strata", version: StrataVersion.tool, instructions: Self.instructions),
            providers: [ResourceFileProvider(files: StrataResources.files)],
            log: { console.errorLine("strata mcp: " + $0) })
        var transport = ConsoleTransport(console: console)
        server.serve(over: &transport)
        return .success
    }

    /// What a model is told about this server when it connects.
    static let instructions = """
        Strata knows this project's Clean Architecture + MVVM rules. Read the knowledge resources \
        before writing code, and the templates before adding a feature by hand.
        """
}

/// Standard input through `readLine`, standard output through the console, so the MCP stream
/// and every other write share one path and nothing else reaches standard output.
private struct ConsoleTransport: MCPTransport {
    let console: Console

    mutating func receive() -> String? { readLine(strippingNewline: true) }

    func send(_ line: String) { console.write(line + "\n") }
}
