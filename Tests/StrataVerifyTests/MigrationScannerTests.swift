import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// `strata migrate`'s engine on legacy code written in each style (Tests/Fixtures/Migration):
/// every construct a fixture marks with `↓` is listed at that position with the entry of the
/// map that leads to the project's style, and nothing else is.
@Suite struct MigrationScannerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        var style: ViewModelStyleID
        /// The map whose replacements the listing must give.
        var map: String

        var testDescription: String { "\(source) toward \(style.rawValue)" }
    }

    static let cases = [
        Case(source: "rxswift", style: .observable, map: "rxswift-to-async"),
        Case(source: "rxswift", style: .combine, map: "rxswift-to-combine"),
        Case(source: "rxswift", style: .store, map: "rxswift-to-async"),
        Case(source: "tca", style: .observable, map: "tca-to-mvvm"),
        Case(source: "tca", style: .store, map: "tca-to-mvvm"),
        Case(source: "observableobject", style: .observable, map: "observableobject-to-observable"),
        Case(source: "observableobject", style: .store, map: "observableobject-to-observable"),
    ]

    /// The fixtures of one source, written without their markers into a scratch folder.
    struct LegacyProject {
        let folder: TemporaryDirectory
        /// `file:line:column` of every marker.
        let markers: Set<String>
        /// Each file's text, for checking what stands at a reported position.
        let texts: [String: String]

        init(source: String) throws {
            folder = try TemporaryDirectory()
            let fixtures = ScaffoldFixture.repositoryRoot + "/Tests/Fixtures/Migration/" + source
            var markers: Set<String> = []
            var texts: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: fixtures)
            where name.hasSuffix(".swift.marked") {
                let marked = MarkedText(try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8))
                let file = String(name.dropLast(".marked".count))
                try folder.write(marked.text, to: file)
                texts[file] = marked.text
                markers.formUnion(marked.positions.map { "\(file):\($0)" })
            }
            self.markers = markers
            self.texts = texts
        }

        /// The markers of constructs that are legacy in a project of `style`: the ones its own API spells the same
        /// way (the store style's `.cancel(id:)`) are left out, as `MigrationDetector` leaves them out.
        func markers(legacyIn style: ViewModelStyleID, map: MigrationMap) -> Set<String> {
            let ownAPI = map.entries.compactMap(\.detect).filter { !$0.applies(toStyle: style.rawValue) }
            return markers.filter { marker in
                let parts = marker.split(separator: ":")
                guard parts.count == 3, let text = texts[String(parts[0])], let line = Int(parts[1]),
                    let column = Int(parts[2])
                else { return true }
                let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
                let after = String(decoding: Array(lineText.utf8)[(column - 1)...], as: UTF8.self)
                return !ownAPI.contains { detect in
                    guard after.hasPrefix(detect.name) else { return false }
                    // `.run { … }` is called with a trailing closure; a label needs parentheses.
                    let rest = after.dropFirst(detect.name.count)
                    guard let label = detect.labels?.first else { return rest.hasPrefix("(") || rest.hasPrefix(" {") }
                    return rest.hasPrefix(label == "_" ? "(" : "(" + label + ":")
                }
            }
        }

        func scan(sources: [String], style: ViewModelStyleID) throws -> MigrationReport {
            try MigrationScanner(knowledge: TestKnowledge.shared).scan(
                MigrationScanner.Request(
                    projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path, sources: sources,
                    style: style))
        }
    }

    @Test(arguments: cases)
    func everyMarkedConstructIsListedAndNothingElse(_ testCase: Case) throws {
        let project = try LegacyProject(source: testCase.source)
        #expect(!project.markers.isEmpty)
        let report = try project.scan(sources: [testCase.source], style: testCase.style)
        let listed = report.files.flatMap { file in file.constructs.map { "\(file.path):\($0.line):\($0.column)" } }
        let map = try #require(TestKnowledge.shared.migrationMap(testCase.map))
        let markers = project.markers(legacyIn: testCase.style, map: map)
        #expect(
            Set(listed) == markers,
            "missing \(markers.subtracting(listed).sorted()), extra \(Set(listed).subtracting(markers).sorted())")
        #expect(listed.count == Set(listed).count, "a position is listed twice")
        #expect(report.maps.map(\.id) == [testCase.map])
        #expect(report.filesScanned == project.texts.count)
    }

    /// The replacement is the one of the entry whose pattern the code at the position fits:
    /// its name is there, its receiver is written before the dot, its first label follows.
    @Test(arguments: cases)
    func eachConstructCarriesTheEntryThatFitsTheCode(_ testCase: Case) throws {
        let project = try LegacyProject(source: testCase.source)
        let map = try #require(TestKnowledge.shared.migrationMap(testCase.map))
        let report = try project.scan(sources: [testCase.source], style: testCase.style)
        for file in report.files {
            let lines = try #require(project.texts[file.path]).split(separator: "\n", omittingEmptySubsequences: false)
            for construct in file.constructs {
                let entry = try #require(map.entries.first { $0.legacy == construct.legacy }, "\(construct.legacy)")
                let detect = try #require(entry.detect)
                let line = Array(lines[construct.line - 1].utf8)
                let before = String(decoding: line[..<(construct.column - 1)], as: UTF8.self)
                let rest =
                    [String(decoding: line[(construct.column - 1)...], as: UTF8.self)]
                    + lines[construct.line...].map(String.init)
                let after = rest.joined(separator: "\n")
                let position = "\(file.path):\(construct.line):\(construct.column)"
                #expect(construct.map == testCase.map && construct.replacement == entry.replacement, "\(position)")
                #expect(construct.name == detect.name, "\(position)")
                #expect(
                    after.hasPrefix(detect.kind == .attribute ? "@" + detect.name : detect.name),
                    "\(position): \(after)")
                if let receiver = detect.receiver { #expect(before.hasSuffix(receiver + "."), "\(position)") }
                if let label = detect.labels?.first, label != "_" {
                    let call = after.dropFirst(detect.name.count).filter { !$0.isWhitespace }
                    #expect(call.hasPrefix("(\(label):"), "\(position)")
                }
                #expect(construct.rule == TestKnowledge.shared.base.rule(enforcing: testCase.map)?.id)
            }
        }
    }

    /// In a store-style project `.cancel(id:)` is the project's own API, so moving from TCA leaves it as it is.
    @Test func cancelByIDIsLegacyExceptTowardTheStoreStyle() throws {
        let project = try LegacyProject(source: "tca")
        func cancelCalls(toward style: ViewModelStyleID) throws -> Int {
            try project.scan(sources: ["tca"], style: style).files.flatMap(\.constructs).filter {
                $0.legacy == ".cancel(id:)"
            }.count
        }
        #expect(try cancelCalls(toward: .observable) == 1)
        #expect(try cancelCalls(toward: .store) == 0)
    }

    @Test func theSummaryCountsTheLinesAMigrationTouches() throws {
        let project = try LegacyProject(source: "observableobject")
        let report = try project.scan(sources: ["observableobject"], style: .observable)
        for file in report.files {
            let markedLines = Set(
                project.markers.filter { $0.hasPrefix(file.path + ":") }.map { $0.split(separator: ":")[1] })
            #expect(file.affectedLines == markedLines.count)
            #expect(
                file.lineCount
                    == project.texts[file.path]?.split(separator: "\n", omittingEmptySubsequences: false).count
                    .advanced(by: -1))
            #expect(file.categories.values.reduce(0, +) == file.constructs.count)
        }
    }

    @Test func sourcesWithoutLegacyCodeListNoFile() throws {
        let project = try LegacyProject(source: "tca")
        let report = try project.scan(sources: ["rxswift"], style: .observable)
        #expect(report.files.isEmpty)
        #expect(report.filesScanned == project.texts.count)
    }

    @Test func aSourceThatIsTheStyleItselfIsRefused() throws {
        let project = try LegacyProject(source: "observableobject")
        #expect(
            throws: MigrationSelectionError.notTowardStyle(
                source: "observableobject", style: "combine", styles: ["observable", "store"])
        ) {
            try project.scan(sources: ["observableobject"], style: .combine)
        }
        #expect(throws: MigrationSelectionError.self) {
            try project.scan(sources: ["rxjava"], style: .observable)
        }
    }

    @Test func dependencyInjectionMapsApplyToEveryStyle() throws {
        for style in ViewModelStyleID.allCases {
            let maps = try MigrationScanner(knowledge: TestKnowledge.shared).maps(for: ["swinject"], style: style)
            #expect(maps.map(\.id) == ["swinject-to-composition-root"])
        }
    }

    @Test func anEmptyScopeFailsLoudly() throws {
        let folder = try TemporaryDirectory()
        #expect(throws: VerifyError.self) {
            try MigrationScanner(knowledge: TestKnowledge.shared).scan(
                MigrationScanner.Request(
                    projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path, sources: ["tca"],
                    style: .observable))
        }
    }
}
