import Foundation

/// Runs a command to completion and captures its combined output (standard output and error
/// interleaved as the tool wrote them, so diagnostics keep their order). `templates check
/// --build` runs the toolchain with it, and so do the tests that build generated packages.
public enum Subprocess {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
    }

    /// Without a directory the command runs in the current one.
    ///
    /// The command gets a temporary folder of its own (`TMPDIR`), removed when it exits: SwiftPM
    /// leaves empty `TemporaryDirectory.*` folders in the temporary directory after every build
    /// (seven for one `swift build` of this package), which would otherwise pile up in the user's.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-subprocess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
