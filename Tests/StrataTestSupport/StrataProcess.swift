import Foundation

/// The built `strata` executable run as a separate process: what concurrent runs and a kill
/// in the middle of a write need, which an in-process run cannot give.
public struct StrataProcess {
    public let status: Int32
    /// True when the process died of a signal (`status` is then the signal number).
    public let wasKilled: Bool
    public let errorOutput: String

    /// `strata` is built next to the test bundle (`.build/<triple>/debug/`).
    public static let executable: URL = {
        let bundle =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return bundle.deletingLastPathComponent().appendingPathComponent("strata")
    }()

    public static func start(_ arguments: [String], in directory: URL, variables: [String: String] = [:]) throws
        -> Running
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Running(process: process, errors: errors)
    }

    public static func run(_ arguments: [String], in directory: URL, variables: [String: String] = [:]) throws
        -> StrataProcess
    {
        try start(arguments, in: directory, variables: variables).wait()
    }

    public struct Running {
        public let process: Process
        let errors: Pipe

        public func wait() -> StrataProcess {
            let errorData = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return StrataProcess(
                status: process.terminationStatus, wasKilled: process.terminationReason == .uncaughtSignal,
                errorOutput: String(decoding: errorData, as: UTF8.self))
        }
    }
}
