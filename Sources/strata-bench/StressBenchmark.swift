import SwiftScanner

/// `strata-bench stress`: scans hostile inputs at two sizes and prints throughput for
/// each, so a glance shows time staying linear in input size (equal MB/s at both sizes).
struct StressBenchmark: Benchmark {
    static let name = "stress"
    static let usage =
        "lex + index hostile inputs (one 5 MB line, deep nesting, unterminated "
        + "literals, random bytes) at 1 MB and 4 MB; options: --repeat N (best of, default 3)"

    private var repetitions = 3

    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument == "--repeat" else { throw .unknownOption(option: argument, benchmark: Self.name) }
            guard let value = remaining.popFirst() else { throw .missingValue(option: argument) }
            guard let number = Int(value), number > 0 else { throw .invalidNumber(option: argument, value: value) }
            repetitions = number
        }
    }

    /// A way of filling `size` bytes with hostile input.
    private struct Shape: Sendable {
        let name: String
        let make: @Sendable (Int) -> [UInt8]

        static let all: [Shape] = [
            Shape(name: "one line of code tokens") { repeated("value + ", toFill: $0) },
            Shape(name: "nested parentheses") { size in
                repeated("(", toFill: size / 2) + repeated(")", toFill: size / 2)
            },
            Shape(name: "nested interpolations") { repeated(#""\("#, toFill: $0) },
            Shape(name: "nested block comments") { repeated("/* ", toFill: $0) },
            Shape(name: "unterminated string") { [UInt8(ascii: "\"")] + repeated("ab\\\"", toFill: $0) },
            Shape(name: "nested types") { repeated("struct A { ", toFill: $0) },
            Shape(name: "random bytes") { size in
                var random = SplitMix64(seed: 7)
                return (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            },
        ]

        private static func repeated(_ unit: String, toFill size: Int) -> [UInt8] {
            let bytes = Array(unit.utf8)
            return Array(repeating: bytes, count: size / bytes.count).flatMap { $0 }
        }
    }

    func run() throws(BenchmarkError) {
        print("strata-bench stress: lex + index, best of \(repetitions) runs")
        print("")
        var table = Table(columns: ["input", "MB", "seconds", "MB/s"])
        for shape in Shape.all {
            for megabytes in [1, 4] {
                let input = shape.make(megabytes * 1_000_000)
                let run = Stopwatch.best(of: repetitions) {
                    let tokens = Lexer.tokenize(bytes: input)
                    return tokens.count &+ SourceFileIndex(tokens: tokens).declarations.count
                }
                let seconds = run.timing.cpuSeconds
                table.add([
                    shape.name, String(format: "%.1f", Double(input.count) / 1e6), String(format: "%.3f", seconds),
                    String(format: "%.1f", Double(input.count) / 1e6 / seconds),
                ])
            }
        }
        print(table.rendered)
        print("")
        print("Seconds are CPU time. Linear time shows as the same MB/s at 1 MB and 4 MB.")
    }
}
