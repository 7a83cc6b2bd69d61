import Foundation
import SwiftScanner

/// `strata-bench scan [DIR…]`: how fast the scanner lexes and indexes Swift code, on one
/// thread and on all cores. Without folders it writes and scans a synthetic package.
struct ScanBenchmark: Benchmark {
    static let name = "scan"
    static let usage = "lex + index every .swift file under DIR… (default: a synthetic package); "
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
            case "--files": syntheticFiles = try Self.number(after: argument, in: &remaining)
            case "--repeat": repetitions = try Self.number(after: argument, in: &remaining)
            case "--threads": threads = try Self.number(after: argument, in: &remaining)
            case "--keep": keepsSyntheticPackage = true
            default:
                guard !argument.hasPrefix("-") else { throw .unknownOption(option: argument, benchmark: Self.name) }
                directories.append(argument)
            }
        }
    }

    private static func number(after option: String, in arguments: inout ArraySlice<String>) throws(BenchmarkError) -> Int {
        guard let value = arguments.popFirst() else { throw .missingValue(option: option) }
        guard let number = Int(value), number > 0 else { throw .invalidNumber(option: option, value: value) }
        return number
    }

    func run() throws(BenchmarkError) {
        let corpus: SourceCorpus
        let origin: String
        if directories.isEmpty {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-synthetic-\(syntheticFiles)")
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
        print("\(grouped(corpus.files.count)) files, \(grouped(corpus.lineCount)) lines, "
            + String(format: "%.1f MB", Double(corpus.byteCount) / 1e6)
            + "; best of \(repetitions) runs, files already in memory")
        print("")
        print("\("".padding(toLength: 24, withPad: " ", startingAt: 0))\(right("seconds", 9))\(right("lines/s", 14))"
            + "\(right("MB/s", 9))\(right("lines/s/core", 14))")
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
                let linesPerSecond = Double(corpus.lineCount) / run.seconds
                let rowLabel = "\(label), \(threadCount) thread\(threadCount == 1 ? "" : "s")"
                print(rowLabel.padding(toLength: 24, withPad: " ", startingAt: 0)
                    + right(String(format: "%.3f", run.seconds), 9)
                    + right(grouped(Int(linesPerSecond)), 14)
                    + right(String(format: "%.1f", Double(corpus.byteCount) / 1e6 / run.seconds), 9)
                    + right(grouped(Int(linesPerSecond / Double(threadCount))), 14))
            }
        }
        print("")
        print("checksum (tokens + declarations + imports): \(checksum)")
    }

    private func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - text.count)) + text
    }

    private func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { offset, digit in
            offset > 0 && (digits.count - offset) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
