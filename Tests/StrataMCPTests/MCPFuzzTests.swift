import Foundation
import StrataJSON
import StrataTestSupport
import Testing

@testable import StrataMCP

/// MCP messages from a hostile or broken client: every line gets at
/// most one answer, one line of JSON-RPC 2.0 with a result or an error, and the server goes on.
@Suite("Fuzz: MCP messages")
struct MCPFuzzTests {
    static let inputCount = 20_000
    static let seed: UInt64 = 0x3C9_F022
    /// The messages go to this many sessions, each fed from its own seed, so the parts run side by side
    /// instead of one test holding a core for the suite's last seconds.
    static let parts = 4

    private static let messages: [JSON] = [
        MCPSession.initialize,
        ["jsonrpc": "2.0", "method": "notifications/initialized"],
        ["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": 1]],
        MCPSession.legacy(1, "ping"),
        MCPSession.legacy(2, "tools/list"),
        MCPSession.modern(3, "tools/call", ["name": "shout", "arguments": ["word": "hi", "times": 2]]),
        MCPSession.modern(4, "resources/read", ["uri": "strata://sample/a.json"]),
        MCPSession.modern(5, "prompts/get", ["name": "greet", "arguments": ["name": "Ada"]]),
        MCPSession.modern(6, "server/discover"),
        MCPSession.modern(7, "tools/list", ["cursor": "x"]),
    ]

    /// Values swapped into a message, whatever their place.
    private static let values: [JSON] = [
        .null, true, 0, -1, .integer(Int.max), .number(1.5), "", "\u{0}\n\u{1B}[31m", "é", [], [:], [[[[]]]],
        ["jsonrpc": "2.0"], .string(String(repeating: "x", count: 5_000)),
    ]

    @Test(arguments: 0..<parts)
    func generatedMessagesGetAtMostOneWellFormedAnswer(part: Int) throws {
        var session = try MCPSession()
        var generator = SplitMix64(seed: Self.seed &+ UInt64(part))
        var failures: [String] = []
        for round in 0..<Self.inputCount / Self.parts {
            let message = Self.messages[generator.next(below: Self.messages.count)]
            let line =
                round % 2 == 0
                ? Self.replacingAValue(in: message, using: &generator).compactText
                : Self.mutatingBytes(of: message.compactText, using: &generator)
            if let problem = Self.problem(answering: line, in: &session) {
                failures.append("\(problem): \(line.prefix(300).debugDescription)")
                if failures.count >= 5 { break }
            }
        }
        print(
            "fuzz: \(Self.inputCount / Self.parts) of \(Self.inputCount) generated MCP messages "
                + "(seed 0x\(String(Self.seed &+ UInt64(part), radix: 16)))")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    private static func problem(answering line: String, in session: inout MCPSession) -> String? {
        guard let answer = session.server.handle(line: line) else { return nil }
        guard !answer.contains("\n") else { return "the answer spans lines" }
        guard let json = try? JSON.parse(answer) else { return "the answer is not JSON" }
        guard json["jsonrpc"] == "2.0" else { return "no jsonrpc 2.0" }
        guard (json["result"] == nil) != (json["error"] == nil) else { return "not exactly one of result and error" }
        if json["error"] != nil, json.errorCode == nil { return "an error without an integer code" }
        switch json["id"] {
        case .string?, .integer?, .null?: break
        default: return "no id, or an id that is not a string, an integer or null"
        }
        return nil
    }

    /// The message with one value, at any depth, replaced.
    private static func replacingAValue(in message: JSON, using generator: inout SplitMix64) -> JSON {
        guard generator.next(below: 4) != 0 else { return values[generator.next(below: values.count)] }
        switch message {
        case .object(var members) where !members.isEmpty:
            let key = members.keys.sorted()[generator.next(below: members.count)]
            members[key] = replacingAValue(in: members[key]!, using: &generator)
            return .object(members)
        case .array(var elements) where !elements.isEmpty:
            let index = generator.next(below: elements.count)
            elements[index] = replacingAValue(in: elements[index], using: &generator)
            return .array(elements)
        default:
            return values[generator.next(below: values.count)]
        }
    }

    private static func mutatingBytes(of line: String, using generator: inout SplitMix64) -> String {
        var bytes = Array(line.utf8)
        let alphabet = Array(#"{}[]":,\0123456789-eE.tfn "#.utf8) + [0x00, 0x0A, 0xC3, 0xFF]
        for _ in 0..<(1 + generator.next(below: 4)) {
            let position = generator.next(below: bytes.count)
            switch generator.next(below: 3) {
            case 0: bytes[position] = alphabet[generator.next(below: alphabet.count)]
            case 1: bytes.remove(at: position)
            default: bytes.insert(alphabet[generator.next(below: alphabet.count)], at: position)
            }
            if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
