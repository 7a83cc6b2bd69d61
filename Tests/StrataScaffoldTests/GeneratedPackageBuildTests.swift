import Foundation
import StrataTestSupport
import StrataKnowledge
import Testing
@testable import StrataScaffold

/// Generated code is the product: the walkthrough package of each style must build without a
/// warning in Swift 6 mode, pass its own tests (all of them executed) and satisfy
/// `swift format lint --strict`. These run the real toolchain, so they take minutes.
@Suite(.serialized) struct GeneratedPackageBuildTests {
    @Test(arguments: TemplateStyle.allCases)
    func walkthroughPackageBuildsTestsAndLintsClean(style: TemplateStyle) throws {
        let demo = try DemoWalkthrough(style: style)
        let root = demo.packageRoot

        let build = try Subprocess.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")

        let test = try Subprocess.run(["swift", "test", "--skip-build"], in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        let executed = Self.executedTestCount(in: test.output)
        #expect(executed >= 20, "only \(executed) tests ran:\n\(test.output)")
        #expect(!test.output.contains("✘"))
        for proof in Self.behaviourProofs(of: style) {
            #expect(test.output.contains("✔ Test \(proof)() passed"), "\(proof) did not run and pass:\n\(test.output)")
        }

        let lint = try Subprocess.run(["swift", "format", "lint", "--strict", "--recursive", "Sources", "Tests", "Package.swift"], in: root)
        #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint:\n\(lint.output)")
    }

    /// The generated tests that prove the reference's promises on everyday paths — leaving mid-load is no failure
    /// and the screen loads again, a failed save keeps the list and its retry saves again, the newer of two loads
    /// wins — which must run, not just compile. The combine style's view model compiles only where Combine exists.
    private static func behaviourProofs(of style: TemplateStyle) -> [String] {
        let viewModelProofs = [
            "leavingTheScreenMidLoadIsNoFailureAndComingBackLoadsAgain",
            "aFailedSaveKeepsTheListAndRetrySendsTheSaveAgain",
            "aNewerLoadWinsOverAnOlderSlowerOne",
        ]
        switch style {
        case .observable: return viewModelProofs
        #if canImport(Combine)
        case .combine: return viewModelProofs
        #endif
        default: return []
        }
    }

    /// Reads Swift Testing's closing line, "Test run with N tests in M suites passed".
    private static func executedTestCount(in output: String) -> Int {
        guard let range = output.range(of: "Test run with ") else { return 0 }
        return Int(output[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}
