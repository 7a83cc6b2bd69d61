import Foundation
import StrataKnowledge

/// What a command may touch: its console, the folder it runs in and the environment variables.
public struct CommandEnvironment: Sendable {
    public var console: Console
    public var workingDirectory: URL
    public var variables: [String: String]
    /// True when the process exits as soon as the command returns, as the `strata` executable
    /// does; false for runs started from code (tests, the MCP server), which go on afterwards.
    public var exitsAfterCommand = false

    public init(console: Console, workingDirectory: URL, variables: [String: String]) {
        self.console = console
        self.workingDirectory = workingDirectory
        self.variables = variables
    }

    /// Resolves a path the user typed against the working directory.
    public func url(for path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return workingDirectory.appendingPathComponent(path).standardizedFileURL
    }

    /// Leaves `value` to the system when the process is about to exit. Freeing a large project's
    /// facts object by object takes a tenth of a second after the report is written, on one
    /// thread, and changes nothing anyone sees; the system takes the whole memory back at once.
    /// Runs that go on afterwards free it as usual.
    public func keepUntilExit<Value>(_ value: Value) {
        guard exitsAfterCommand else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }
}

/// Holds a value no one releases: see `CommandEnvironment.keepUntilExit(_:)`.
private final class KeptUntilExit<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
