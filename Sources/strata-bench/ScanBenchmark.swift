import Foundation
import SwiftScanner

/// `strata-bench scan [DIR…]`: how fast the scanner lexes and indexes Swift code, on one
/// thread and on all cores. Without folders it writes and scans a synthetic package.
struct ScanBenchmark: Benchmark {
    static let name = "scan"
    static let usage =
        "lex + index every .swift file under DIR… (default: a synthetic package); "
        + "options: --files N (synthetic size, default 2000), --repeat N (best of, default 5), "
        + "--threads N (default: all cores), --keep (keep the synthetic package)"

    private var directories: [String] = []
    private var syntheticFiles = 2_000
    private var repetitions = 5
    private var threads = ProcessInfo.processInfo.activeProcessorCount
    private var keepsSyntheticPackage = false

    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--files": syntheticFiles = try remaining.popPositiveNumber(after: argument)
            case "--repeat": repetitions = try remaining.popPositiveNumber(after: argument)
            case "--threads": threads = try remaining.popPositiveNumber(after: argument)
            case "--keep": keepsSyntheticPackage = true
            default:
                guard !argument.hasPrefix("-") else { throw .unknownOption(option: argument, benchmark: Self.name) }
                directories.append(argument)
            }
        }
    }

    func run() throws(BenchmarkError) {
        let corpus: SourceCorpus
        let origin: String
        if directories.isEmpty {
            let root = FileManager.default.temporaryDirectory
                .appendingPathComponent("strata-bench-synthetic-\(syntheticFiles)")
            try? FileManager.default.removeItem(at: root)
            let sources = try SyntheticPackage(fileCount: syntheticFiles, seed: 1).write(to: root)
            corpus = try SourceCorpus.load(directories: [sources.path])
            origin = "synthetic package at \(root.path)" + (keepsSyntheticPackage ? "" : " (removed after loading)")
            if !keepsSyntheticPackage { try? FileManager.default.removeItem(at: root) }
        } else {
            corpus = try SourceCorpus.load(directories: directories)
            origin = directories.joined(separator: ", ")
        }
        report(on: corpus, origin: origin)
    }

    private func report(on corpus: SourceCorpus, origin: String) {
        print("strata-bench scan: \(origin)")
        print(
            "\(Table.grouped(corpus.files.count)) files, \(Table.grouped(corpus.lineCount)) lines, "
                + String(format: "%.1f MB", Double(corpus.byteCount) / 1e6)
                + "; best of \(repetitions) runs, files already in memory")
        print("")
        var table = Table(columns: ["", "wall s", "cpu s", "lines/s", "MB/s", "lines/s per core"])
        let files = corpus.files
        let lex: @Sendable (Int) -> Int = { Lexer.tokenize(bytes: files[$0]).count }
        let scan: @Sendable (Int) -> Int = { index in
            let tokens = Lexer.tokenize(bytes: files[index])
            let fileIndex = SourceFileIndex(tokens: tokens)
            return tokens.count &+ fileIndex.declarations.count &+ fileIndex.imports.count
        }
        var checksum = 0
        for (label, work) in [("lex", lex), ("lex + index", scan)] {
            for threadCount in Set([1, threads]).sorted() {
                let run = Stopwatch.best(of: repetitions) {
                    threadCount == 1
                        ? (0..<files.count).reduce(0) { $0 &+ work($1) }
                        : Stopwatch.sumInParallel(count: files.count, threads: threadCount, work)
                }
                checksum = run.result
                let wall = run.timing.wallSeconds
                let cpu = run.timing.cpuSeconds
                table.add([
                    "\(label), \(threadCount) thread\(threadCount == 1 ? "" : "s")",
                    String(format: "%.3f", wall), String(format: "%.3f", cpu),
                    Table.grouped(Int(Double(corpus.lineCount) / wall)),
                    String(format: "%.1f", Double(corpus.byteCount) / 1e6 / wall),
                    Table.grouped(Int(Double(corpus.lineCount) / cpu)),
                ])
            }
        }
        print(table.rendered)
        print("")
        print("lines/s and MB/s use wall time; lines/s per core uses CPU time, so it holds when other")
        print("processes share the machine. Checksum (tokens + declarations + imports): \(checksum)")
    }
}
