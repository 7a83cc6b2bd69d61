import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished child process and what it cost: CPU and peak memory belong to this run alone, not
/// to every child the benchmark started before it.
struct ChildRun {
    var status: Int32
    var output: Data
    var cpuSeconds: Double
    var wallSeconds: Double
    var peakMegabytes: Double

    /// Runs `executable` with `arguments` in `directory` under GNU time (`/usr/bin/time`), its
    /// standard output captured through a temporary file and its standard error discarded.
    static func run(_ executable: String, _ arguments: [String], in directory: String) throws(BenchmarkError)
        -> ChildRun
    {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-bench-output-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        // The shell changes folder and becomes GNU time, which runs the program and writes its peak
        // memory. The peak `wait4` gives is not the program's own: a spawned child starts in this
        // process's memory, whose high-water mark Linux carries across `exec`. GNU time's child
        // starts in time's own small memory; its CPU time is part of time's usage, which `wait4` gives.
        let peakPath = outputPath + ".peak"
        defer { try? FileManager.default.removeItem(atPath: peakPath) }
        let argv =
            ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, "/usr/bin/time", "-o", peakPath, "-f", "%M"]
            + [executable] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        let started = DispatchTime.now()
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw .unreadable(path: executable, reason: "cannot start it (error \(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let output = FileManager.default.contents(atPath: outputPath) ?? Data()
        // time's file ends with the peak in KiB, after a line saying how the program exited if it failed.
        let peakLine = String(decoding: FileManager.default.contents(atPath: peakPath) ?? Data(), as: UTF8.self)
            .split(separator: "\n").last
        let peakKibibytes = peakLine.flatMap { Double($0) } ?? .nan
        // A normal exit keeps its code in bits 8–15; a signal leaves it in the low bits.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ChildRun(
            status: exitStatus, output: output, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            wallSeconds: wall, peakMegabytes: peakKibibytes / 1024)
    }
}
