import Foundation
import StrataCore
import StrataTestSupport

/// `swift test --skip-build` on a package Strata made, with what ran read from the XUnit report Swift Testing
/// writes rather than from its console output. The console's wording is not an interface: under a loaded CI run
/// it once printed every test's line but not the "Suite … passed" lines the checks looked for.
public struct PackageTestRun {
    public let status: Int32
    /// The console output, for failure messages.
    public let output: String
    /// `Suite/test(arguments:)` of every test that ran and passed, without the module prefix.
    public let passed: Set<String>
    /// The same for tests that failed or were skipped.
    public let notPassed: Set<String>

    public init(in root: URL) throws {
        let reports = root.appendingPathComponent(".build")
        let xcTest = reports.appendingPathComponent("strata-results.xml").path
        let run = try Subprocess.run(["swift", "test", "--skip-build", "--xunit-output", xcTest], in: root)
        status = run.status
        output = run.output
        // SwiftPM writes XCTest's results at the given path and Swift Testing's beside it, suffixed.
        let swiftTesting = reports.appendingPathComponent("strata-results-swift-testing.xml").path
        // A missing or malformed report counts nothing as passed, so every check on it fails and says so.
        let report = try? XUnitReport(FileManager.default.contents(atPath: swiftTesting) ?? Data())
        let tests = (report?.testCases ?? []).map { test in
            // The suite without its module: `DemoTests.UserTests` → `UserTests`.
            let suite = test.className.split(separator: ".").last.map(String.init) ?? ""
            return (name: "\(suite)/\(test.name)", passed: test.passed)
        }
        passed = Set(tests.filter(\.passed).map(\.name))
        notPassed = Set(tests.filter { !$0.passed }.map(\.name))
    }

    /// Whether the suite ran at least one test and every one of its tests passed.
    public func suitePassed(_ suite: String) -> Bool {
        let prefix = suite + "/"
        return passed.contains { $0.hasPrefix(prefix) } && !notPassed.contains { $0.hasPrefix(prefix) }
    }

    /// Whether a test of this name (`name()`, or `name(…)` with its argument labels) ran and passed in some suite.
    public func testPassed(_ name: String) -> Bool {
        let matches = { (test: String) in
            guard let slash = test.firstIndex(of: "/") else { return false }
            let function = test[test.index(after: slash)...]
            return function == "\(name)()" || function.hasPrefix("\(name)(")
        }
        return passed.contains(where: matches) && !notPassed.contains(where: matches)
    }

    /// A message for a failed check: what did not pass, then the console output.
    public func explain(_ missing: String) -> String {
        "\(missing) did not run and pass (\(passed.count) passed, not passed: \(notPassed.sorted())):\n\(output)"
    }
}
