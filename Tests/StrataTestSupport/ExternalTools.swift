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
    public static var python: String {
        ProcessInfo.processInfo.environment["STRATA_PYTHON"] ?? "python3"
    }

    /// Whether that Python can import every module named.
    public static func pythonCanImport(_ modules: String...) -> Bool {
        (try? runPython(["-c", modules.map { "import \($0)" }.joined(separator: "; ")]).status) == 0
    }

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
