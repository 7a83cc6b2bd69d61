import Foundation
import StrataKnowledge
import StrataScaffold
import StrataTemplateCheck
import StrataVerify
import Testing

/// `templates check` over a fixture in Tests/Fixtures/BrokenTemplates, which overrides one shipped template
/// with one defect and marks with `↓` where the check must point: shared by the unit suite and by the
/// integration suite's check that builds the sample package.
public enum BrokenTemplateCheck {
    static let knowledge: VerifyKnowledge = {
        do {
            return try VerifyKnowledge.load(from: .shipped)
        } catch {
            fatalError("knowledge does not load: \(error)")
        }
    }()

    /// A build leaves out the RxSwift adapters, whose package it would fetch; AdapterBuildTests builds them
    /// against a local stand-in.
    public static func check(
        _ library: ResourceLibrary, build: Bool, styles: [ViewModelStyleID]? = nil, in folder: URL
    ) -> TemplateChecker.Result {
        let adapters = SamplePackage.adapters.filter { !build || $0.legacy != "rxswift" }
        return TemplateChecker(library: library, knowledge: knowledge)
            .check(.init(build: build, styles: styles, workingDirectory: folder.path, sampleAdapters: adapters))
    }

    /// The fixture's template set, checked in the observable style, gives exactly one error, of `check`, at the
    /// marked place.
    public static func expectOneFinding(
        fixture: String, check: TemplateCheck, build: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let marked = try MarkedFixture("BrokenTemplates/\(fixture)")
        let library = try ResourceLibrary.shipped.overlaying(templatesDirectory: marked.folder.url.path)
        let result = Self.check(library, build: build, styles: [.observable], in: marked.folder.url)
        let errors = result.report.findings.filter { $0.severity == .error }
        #expect(
            errors.map(\.ruleID) == [check.id], "\(errors.map { "\($0.ruleID) \($0.file):\($0.line) \($0.message)" })",
            sourceLocation: sourceLocation)
        #expect(
            errors.map { "\($0.file):\($0.line):\($0.column)" } == marked.markedPositions,
            sourceLocation: sourceLocation)
        #expect(result.report.rules.contains { $0.id == check.id }, sourceLocation: sourceLocation)
    }
}
