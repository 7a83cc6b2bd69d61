import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// Generated code is the product: the walkthrough package of each style, with a feature of the detail shape added
/// so every shape is there, must build without a warning in Swift 6 mode, pass its own tests (all of them executed)
/// and satisfy `swift format lint --strict`. These run the real toolchain, so they take minutes.
@Suite(.serialized) struct GeneratedPackageBuildTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func walkthroughPackageBuildsTestsAndLintsClean(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style, features: DemoWalkthrough.everyShape)
        let root = demo.packageRoot

        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")

        let test = try PackageTestRun(in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        #expect(test.passed.count >= 20, "only \(test.passed.count) tests passed:\n\(test.output)")
        #expect(test.notPassed.isEmpty, "\(test.notPassed.sorted())")
        for suite in Self.dataSeamSuites + Self.compositionSuites + Self.formSuites {
            #expect(test.suitePassed(suite), "\(test.explain(suite))")
        }
        for proof in Self.behaviourProofs(of: style) {
            #expect(test.testPassed(proof), "\(test.explain(proof))")
        }
        // Every test the package declares ran and passed, the detail shape's included: a test file outside every
        // test target, or a shape no built package has, would prove nothing. The combine style's view-model tests
        // compile only where Combine exists; CombineRuntimeTests runs every one of them.
        if style != .combine {
            let declared = try GeneratedTestNames.declared(inPackageAt: root)
            #expect(declared.contains("aSaveFromTheDetailReturnsItsFailureInsteadOfRaisingTheListsAlert"))
            let missing = declared.filter { !test.testPassed($0) }
            #expect(missing.isEmpty, "declared but did not run and pass: \(missing.sorted())")
        }
        // The concurrency every MVVM view model hands to `ScreenWork` is proved once, by its own suite.
        if style == .observable {
            #expect(test.suitePassed("ScreenWorkTests"), "\(test.explain("ScreenWorkTests"))")
            let following = "theValuesAStreamBringsReachTheStateAndTheLastStaysWhenItEnds"
            #expect(test.testPassed(following), "\(test.explain(following))")
        }

        let lint = try Subprocess.run(
            ["swift", "format", "lint", "--strict", "--recursive", "Sources", "Tests", "Package.swift"], in: root)
        #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint:\n\(lint.output)")
    }

    /// `strata new` alone, before any feature: SwiftPM warns about a target without sources, and the compiler
    /// must find nothing to warn about in the skeleton either; nor, once `strata context` has written every agent's
    /// files, about an agent file SwiftPM would take for an unhandled file of a target.
    @Test(arguments: ViewModelStyleID.allCases)
    func aFreshPackageBuildsWithoutAWarningBeforeAndAfterContext(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style, features: [])
        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: demo.packageRoot)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")

        let context = try StrataProcess.run(["context", "--agents", "all"], in: demo.packageRoot)
        #expect(context.status == 0, "\(context.errorOutput)")
        let rebuild = try Subprocess.run(
            ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: demo.packageRoot)
        #expect(rebuild.status == 0, "swift build failed:\n\(rebuild.output)")
        #expect(!rebuild.output.contains("warning:"), "\(rebuild.output)")
    }

    /// A form whose fields need no check — an identifier and a flag — still builds without a warning: the draft's
    /// `problems` has nothing to find, and a collector that is never added to would be a warning. The draft is the
    /// same in every style, so one style proves it.
    @Test func aDraftWithNothingToCheckBuildsWithoutAWarning() throws {
        let toggles = SamplePackage.Feature(
            name: "Alerts", entity: "AlertPreference", shape: "form", fields: "id:UUID,enabled:Bool", operations: nil)
        let demo = try DemoWalkthrough(style: .observable, features: [toggles])
        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: demo.packageRoot)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
    }

    /// Fields named like the words the templates use around them — the draft's `problem(of field:)`, its `text`
    /// and `posix` locals, its `now` and `newID` parameters, the DTO's `rawValue` and `value` — are qualified
    /// there, so the package builds and its draft checks each of them; the members a field would redeclare are
    /// refused instead (TemplateDeclaredNameTests). The draft is the same in every style, so one style proves it.
    @Test func fieldsNamedLikeTheTemplatesOwnWordsBuild() throws {
        let awkward = SamplePackage.Feature(
            name: "Memos", entity: "Memo", shape: "form",
            fields: "id:UUID,field:String,problem:String,text:Int,number:Double?,trimmed:String?,draft:Decimal,"
                + "now:Date,newID:Bool,posix:Int?,separator:String,value:MemoKind?,rawValue:MemoMood,locales:[String]",
            operations: nil)
        let demo = try DemoWalkthrough(style: .observable, features: [awkward])
        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: demo.packageRoot)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")

        let test = try PackageTestRun(in: demo.packageRoot)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        let proofs = [
            "fieldIsRequired", "problemIsRequired", "textMustRead", "draftMustRead", "localesIsEditedOneEntryPerLine",
            "MemoDraftTests",
        ]
        for proof in proofs {
            #expect(test.testPassed(proof) || test.suitePassed(proof), "\(test.explain(proof))")
        }
        let lint = try Subprocess.run(
            ["swift", "format", "lint", "--strict", "--recursive", "Sources", "Tests"], in: demo.packageRoot)
        #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint:\n\(lint.output)")
    }

    /// `strata feature Products` without `--entity` makes an entity that is its own plural, so the one name is both
    /// the value and the list: the store's handler once bound both in one pattern and did not build.
    @Test func aFeatureWhoseEntityIsItsOwnPluralBuildsInTheStoreStyle() throws {
        let products = SamplePackage.Feature(name: "Products", entity: nil, shape: nil, fields: nil, operations: nil)
        let demo = try DemoWalkthrough(style: .store, features: [products])
        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: demo.packageRoot)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        let test = try PackageTestRun(in: demo.packageRoot)
        #expect(test.status == 0 && test.suitePassed("ProductsStoreTests"), "\(test.explain("ProductsStoreTests"))")
        #expect(test.testPassed("aDeletedRowStaysOffTheListUntilTheDeleteHasHappened"), "\(test.output)")
    }

    /// The data layer's suites: DTO mapping against JSON fixtures, the remote data source over a stub HTTP
    /// client, the repository's error mapping, and the HTTP seam itself.
    private static let dataSeamSuites = [
        "ProfileDTOTests", "RemoteProfileDataSourceTests", "DataSourceProfileRepositoryTests", "SettingsDTOTests",
        "NetworkingTests",
    ]

    /// The composition root puts each feature on the server the app passes.
    private static let compositionSuites = [
        "ProfileCompositionTests", "SettingsCompositionTests", "OrdersCompositionTests",
    ]

    /// The forms' checks, in the draft each shape's form edits: required text, numbers that read,
    /// and a draft that is the value it was made of; and the Order DTO's mapping of its `OrderStatus` value type.
    private static let formSuites = ["ProfileDraftTests", "SettingsDraftTests", "OrderDraftTests", "OrderDTOTests"]

    /// The generated tests that prove the reference's promises on everyday paths — leaving mid-load is no failure
    /// and the screen loads again, a failed save keeps the list and its retry saves again, the newer of two loads
    /// wins — which must run, not just compile (in the store style, through the store). The combine style's view
    /// model compiles only where Combine exists; CombineRuntimeTests runs its tests against OpenCombine.
    private static func behaviourProofs(of style: ViewModelStyleID) -> [String] {
        let viewModelProofs = [
            "leavingTheScreenMidLoadIsNoFailureAndComingBackLoadsAgain",
            "aFailedSaveKeepsTheListAndRetrySendsTheSaveAgain",
            "aNewerLoadWinsOverAnOlderSlowerOne",
            // The form's save: a draft with an empty required field reaches no use case, a valid one goes through
            // the save use case, and its failure keeps the list.
            "aDraftWithAnEmptyTitleSavesNothing",
            "theFormsValidDraftSavesThroughTheUseCaseAndAFailureKeepsTheList",
        ]
        let everyStyle = [
            "titleIsRequired", "ageMustRead", "aDraftOfAValueIsThatValueAgain",
            "aStatusTheDomainDoesNotKnowIsInvalidData",
            // Profile observes: its use case passes the repository's stream on (the adapters' streams are
            // AdapterBuildTests').
            "passesTheRepositoryProfilesOn",
        ]
        // The stream's values reach the screen, its failure shows, leaving the screen stops it: through the view
        // model, or the store. The combine view model's tests compile only where Combine exists.
        let observing = [
            "theValuesTheStreamBringsAreWhatTheScreenShows", "aStreamThatFailsWithNothingOnScreenIsTheFailedScreen",
            "aStreamThatFailsOverLoadedProfilesKeepsThemAndShowsTheAlert", "leavingTheScreenStopsObserving",
        ]
        switch style {
        case .observable: return viewModelProofs + observing + everyStyle
        case .store:
            return everyStyle + observing + [
                "aLoadCancelledWithTheScreenIsNoFailureAndAppearingAgainLoads",
                "aFailedSaveKeepsTheProfilesAndOffersToRetryIt",
                "aSlowLoadThenAFastRefreshEndsWithTheRefreshsAnswer",
                "theFormsValidDraftSavesThroughTheUseCaseAndAFailureKeepsTheOrders",
            ]
        #if canImport(Combine)
        case .combine: return viewModelProofs + observing + everyStyle
        #endif
        default: return everyStyle
        }
    }
}
