import Foundation

/// `strata-bench figures`: the figures docs/speed.md quotes, each the `strata` binary run as a user
/// runs it (process start to exit, CPU and peak memory of that process alone, best of `--repeat`):
/// verify with default layering without the analysis cache, writing it and with it warm, with many
/// findings and with few; reading every file, the floor; `--changed-since HEAD` with one changed
/// file, just edited and not; and verify of an adopted configuration at a size and three times it, beside the same trees
/// without a configuration. With `--swiftsyntax-parser PATH` (built by Scripts/swiftsyntax_parser.sh, outside the
/// repository: Strata takes no dependency), that SwiftSyntax program parses the same layered tree in the same run and
/// each verify of it is given as a ratio of the parse's CPU.
struct FiguresBenchmark: Benchmark {
    static let name = "figures"
    static let usage =
        "print verify's figures on generated trees: default layering cold, writing the cache and warm, with many "
        + "and few findings, the read floor, "
        + "--changed-since with one changed file, an adopted config at N and 3N files; options: --files N "
        + "(default layering, default 6000), --adopted-files N (default 2000), --repeat N (best of, default 3), "
        + "--strata PATH, --swiftsyntax-parser PATH (Scripts/swiftsyntax_parser.sh builds it), --keep"

    private var fileCount = 6_000
    private var adoptedFileCount = 2_000
    private var repetitions = 3
    private var strata = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("strata").path
    private var keepsTrees = false
    private var swiftSyntaxParser: String?

    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--files": fileCount = try remaining.popPositiveNumber(after: argument)
            case "--adopted-files": adoptedFileCount = try remaining.popPositiveNumber(after: argument)
            case "--repeat": repetitions = try remaining.popPositiveNumber(after: argument)
            case "--strata":
                guard let path = remaining.popFirst() else { throw .missingValue(option: argument) }
                strata = path
            case "--swiftsyntax-parser":
                guard let path = remaining.popFirst() else { throw .missingValue(option: argument) }
                swiftSyntaxParser = path
            case "--keep": keepsTrees = true
            default: throw .unknownOption(option: argument, benchmark: Self.name)
            }
        }
    }

    func run() throws(BenchmarkError) {
        try BenchmarkError.requireStrataExecutable(at: strata)
        if let swiftSyntaxParser, !FileManager.default.isExecutableFile(atPath: swiftSyntaxParser) {
            throw .unreadable(
                path: swiftSyntaxParser, reason: "not an executable; build it with Scripts/swiftsyntax_parser.sh")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            throw .unreadable(
                path: "/usr/bin/time", reason: "GNU time measures peak memory; install it ('time' package)")
        }
        print("strata-bench figures: \(strata); CPU and peak memory of each strata process, best of \(repetitions)")
        try defaultLayering()
        try adopted()
    }

    private func defaultLayering() throws(BenchmarkError) {
        let root = try tree("layered-\(fileCount)", LayeredPackage(fileCount: fileCount, seed: 1))
        defer { remove(root) }
        let corpus = try SourceCorpus.load(directories: [root])
        print("\ndefault layering: \(describe(corpus)) at \(root)")
        let parse = try swiftSyntaxParse(root, corpus: corpus)
        // Past the two seconds in which the analysis cache checks a just-written file by its content.
        Thread.sleep(forTimeInterval: 3)
        let warm = try cacheRuns(in: root, lines: corpus.lineCount, parse: parse)
        let floor = try best { () throws(BenchmarkError) in
            try ChildRun.run("/bin/sh", ["-c", "find . -name '*.swift' -print0 | xargs -0 cat"], in: root)
        }
        print(
            "  " + Self.padded("read floor")
                + String(
                    format: " %6.3f s CPU (find + cat); warm verify is %.1f× it", floor.cpuSeconds,
                    warm.cpuSeconds / floor.cpuSeconds))

        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        try git(["-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-qm", "base"], in: root)
        // Each run after an edit of its own, as in an editor's loop: the project passes' reports
        // cannot be reused then; a run with nothing edited since the last one reuses them.
        let changed = try firstSwiftFile(in: root)
        var edits = 0
        let afterEdit = try best { () throws(BenchmarkError) in
            guard let handle = FileHandle(forWritingAtPath: changed) else {
                throw .unwritable(path: changed, reason: "cannot append to it")
            }
            handle.seekToEndOfFile()
            handle.write(Data("\nstruct ChangedForTheBenchmark\(edits) {}\n".utf8))
            handle.closeFile()
            edits += 1
            return try ChildRun.run(strata, ["verify", "--changed-since", "HEAD"], in: root)
        }
        print(line("--changed-since HEAD, 1 file edited", afterEdit, lines: nil))
        let unedited = try best { () throws(BenchmarkError) in
            try ChildRun.run(strata, ["verify", "--changed-since", "HEAD"], in: root)
        }
        print(line("--changed-since HEAD, no edit since", unedited, lines: nil))

        // Few findings: the same tree with the rules that find the most switched off.
        let quiet = [
            "domain-purity", "view-no-business-logic", "layer-dependency", "no-singletons-in-core", "ui-view-naming",
            "repository-placement", "test-coverage",
        ]
        let configuration =
            #"{"schemaVersion": 1, "rules": {"# + quiet.map { "\"\($0)\": \"off\"" }.joined(separator: ", ") + "}}\n"
        do {
            try configuration.write(toFile: root + "/strata.json", atomically: true, encoding: .utf8)
        } catch {
            throw .unwritable(path: root + "/strata.json", reason: error.localizedDescription)
        }
        print("  with \(quiet.count) rules off (strata.json), for few findings:")
        _ = try cacheRuns(in: root, lines: corpus.lineCount, parse: parse)
    }

    /// The SwiftSyntax program's best run over `root`, when one was given; it must have read the
    /// files and lines `corpus` holds, or the ratio would compare different work.
    private func swiftSyntaxParse(_ root: String, corpus: SourceCorpus) throws(BenchmarkError) -> ChildRun? {
        guard let swiftSyntaxParser else { return nil }
        let parse = try best { () throws(BenchmarkError) in try ChildRun.run(swiftSyntaxParser, ["."], in: root) }
        let counts = String(decoding: parse.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard parse.status == 0, counts.hasPrefix("files \(corpus.files.count) lines \(corpus.lineCount) ") else {
            throw .unreadable(
                path: swiftSyntaxParser,
                reason: "exit \(parse.status), it printed '\(counts)', not 'files \(corpus.files.count) lines "
                    + "\(corpus.lineCount) …'")
        }
        print(line("SwiftSyntax parse (same run)", parse, lines: corpus.lineCount))
        print("    " + counts)
        return parse
    }

    /// Verify without the analysis cache, then the run that writes it, then warm runs; the best warm run.
    /// With `parse`, each run's CPU is also given as a ratio of the SwiftSyntax parse's.
    private func cacheRuns(in root: String, lines: Int, parse: ChildRun?) throws(BenchmarkError) -> ChildRun {
        let cold = try best { () throws(BenchmarkError) in
            try ChildRun.run(strata, ["verify", "--no-cache", "."], in: root)
        }
        print(line("verify --no-cache", cold, lines: lines))
        let first = try ChildRun.run(strata, ["verify", "."], in: root)
        print(line("verify, writing the cache", first, lines: lines))
        let warm = try best { () throws(BenchmarkError) in try ChildRun.run(strata, ["verify", "."], in: root) }
        print(line("verify, cache warm", warm, lines: lines))
        let same = cold.output == first.output && cold.output == warm.output
        print("  reports cold, writing and warm: " + (same ? "byte-identical" : "DIFFERENT"))
        if let parse {
            print(
                String(
                    format: "  ÷ SwiftSyntax parse's CPU: cold %.3f (%.1f× faster), warm %.3f (%.1f× faster)",
                    cold.cpuSeconds / parse.cpuSeconds, parse.cpuSeconds / cold.cpuSeconds,
                    warm.cpuSeconds / parse.cpuSeconds, parse.cpuSeconds / warm.cpuSeconds))
        }
        return warm
    }

    private func adopted() throws(BenchmarkError) {
        var perSize: [(files: Int, withConfig: Double, without: Double)] = []
        for count in [adoptedFileCount, adoptedFileCount * 3] {
            let root = try tree(
                "features-\(count)", LayeredPackage(fileCount: count, seed: 1, layout: .featureFolders))
            defer { remove(root) }
            let corpus = try SourceCorpus.load(directories: [root])
            print("\nfeature folders: \(describe(corpus)) at \(root)")
            // Without the analysis cache: what is measured here is analysis and layer lookup.
            let without = try best { () throws(BenchmarkError) in
                try ChildRun.run(strata, ["verify", "--no-cache", "."], in: root)
            }
            print(line("verify --no-cache, no strata.json", without, lines: corpus.lineCount))
            let adopt = try ChildRun.run(strata, ["init", "--adopt", "."], in: root)
            guard adopt.status == 0 else {
                throw .unwritable(path: root, reason: "'strata init --adopt' exited with \(adopt.status)")
            }
            print("  strata init --adopt wrote \(try globCount(in: root)) globs")
            let withConfig = try best { () throws(BenchmarkError) in
                try ChildRun.run(strata, ["verify", "--no-cache", "."], in: root)
            }
            print(line("verify --no-cache, adopted", withConfig, lines: corpus.lineCount))
            perSize.append((count, withConfig.cpuSeconds, without.cpuSeconds))
        }
        guard let small = perSize.first, let large = perSize.last else { return }
        print(
            String(
                format: "\nadopted: %d files %.3f s, %d files %.3f s of CPU: %.2f× for 3× the files "
                    + "(linear: 3.0); adopted ÷ no config: %.2f and %.2f",
                small.files, small.withConfig, large.files, large.withConfig, large.withConfig / small.withConfig,
                small.withConfig / small.without, large.withConfig / large.without))
    }

    /// The cheapest of `repetitions` runs by CPU, its findings and peak memory with it.
    private func best(_ run: () throws(BenchmarkError) -> ChildRun) throws(BenchmarkError) -> ChildRun {
        var best = try run()
        for _ in 1..<max(1, repetitions) {
            let next = try run()
            if next.cpuSeconds < best.cpuSeconds { best = next }
        }
        return best
    }

    private func line(_ label: String, _ run: ChildRun, lines: Int?) -> String {
        let findings = String(decoding: run.output, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasSuffix("]") }.count
        var text =
            "  " + Self.padded(label)
            + String(
                format: " %6.3f s CPU, %6.3f s wall, peak %5.0f MiB, %6d findings, exit %d", run.cpuSeconds,
                run.wallSeconds, run.peakMegabytes, findings, run.status)
        if let lines {
            let millions = Double(lines) / 1e6
            text += String(
                format: ", %.2f M lines per CPU-second, %.0f MiB per M lines", millions / run.cpuSeconds,
                run.peakMegabytes / millions)
        }
        return text
    }

    private static func padded(_ label: String) -> String {
        label.padding(toLength: 36, withPad: " ", startingAt: 0)
    }

    private func describe(_ corpus: SourceCorpus) -> String {
        "\(corpus.files.count) files, \(corpus.lineCount) lines, "
            + String(format: "%.1f MB", Double(corpus.byteCount) / 1e6)
    }

    private func tree(_ name: String, _ package: LayeredPackage) throws(BenchmarkError) -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-\(name)")
        try package.write(to: root)
        return root.path
    }

    private func remove(_ root: String) {
        if !keepsTrees { try? FileManager.default.removeItem(atPath: root) }
    }

    private func git(_ arguments: [String], in root: String) throws(BenchmarkError) {
        let run = try ChildRun.run("/usr/bin/env", ["git"] + arguments, in: root)
        guard run.status == 0 else { throw .unwritable(path: root, reason: "git \(arguments[0]) failed") }
    }

    private func firstSwiftFile(in root: String) throws(BenchmarkError) -> String {
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".swift"), !relative.hasPrefix("."), relative != "Package.swift" {
                return root + "/" + relative
            }
        }
        throw .noSwiftFiles(paths: [root])
    }

    /// The layer and test globs of the strata.json `init --adopt` wrote.
    private func globCount(in root: String) throws(BenchmarkError) -> Int {
        guard let data = FileManager.default.contents(atPath: root + "/strata.json"),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw .unreadable(path: root + "/strata.json", reason: "not the JSON object init --adopt writes") }
        let layers = (object["layers"] as? [String: [String]])?.values.reduce(0) { $0 + $1.count } ?? 0
        return layers + ((object["tests"] as? [String])?.count ?? 0)
    }
}
