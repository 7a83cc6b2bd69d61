import Foundation
import Testing

@testable import StrataCLI

/// Input built to hide code from `verify` or to confuse `scan`: every file
/// left unchecked is listed in every format and fails the run unless allowed; a NUL byte
/// does not stop a file from being checked.
@Suite("Hostile: files verify cannot or should not skip")
struct HostileInputTests {
    /// UIKit in the domain, behind a NUL byte: the compiler reads NUL as whitespace.
    static let nulHidingImport = "// header\u{0}\nimport UIKit\n\npublic struct Hidden {}\n"

    @Test func fileWithANulByteIsCheckedAndTheByteReported() throws {
        let project = try ScratchProject(["Sources/DemoDomain/Hidden.swift": Self.nulHidingImport])
        for arguments in [["verify"], ["verify", "-q"], ["verify", "--format", "json"]] {
            let run = CapturedRun(arguments, in: project.url)
            #expect(run.exitCode == .failure, "domain-purity finds the import: \(arguments)")
            #expect(run.output.contains("UIKit"), "\(arguments)")
            #expect(
                (run.output + run.errorOutput).contains(
                    "Sources/DemoDomain/Hidden.swift:1:10: checked, but holds NUL bytes"))
        }
        let scan = CapturedRun(["scan", "Sources/DemoDomain/Hidden.swift"], in: project.url)
        #expect(scan.exitCode == .success)
        #expect(scan.output.contains("imports: UIKit"))
        #expect(scan.output.contains("! 1:10 NUL byte (the first of the file)"))
    }

    /// A file that is not UTF-8 cannot be checked: each format names it, and the run fails.
    @Test(arguments: ReportFormat.allCases)
    func skippedFileIsListedInEveryFormatAndFailsTheRun(format: ReportFormat) throws {
        let project = try ScratchProject(["Sources/DemoDomain/Profile.swift": "import Foundation\n"])
        try Data([0x69, 0x6D, 0x70, 0xE9, 0x0A]).write(
            to: project.url.appendingPathComponent("Sources/DemoDomain/Latin1.swift"))
        let run = CapturedRun(["verify", "--format", format.rawValue, "--quiet"], in: project.url)
        #expect(run.exitCode == .failure)
        #expect(run.output.contains("Sources/DemoDomain/Latin1.swift"), "\(format) lists the skipped file")
        #expect(run.output.contains("not UTF-8"))
        let allowed = CapturedRun(["verify", "--format", format.rawValue, "--allow-unreadable"], in: project.url)
        #expect(allowed.exitCode == .success)
        #expect(allowed.output.contains("Sources/DemoDomain/Latin1.swift"), "still listed when allowed")
    }

    @Test func machineFormatsCarryTheSkipAsStructuredData() throws {
        let project = try ScratchProject(["Sources/DemoDomain/Profile.swift": "import Foundation\n"])
        try Data([0xFF, 0x0A]).write(to: project.url.appendingPathComponent("Sources/DemoDomain/Blob.swift"))
        let json =
            try JSONSerialization.jsonObject(
                with: Data(CapturedRun(["verify", "--format", "json"], in: project.url).output.utf8)) as? [String: Any]
        let problems = (json?["diagnostics"] as? [[String: Any]])?.filter {
            ($0["id"] as? String)?.hasPrefix("input.") == true
        }
        #expect(problems?.first?["id"] as? String == "input.not-utf8", "a skip says what it is by its id")
        #expect((problems?.first?["location"] as? [String: Any])?["file"] as? String == "Sources/DemoDomain/Blob.swift")
        #expect(problems?.first?["severity"] as? String == "error")
        #expect((json?["summary"] as? [String: Any])?["filesSkipped"] as? Int == 1)
        let sarif =
            try JSONSerialization.jsonObject(
                with: Data(CapturedRun(["verify", "--format", "sarif"], in: project.url).output.utf8)) as? [String: Any]
        let invocation = ((sarif?["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first
        #expect(invocation?["executionSuccessful"] as? Bool == false)
        #expect((invocation?["toolExecutionNotifications"] as? [[String: Any]])?.count == 1)
    }

    @Test(
        .enabled(
            if: SchemaValidator.shouldRun, "no Python with jsonschema (pip install jsonschema, or set STRATA_PYTHON)"))
    func sarifWithSkippedAndNulFilesValidatesAgainstTheOfficialSchema() throws {
        let schema = SchemaValidator.schema(named: "sarif-schema-2.1.0.json")
        let project = try ScratchProject(["Sources/DemoDomain/Hidden.swift": Self.nulHidingImport])
        try Data([0xFF, 0x0A]).write(to: project.url.appendingPathComponent("Sources/DemoDomain/Blob.swift"))
        let run = CapturedRun(["verify", "--format", "sarif"], in: project.url)
        #expect(run.output.contains("toolExecutionNotifications"))
        #expect(try SchemaValidator.problems(in: run.output, schema: schema) == nil)
    }

    /// `scan` follows the same policy: the readable files are scanned, each skipped one is one
    /// line on stderr, and the exit code says something was left out.
    @Test func scanSkipsLikeVerifyInOneLinePerFile() throws {
        let project = try ScratchProject(["Sources/A.swift": "struct A {}\n"])
        try Data([0xC3, 0x28, 0x0A]).write(to: project.url.appendingPathComponent("Sources/B.swift"))
        let run = CapturedRun(["scan", "Sources"], in: project.url)
        #expect(run.exitCode == .failure)
        #expect(run.output.contains("struct A"))
        #expect(run.errorOutput == "error: Sources/B.swift: skipped, not UTF-8 text; re-save it as UTF-8\n")
        #expect(CapturedRun(["scan", "Sources", "--allow-unreadable"], in: project.url).exitCode == .success)
        #expect(CapturedRun(["scan", "Missing"], in: project.url).exitCode == .usageError)
    }

    /// A line of four megabytes with a finding at its start, built once for every format.
    private static let minifiedLine = "import UIKit; let padding = \"" + String(repeating: "p", count: 4_000_000) + "\""

    /// A finding on a megabytes-long line carries a short excerpt in every format: the report is
    /// the size of the same finding's on a short line, give or take the excerpt (a format's fixed
    /// part, such as SARIF's rule descriptions, grows with the knowledge base, not with the line).
    @Test(arguments: ReportFormat.allCases)
    func findingOnAHugeLineIsReportedWithAShortExcerpt(format: ReportFormat) throws {
        func report(_ line: String) throws -> CapturedRun {
            let project = try ScratchProject(["Sources/DemoDomain/Minified.swift": line + "\n"])
            return CapturedRun(["verify", "--format", format.rawValue], in: project.url)
        }
        let huge = try report(Self.minifiedLine)
        let short = try report("import UIKit; let padding = \"p\"")
        #expect(huge.exitCode == .failure)
        #expect(huge.output.contains("UIKit"), "\(format)")
        #expect(
            huge.output.utf8.count < short.output.utf8.count + 2_000,
            "\(format) printed \(huge.output.utf8.count) bytes against \(short.output.utf8.count) for a short line")
    }

    /// A FIFO named like a source file neither hangs the run nor passes unmentioned.
    @Test func fifoNamedLikeASourceFileIsSkippedNotWaitedOn() throws {
        let project = try ScratchProject(["Sources/A.swift": "struct A {}\n"])
        let fifo = project.url.appendingPathComponent("Sources/Pipe.swift").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = CapturedRun(["scan", "Sources/A.swift", "Sources/Pipe.swift"], in: project.url)
        #expect(run.exitCode == .failure)
        #expect(
            run.errorOutput.contains(
                "Sources/Pipe.swift: skipped, not a regular file (a FIFO, socket or device); "
                    + "replace it with the source file or remove it"))
        // Also where it is found by walking a folder, with an id saying what it is.
        let walked = CapturedRun(["verify", "--format", "json"], in: project.url)
        #expect(walked.exitCode == .failure)
        #expect(walked.output.contains("\"input.not-regular-file\""), "\(walked.output)")
    }

    /// A folder below a path longer than the system allows is reported, not passed by.
    @Test func overLongPathIsReportedByScanAndVerify() throws {
        let project = try ScratchProject(["Sources/DemoDomain/Profile.swift": "import Foundation\n"])
        let deep = try DeepFolder(under: project.url.appendingPathComponent("Sources/DemoDomain").path, levels: 20)
        defer { deep.remove() }
        let verify = CapturedRun(["verify", "--format", "xcode"], in: project.url)
        #expect(verify.exitCode == .failure)
        #expect(verify.output.contains("File name too long"))
        let scan = CapturedRun(["scan", "Sources"], in: project.url)
        #expect(scan.exitCode == .failure)
        #expect(scan.errorOutput.contains("File name too long"))
    }
}

/// Folders nested past PATH_MAX, made and removed relative to open folder descriptors, which
/// is the only way to reach them.
private struct DeepFolder {
    let base: String
    let name = String(repeating: "d", count: 250)
    let levels: Int

    init(under base: String, levels: Int) throws {
        self.base = base
        self.levels = levels
        var folder = open(base, O_RDONLY | O_DIRECTORY)
        for _ in 0..<levels {
            guard mkdirat(folder, name, 0o755) == 0 else { throw POSIXError(.EIO) }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let file = openat(folder, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
        _ = "import UIKit\n".withCString { write(file, $0, 13) }
        close(file)
        close(folder)
    }

    func remove() {
        var folders = [open(base, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<levels { folders.append(openat(folders.last!, name, O_RDONLY | O_DIRECTORY)) }
        unlinkat(folders.last!, "Deep.swift", 0)
        for level in stride(from: levels, to: 0, by: -1) {
            close(folders[level])
            unlinkat(folders[level - 1], name, AT_REMOVEDIR)
        }
        close(folders[0])
    }
}
