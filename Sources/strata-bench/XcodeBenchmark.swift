import Foundation
import XcodeReader

/// `strata-bench xcode DIR…`: how long reading each Xcode project under the folders takes, from the
/// file on disk to targets with their files (synchronized folders listed), best of several runs.
struct XcodeBenchmark: Benchmark {
    static let name = "xcode"
    static let usage =
        "read every .xcodeproj under DIR… into targets and files; options: --repeat N (best of, default 20)"

    private var directories: [String] = []
    private var repetitions = 20

    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--repeat":
                guard let value = remaining.popFirst() else { throw .missingValue(option: argument) }
                guard let number = Int(value), number > 0 else { throw .invalidNumber(option: argument, value: value) }
                repetitions = number
            default:
                guard !argument.hasPrefix("-") else { throw .unknownOption(option: argument, benchmark: Self.name) }
                directories.append(argument)
            }
        }
    }

    func run() throws(BenchmarkError) {
        var table = Table(columns: ["project", "KB", "targets", "files", "best ms"])
        var slowest = (path: "", milliseconds: 0.0, bytes: 0)
        for directory in directories {
            let root = URL(fileURLWithPath: directory)
            guard let walker = FileManager.default.enumerator(atPath: directory) else {
                throw .notADirectory(path: directory)
            }
            let projects = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            for path in projects {
                let file = root.appendingPathComponent(path).appendingPathComponent("project.pbxproj")
                let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
                let run = Stopwatch.best(of: repetitions) { try? XcodeProject.read(at: path, in: root) }
                guard let project = run.result else {
                    throw .unreadable(path: file.path, reason: "the project reader rejected it")
                }
                let milliseconds = run.timing.wallSeconds * 1_000
                table.add([
                    path, Table.grouped(bytes / 1_024), "\(project.targets.count)",
                    Table.grouped(project.targets.map(\.sourceFiles.count).reduce(0, +)),
                    String(format: "%.2f", milliseconds),
                ])
                if bytes > slowest.bytes { slowest = (path, milliseconds, bytes) }
            }
        }
        print("strata-bench xcode: best of \(repetitions) reads (file read, parsed, targets resolved)\n")
        print(table.rendered)
        if slowest.bytes > 0 {
            print(
                "\nlargest project: \(slowest.path) (\(Table.grouped(slowest.bytes / 1_024)) KB) in "
                    + String(format: "%.2f ms", slowest.milliseconds))
        }
    }
}
