import Foundation
import StrataKnowledge

/// What a command may touch: its console, the folder it runs in and the environment variables.
public struct CommandEnvironment: Sendable {
    public var console: Console
    public var workingDirectory: URL
    public var variables: [String: String]

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
}
