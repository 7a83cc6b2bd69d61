import Foundation
import StrataCore

/// The tools outside the Swift toolchain that some tests check Strata against: a Python with
/// `jsonschema`, `pbxproj` and the official MCP SDK.
///
/// One policy for all of them. CI (`.ci/run`) installs them and sets `STRATA_REQUIRE_EXTERNAL=1`,
/// so there a missing tool fails the test that needs it. Anywhere else such a test is skipped and
/// Swift Testing prints the reason, so a plain `swift test` passes on a machine with only the
/// toolchain and Python.
public enum ExternalTools {
    /// Whether a missing tool must fail rather than skip.
    public static var areRequired: Bool {
        ProcessInfo.processInfo.environment["STRATA_REQUIRE_EXTERNAL"] == "1"
    }

    /// Whether a test needing a tool should run: always when tools are required, so that it fails
    /// loudly; otherwise only when the tool is there.
    public static func shouldRun(whenAvailable available: @autoclosure () -> Bool) -> Bool {
        areRequired || available()
    }

    /// The Python to run: `$STRATA_PYTHON` (CI's virtual environment), else `python3` on the path.
    ///
    /// Named by the interpreter it runs, asked once: a version manager's `python3` (pyenv's shim) is a shell
    /// script that starts a dozen processes to choose the interpreter every time it is run, which cost more than
    /// the validations the tests run in it.
    public static var python: String { resolvedPython }

    private static let resolvedPython: String = {
        let named = ProcessInfo.processInfo.environment["STRATA_PYTHON"] ?? "python3"
        guard let result = try? Subprocess.run([named, "-c", "import sys; print(sys.executable)"]),
            result.status == 0,
            let executable = result.output.split(separator: "\n").last.map(String.init),
            executable.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: executable)
        else { return named }
        return executable
    }()

    /// Whether that Python can import every module named; asked once per list of modules.
    public static func pythonCanImport(_ modules: String...) -> Bool {
        let statement = modules.map { "import \($0)" }.joined(separator: "; ")
        if let known = importable.lock.withLock({ importable.answers[statement] }) { return known }
        let answer = (try? runPython(["-c", statement]).status) == 0
        importable.lock.withLock { importable.answers[statement] = answer }
        return answer
    }

    private final class Answers: @unchecked Sendable {
        let lock = NSLock()
        var answers: [String: Bool] = [:]
    }

    private static let importable = Answers()

    /// Runs the Python with these arguments, output and errors together.
    public static func runPython(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run([python] + arguments)
    }

    /// An official schema copied into `Tests/Fixtures/Schemas` (their sources and licences are in the
    /// README there), so a fresh clone checks against them with nothing beside it.
    public static func officialSchema(_ relative: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures/Schemas").appendingPathComponent(relative)
    }
}
