import Foundation
import StrataCore
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// The combine style's view models and their tests sit behind `#if canImport(Combine)`, so on Linux the
/// walkthrough build proves nothing about them. Here a copy of the combine walkthrough package gets a real
/// Combine implementation, OpenCombine, through a test-only shim (``OpenCombineHarness``), and its
/// view-model tests must run and pass: the same promises the observable style proves (cancellation is no
/// failure, a failed save keeps the list, the newer load wins), plus the debounced search publisher.
/// Needs OpenCombine from SwiftPM (offline here through a git mirror); without it the test is skipped with
/// a notice, unless `STRATA_REQUIRE_EXTERNAL=1`. Runs the toolchain, so it takes minutes.
@Suite(.serialized) struct CombineRuntimeTests {
    @Test(.enabled(if: OpenCombineHarness.shouldRun, "OpenCombine \(OpenCombineHarness.version) cannot be fetched"))
    func combineViewModelTestsRunAgainstOpenCombine() throws {
        let demo = try DemoWalkthrough(style: .combine, features: DemoWalkthrough.everyShape)
        let root = demo.packageRoot
        try OpenCombineHarness.install(in: root)

        let build = try Subprocess.run(["swift", "build", "--build-tests"], in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        // The generated code must stay warning-free against a real Combine too (OpenCombine's own are its own).
        let generatedWarnings = build.output.split(separator: "\n").filter {
            $0.contains("warning:") && ($0.contains(root.path + "/Sources") || $0.contains(root.path + "/Tests"))
        }
        #expect(generatedWarnings.isEmpty, "\(generatedWarnings.joined(separator: "\n"))")

        let test = try PackageTestRun(in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        #expect(test.notPassed.isEmpty, "\(test.notPassed.sorted())")
        for feature in DemoWalkthrough.everyShape.map(\.name) {
            for suite in ["\(feature)ViewModelTests", "\(feature)ViewModelPreviewTests"] {
                #expect(test.suitePassed(suite), "\(test.explain(suite))")
            }
        }
        // The work every view model hands its loads and writes to, with Combine's publishers.
        #expect(test.suitePassed("ScreenWorkTests"), "\(test.explain("ScreenWorkTests"))")
        for proof in Self.viewModelProofs {
            #expect(test.testPassed(proof), "\(test.explain(proof))")
        }
        // Every view-model test the template names without a placeholder, not just the proofs, the detail shape's
        // included.
        let viewModelTestNames = GeneratedTestNames.declared(in: "viewmodel-tests/ViewModelTests.swift.tmpl")
        #expect(viewModelTestNames.count >= 10)
        #expect(viewModelTestNames.contains("aSaveFromTheDetailReturnsItsFailureInsteadOfRaisingTheListsAlert"))
        for name in viewModelTestNames {
            #expect(test.testPassed(name), "\(name) did not run and pass")
        }
    }

    /// The promises every MVVM style proves on everyday paths (see GeneratedPackageBuildTests).
    static let viewModelProofs = [
        "leavingTheScreenMidLoadIsNoFailureAndComingBackLoadsAgain",
        "aFailedSaveKeepsTheListAndRetrySendsTheSaveAgain",
        "aNewerLoadWinsOverAnOlderSlowerOne",
    ]
}
