import Foundation
import StrataContextTestSupport
import Testing

@testable import StrataContext

/// What the bundle says a view model holds is what the generated ones hold: a form's input and its checks live in
/// the entity's draft, which the form view keeps, so a line putting form input in the view model sends an agent
/// the other way from the code it copies.
@Suite struct ViewModelStateMatchesGeneratedCodeTests {
    @Test(arguments: ContextMatchesPackageTests.styles)
    func theLineOnViewModelStateNamesWhereFormInputLives(style: String) throws {
        let presentation = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
        let ui = try DemoContext.swiftFiles(under: "Sources/DemoUI", style: style)
        let viewModelsHoldDrafts = presentation.contains { path, source in
            (path.hasSuffix("ViewModel.swift") || path.hasSuffix("Store.swift"))
                && source.range(of: #"var \w+: \w+Draft\b"#, options: .regularExpression) != nil
        }
        let formsHoldDrafts = ui.values.contains {
            $0.range(of: #"@State private var \w+: \w+Draft\b"#, options: .regularExpression) != nil
        }
        #expect(formsHoldDrafts, "the \(style) forms no longer keep their drafts")
        let lines = BundleText.lines(
            of: try BundleText.of(style: style), containing: "View models hold business state only")
        #expect(!lines.isEmpty, "the \(style) bundle no longer says what view models hold")
        for line in lines where !viewModelsHoldDrafts {
            #expect(!line.contains("form input,"), "no generated view model holds form input: \(line)")
            #expect(line.contains("draft"), "the line does not say where form input lives: \(line)")
        }
    }
}
