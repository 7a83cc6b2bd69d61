import Foundation

/// Where the server reads and writes its line-delimited messages. Tests use an in-memory
/// transport; `strata mcp` uses standard input and output.
public protocol MCPTransport {
    /// The next line without its terminator, or `nil` when the input has ended.
    mutating func receive() -> String?
    /// Writes one message followed by a newline.
    func send(_ line: String)
}

/// Standard input and output. Nothing else in the process may write to standard output while
/// the server runs: the client would read it as a broken message.
public struct StandardIOTransport: MCPTransport {
    public init() {}

    public mutating func receive() -> String? { readLine(strippingNewline: true) }

    public func send(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
