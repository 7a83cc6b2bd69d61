import Foundation
import StrataTestSupport
import Testing
import XcodeReader

/// What the fixture projects say, stated by hand: the oracle suite checks the same readings against
/// another parser; this one says what they must be.
@Suite struct XcodeProjectTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode")

    private func project(_ folder: String, _ path: String) throws -> XcodeProject {
        try XcodeProject.read(at: path, in: Self.fixtures.appendingPathComponent(folder))
    }

    private func target(_ name: String, in project: XcodeProject) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name }, "no target \(name)")
    }

    @Test func classicGroupsResolveEverySourceTree() throws {
        let classic = try project("Classic", "Classic.xcodeproj")
        #expect(classic.targets.map(\.name) == ["App", "Domain", "AppTests", "AppUITests", "Widget", "Core"])
        #expect(
            classic.targets.map(\.productType) == [
                .app, .framework, .unitTests, .uiTests, .appExtension, .staticLibrary,
            ])
        let app = try target("App", in: classic)
        #expect(
            app.sourceFiles == [
                "$(BUILT_PRODUCTS_DIR)/Generated/Generated.swift", "App/AppDelegate.swift", "App/Settings.swift",
                "App/Views/Café \"Menu\".swift", "App/Views/ContentView.swift", "External/Helper.swift",
                "Shared/Logging/Log.swift",
            ])
        let domain = try target("Domain", in: classic)
        #expect(
            domain.sourceFiles == [
                "/opt/shared/Absolute.swift", "Domain/Repositories/UserRepository.swift", "Domain/User.swift",
                "Shared/Logging/Log.swift",
            ])
        #expect(domain.linkedModuleNames == ["z", "Combine"])
        #expect(app.dependencies == [XcodeTarget.Dependency(name: "Domain")])
        #expect(try target("AppUITests", in: classic).dependencies == [XcodeTarget.Dependency(name: "App")])
        #expect(
            app.packageProducts == [
                .init(
                    name: "Alamofire",
                    package: .remote(url: "https://github.com/Alamofire/Alamofire.git", name: "Alamofire")),
                .init(name: "CoreKit", package: .local(path: "Packages/CoreKit")),
            ])
        #expect(classic.localPackages == ["Packages/CoreKit"])
    }

    /// `$(TARGET_NAME)` put in, the default configuration preferred, and the name made an identifier.
    /// A finding about a dependency points at the object declaring it: the target dependency, the
    /// package product; a linked framework at the entry of the target's own Frameworks phase, for
    /// its build file's definition names no target.
    @Test func dependenciesAreLocatedWhereTheProjectFileDeclaresThem() throws {
        let classic = try project("Classic", "Classic.xcodeproj")
        let app = try target("App", in: classic)
        let domain = try target("Domain", in: classic)
        #expect(app.declarations.dependencies["Domain"]?.number == 392)
        #expect(
            app.declarations.dependencies["Domain"]?.text
                == "\t\tTD0000000000000000000001 /* PBXTargetDependency */ = {")
        #expect(domain.declarations.linkedLibraries["Combine.framework"]?.number == 86)
        #expect(
            domain.declarations.linkedLibraries["Combine.framework"]?.text
                == "\t\t\t\tBF0000000000000000000012 /* Combine.framework in Frameworks */,")
        #expect(app.declarations.packageProducts["Alamofire"]?.number == 524)
    }

    @Test func moduleNamesFollowTheBuildSettings() throws {
        let classic = try project("Classic", "Classic.xcodeproj")
        #expect(
            classic.targets.map(\.moduleName) == [
                "App", "Domain_Kit", "App_Tests", "AppUITests", "WidgetKit", "_9Core",
            ])
    }

    @Test func aFileInNoTargetIsCompiledByNone() throws {
        let classic = try project("Classic", "Classic.xcodeproj")
        #expect(!classic.targets.contains { $0.sourceFiles.contains("Templates/Template.swift") })
    }

    /// Xcode 16's synchronized folders: every code file under the folder, less the target's exceptions
    /// (a file, a subfolder); a file of another target's folder added by an exception; explicit folders,
    /// bundles and asset catalogs never walked; non-code files never compiled.
    @Test func synchronizedFoldersApplyTheirExceptions() throws {
        let sync = try project("Synchronized", "Sync.xcodeproj")
        #expect(
            try target("Sync", in: sync).sourceFiles == [
                "App/Shared/Formatter.swift", "App/SyncApp.swift", "App/Views/Bridge.m", "App/Views/ContentView.swift",
            ])
        let tests = try target("SyncTests", in: sync)
        #expect(tests.sourceFiles == ["App/Shared/Formatter.swift", "AppTests/AppTests.swift"])
        #expect(tests.productType == .unitTests && tests.productType.isTest)
    }

    @Test func anUnreadableProjectIsOneLocatedError() throws {
        let folder = try TemporaryDirectory(files: [
            "Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n"
        ])
        let error = #expect(throws: XcodeReadError.self) {
            try XcodeProject.read(at: "Broken.xcodeproj", in: folder.url)
        }
        #expect(error?.file == "Broken.xcodeproj/project.pbxproj")
        #expect(error?.line == 4 && error?.column == 1)
        #expect(
            error?.description.hasPrefix("Broken.xcodeproj/project.pbxproj:4:1: the file ends inside the dictionary")
                == true)
        let notAProject = try TemporaryDirectory(files: ["Other.xcodeproj/project.pbxproj": "{ objects = { }; }"])
        let semantic = #expect(throws: XcodeReadError.self) {
            try XcodeProject.read(at: "Other.xcodeproj", in: notAProject.url)
        }
        #expect(semantic?.message == "has no PBXProject root object, so it is not an Xcode project file")
    }
}
