/// Where the server reads and writes its line-delimited messages: standard input and output
/// in `strata mcp`, memory in tests.
public protocol MCPTransport {
    /// The next line without its terminator, or `nil` when the input has ended.
    mutating func receive() -> String?
    /// Writes one message followed by a newline. `serve` calls it on the thread that answers
    /// while `receive` waits on another, through a copy of the transport: a copy must send
    /// where the original does.
    func send(_ line: String)
}
