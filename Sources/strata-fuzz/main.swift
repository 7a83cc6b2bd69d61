import Foundation
import StrataJSON
import StrataKnowledge
import StrataMCP
import StrataVerify
import SwiftScanner
import XcodeReader

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `strata-fuzz [--inputs N] [--seed S] [--repository PATH] [--time-limit SECONDS] [SURFACE…]`:
// mutates seed inputs (from the repository's fixtures) byte by byte, deterministically from the
// seed, and feeds each to one of Strata's input surfaces in this process, which is what makes a
// hundred thousand inputs per surface affordable. A crash prints the surface, input number and
// seed before the process dies; an input that takes longer than the time limit is reported as a
// hang and the run exits 1. Surfaces: swift (lexer and declaration index), strata.json,
// rules.json, mcp (one JSON-RPC line to the server), pbxproj (the Xcode project reader).

/// SplitMix64: the generator the test suite's fuzz tests use, repeated here because an
/// executable cannot depend on the test support target.
struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
    mutating func next(below bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}

/// Byte sequences that steer a mutation into the corners of JSON, Swift and property lists.
let fragments: [[UInt8]] = [
    "{", "}", "[", "]", "(", ")", "\"", "\\", ":", ",", ";", "=", "/*", "*/", "//", "#if", "#endif", "\"\"\"",
    "#\"", "\\(", "\u{0}", "\n", "é", "null", "-1e999999", "**/", "{a,b}", "..", "\"jsonrpc\"", "\"id\"",
    "\"method\"", "class A: B {", "func f(", "isa = PBXGroup;", "children = (", "<<<<<<<",
].map { Array($0.utf8) }

func mutate(_ seed: [UInt8], with generator: inout Generator) -> [UInt8] {
    var bytes = seed
    for _ in 0..<(1 + generator.next(below: 8)) {
        let position = generator.next(below: bytes.count + 1)
        switch generator.next(below: 4) {
        case 0: bytes.insert(contentsOf: fragments[generator.next(below: fragments.count)], at: position)
        case 1 where position < bytes.count:
            bytes.removeSubrange(position..<min(bytes.count, position + 1 + generator.next(below: 16)))
        case 2 where position < bytes.count: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
        default:
            let end = min(bytes.count, position + generator.next(below: 64))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        }
    }
    return bytes
}

// What the crash handler and the watchdog read: the surface and input being run. Written by
// the main thread only; a torn read at worst garbles the last message of a dying process.
nonisolated(unsafe) var currentLabel = ""
nonisolated(unsafe) var currentInput = 0
nonisolated(unsafe) var progress = 0

func reportCrash(_ signal: Int32) {
    let text = "strata-fuzz: crashed (signal \(signal)) on \(currentLabel) input \(currentInput)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    _exit(3)
}

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, default value: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
let inputCount = Int(option("--inputs", default: "100000")) ?? 100_000
let seed = UInt64(option("--seed", default: "1")) ?? 1
let repository = URL(fileURLWithPath: option("--repository", default: "."))
let timeLimit = Double(option("--time-limit", default: "5")) ?? 5
let surfaces = arguments.isEmpty ? ["swift", "strata.json", "rules.json", "mcp", "pbxproj"] : arguments

func fixture(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: repository.appendingPathComponent(path).path) else {
        let message = "strata-fuzz: no \(path) under \(repository.path); pass --repository\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(2)
    }
    return Array(data)
}

let demo = "Tests/Fixtures/Scaffold/observable/Demo/"
let knowledge: VerifyKnowledge
do {
    knowledge = try VerifyKnowledge.load(from: .shipped)
} catch {
    FileHandle.standardError.write(Data("strata-fuzz: the shipped knowledge does not load: \(error)\n".utf8))
    exit(3)
}
let seeds: [String: [[UInt8]]] = [
    "swift": [
        demo + "Sources/DemoDomain/Profile/Profile.swift",
        demo + "Sources/DemoPresentation/Profile/ProfileViewModel.swift",
        demo + "Sources/DemoUI/Profile/ProfileScreen.swift", demo + "Package.swift",
    ].map(fixture),
    "strata.json": [fixture(demo + "strata.json")],
    "rules.json": [
        Array(
            #"""
            {"schemaVersion": 1, "rules": [{"id": "project.no-print-in-domain", "kind": "forbidden-call",
              "calls": ["print"], "layers": ["domain"], "severity": "error", "message": "calls '{{call}}'",
              "rationale": "print goes nowhere.", "examples": {
                "triggering": [{"code": "func run() {\n    ↓print(1)\n}\n", "messages": ["calls 'print'"]}],
                "nonTriggering": [{"code": "func run() {}\n"}]}}]}
            """#.utf8)
    ],
    "mcp": [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"f","version":"1"}}}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"explain_rule","arguments":{"id":"domain-purity"}}}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"strata://knowledge/rules.json"}}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
    ].map { Array($0.utf8) },
    "pbxproj": [fixture("Tests/Fixtures/Xcode/Workspace/App/App.xcodeproj/project.pbxproj")],
]

var server = try MCPServer(
    identity: .init(name: "strata-fuzz", title: "Strata fuzz", version: "0", instructions: ""),
    providers: [], log: { _ in })
let layers = knowledge.configurationVocabulary.layers

/// Feeds one input; returns a problem other than a crash or a hang, or nil.
@MainActor func feed(_ bytes: [UInt8], to surface: String) -> String? {
    switch surface {
    case "swift":
        _ = SourceFileIndex(tokens: Lexer.tokenize(bytes: bytes))
    case "strata.json":
        let vocabulary = knowledge.configurationVocabulary
        _ = try? ProjectConfiguration.load(Data(bytes), file: "strata.json", vocabulary: vocabulary)
    case "rules.json":
        _ = try? ProjectRules.load(Data(bytes), file: ".strata/rules.json", layers: layers)
    case "mcp":
        guard let answer = server.handle(line: String(decoding: bytes, as: UTF8.self)) else { return nil }
        guard !answer.contains("\n"), (try? JSON.parse(answer)) != nil else {
            return "an answer that is not one line of JSON"
        }
    case "pbxproj":
        _ = try? XcodeProject.read(bytes, projectPath: "App.xcodeproj")
    default:
        return "unknown surface"
    }
    return nil
}

for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
    signal(signalNumber) { reportCrash($0) }
}
// The watchdog: an input that makes no progress within the time limit is a hang.
let limit = timeLimit
let watchdog = Thread {
    var last = -1
    var since = Date()
    while true {
        Thread.sleep(forTimeInterval: 0.25)
        if progress != last {
            last = progress
            since = Date()
        } else if Date().timeIntervalSince(since) > limit {
            reportHang(after: limit)
        }
    }
}
func reportHang(after limit: Double) {
    FileHandle.standardError.write(
        Data("strata-fuzz: hang (over \(limit)s) on \(currentLabel) input \(currentInput)\n".utf8))
    exit(1)
}
watchdog.start()

var failures = 0
for surface in surfaces {
    guard let surfaceSeeds = seeds[surface] else {
        FileHandle.standardError.write(Data("strata-fuzz: unknown surface '\(surface)'\n".utf8))
        exit(2)
    }
    currentLabel = "\(surface) (seed \(seed))"
    var generator = Generator(state: seed &+ UInt64(surface.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
    let started = Date()
    var slowest = 0.0
    for index in 0..<inputCount {
        currentInput = index
        let input = mutate(surfaceSeeds[generator.next(below: surfaceSeeds.count)], with: &generator)
        let begun = Date()
        if let problem = feed(input, to: surface) {
            failures += 1
            if failures <= 5 { print("\(surface) input \(index): \(problem)") }
        }
        slowest = max(slowest, Date().timeIntervalSince(begun))
        progress += 1
    }
    let elapsed = Date().timeIntervalSince(started)
    print(
        "\(surface): \(inputCount) inputs, 0 crashes, 0 hangs, slowest \(Int(slowest * 1000)) ms, "
            + "\(Int(elapsed)) s (seed \(seed))")
}
print(failures == 0 ? "total: no problems" : "total: \(failures) problems")
exit(failures == 0 ? 0 : 1)
