import Foundation

/// `strata-bench verify [DIR…]`: end-to-end `strata verify` throughput — process start to exit,
/// every rule, the default text report — on a generated layered package or on given folders.
/// Runs the `strata` binary built next to this one, so the figure is what CI sees.
struct VerifyBenchmark: Benchmark {
    static let name = "verify"
    static let usage =
        "run 'strata verify' end to end on DIR… (default: a generated layered package); "
        + "options: --files N (generated size, default 6000), --repeat N (best of, default 3), "
        + "--format F (report format, default text), --strata PATH (default: the strata built beside strata-bench), --keep"

    private var directories: [String] = []
    private var fileCount = 6_000
    private var repetitions = 3
    private var strata = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("strata").path
    private var keepsPackage = false
    private var format = "text"

    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--files": fileCount = try remaining.popPositiveNumber(after: argument)
            case "--repeat": repetitions = try remaining.popPositiveNumber(after: argument)
            case "--strata":
                guard let path = remaining.popFirst() else { throw .missingValue(option: argument) }
                strata = path
            case "--keep": keepsPackage = true
            case "--format":
                guard let value = remaining.popFirst() else { throw .missingValue(option: argument) }
                format = value
            default:
                guard !argument.hasPrefix("-") else { throw .unknownOption(option: argument, benchmark: Self.name) }
                directories.append(argument)
            }
        }
    }

    func run() throws(BenchmarkError) {
        try BenchmarkError.requireStrataExecutable(at: strata)
        var targets = directories
        var generated: URL?
        if targets.isEmpty {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "strata-bench-layered-\(fileCount)")
            try LayeredPackage(fileCount: fileCount, seed: 1).write(to: root)
            generated = root
            targets = [root.path]
        }
        defer { if let generated, !keepsPackage { try? FileManager.default.removeItem(at: generated) } }
        let corpus = try SourceCorpus.load(directories: targets)

        var findings = 0
        var childCPU = Double.infinity
        let run = Stopwatch.best(of: repetitions) { () -> Int32 in
            let before = Self.childUsage()
            let (status, output) = runStrata(targets)
            childCPU = min(childCPU, Self.childUsage().cpuSeconds - before.cpuSeconds)
            findings = Self.findingCount(in: output)
            return status
        }
        let largest = corpus.files.map(\.count).max() ?? 0
        let lines = Double(corpus.lineCount)

        print(
            "strata-bench verify: \(generated.map { "generated layered package at \($0.path)" } ?? targets.joined(separator: ", "))"
        )
        print(
            "\(corpus.files.count) files, \(corpus.lineCount) lines, \(String(format: "%.1f", Double(corpus.byteCount) / 1e6)) MB"
                + " (largest file \(largest / 1024) KB); best of \(repetitions) runs of '\(strata) verify --format \(format)'"
        )
        print(
            String(
                format: "%.3f s end to end (wall), %.0f lines/s", run.timing.wallSeconds, lines / run.timing.wallSeconds
            ))
        print(String(format: "%.3f s of CPU in strata, %.0f lines per CPU-second", childCPU, lines / childCPU))
        print("peak memory \(Self.childUsage().peakMegabytes) MB; exit code \(run.result); \(findings) findings")
    }

    /// CPU time and peak resident memory of finished child processes, from `getrusage`.
    private static func childUsage() -> (cpuSeconds: Double, peakMegabytes: Int) {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return (seconds(usage.ru_utime) + seconds(usage.ru_stime), Int(usage.ru_maxrss) / 1024)
    }

    /// Runs `strata verify` on `targets`, returning its exit status and JSON output.
    private func runStrata(_ targets: [String]) -> (Int32, Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strata)
        process.arguments = ["verify", "--format", format] + targets
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, Data())
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Findings in the report: lines naming a rule in brackets, as text and xcode reports end them.
    private static func findingCount(in output: Data) -> Int {
        String(decoding: output, as: UTF8.self).split(separator: "\n").filter { $0.hasSuffix("]") }.count
    }
}
