import Foundation

/// `strata-bench <benchmark> [options]`: measurements that print figures, never pass/fail.
///
/// Each benchmark is a ``Benchmark`` type listed in ``benchmarks``; adding one (a `verify`
/// benchmark, say) takes a new file and one line here.
enum BenchmarkCommandLine {
    static var benchmarks: [any Benchmark.Type] {
        [
            ScanBenchmark.self, StressBenchmark.self, VerifyBenchmark.self, FiguresBenchmark.self, XcodeBenchmark.self,
        ]
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
            print(usage)
            return arguments.isEmpty ? 2 : 0
        }
        guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
            printError(BenchmarkError.unknownBenchmark(name: name, known: benchmarks.map { $0.name }))
            return 2
        }
        do {
            try run(benchmark, arguments: Array(arguments.dropFirst()))
            return 0
        } catch {
            printError(error)
            return 2
        }
    }

    private static func run<Chosen: Benchmark>(_ benchmark: Chosen.Type, arguments: [String]) throws(BenchmarkError) {
        try benchmark.init(arguments: arguments).run()
    }

    static var usage: String {
        "usage: strata-bench <benchmark> [options]\n\nbenchmarks:\n"
            + benchmarks.map { "  \($0.name.padding(toLength: 8, withPad: " ", startingAt: 0))\($0.usage)" }
            .joined(separator: "\n")
    }

    private static func printError(_ error: BenchmarkError) {
        FileHandle.standardError.write(Data("strata-bench: \(error)\n".utf8))
    }
}

/// One benchmark: parses its own options, then measures and prints.
protocol Benchmark {
    static var name: String { get }
    /// One line: what it measures and its options.
    static var usage: String { get }
    init(arguments: [String]) throws(BenchmarkError)
    func run() throws(BenchmarkError)
}

/// Why a benchmark could not run; ``description`` is the one place the text is written.
enum BenchmarkError: Error, CustomStringConvertible {
    case unknownBenchmark(name: String, known: [String])
    case unknownOption(option: String, benchmark: String)
    case missingValue(option: String)
    case invalidNumber(option: String, value: String)
    case notADirectory(path: String)
    case noSwiftFiles(paths: [String])
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)

    var description: String {
        switch self {
        case .unknownBenchmark(let name, let known):
            "unknown benchmark '\(name)'; choose one of: \(known.joined(separator: ", "))"
        case .unknownOption(let option, let benchmark):
            "unknown option '\(option)' for '\(benchmark)'; run 'strata-bench --help' for the options"
        case .missingValue(let option):
            "option '\(option)' needs a value, e.g. '\(option) 4'"
        case .invalidNumber(let option, let value):
            "'\(value)' is not a positive whole number for '\(option)'"
        case .notADirectory(let path):
            "'\(path)' is not a directory; pass folders that contain Swift code"
        case .noSwiftFiles(let paths):
            "no .swift files under \(paths.joined(separator: ", ")); pass folders that contain Swift code"
        case .unreadable(let path, let reason):
            "cannot read '\(path)': \(reason)"
        case .unwritable(let path, let reason):
            "cannot write the synthetic package to '\(path)': \(reason)"
        }
    }
}

extension ArraySlice<String> {
    /// The positive whole number that follows `option` on the command line, taken off the arguments.
    mutating func popPositiveNumber(after option: String) throws(BenchmarkError) -> Int {
        guard let value = popFirst() else { throw .missingValue(option: option) }
        guard let number = Int(value), number > 0 else { throw .invalidNumber(option: option, value: value) }
        return number
    }
}

extension BenchmarkError {
    /// Benchmarks that run `strata` as a user does need a built binary at `path`.
    static func requireStrataExecutable(at path: String) throws(BenchmarkError) {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw .unreadable(
                path: path, reason: "no strata executable; build it first ('swift build -c release') or pass --strata")
        }
    }
}
