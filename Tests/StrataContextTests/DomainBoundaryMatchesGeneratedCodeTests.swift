import Foundation
import StrataContextTestSupport
import Testing

@testable import StrataContext

/// What the bundle forbids the domain is what its generated files keep to: an agent told the domain must not
/// "mention" view models reads the generated entities' comments about `ProductDTO` as a contradiction, while the
/// boundary the rules hold is the code's (the names it declares and uses), not the prose explaining it.
@Suite struct DomainBoundaryMatchesGeneratedCodeTests {
    private static let outerWords = ["view model", "DTO", "screen"]

    @Test(arguments: ContextMatchesPackageTests.styles)
    func theDomainsMustNotLineHoldsForItsGeneratedFiles(style: String) throws {
        let domain = try DemoContext.swiftFiles(under: "Sources/DemoDomain", style: style)
        #expect(!domain.isEmpty, "the \(style) package has no domain files")
        let lines = BundleText.lines(of: try BundleText.of(style: style), containing: "view models, views, DTOs")
        #expect(!lines.isEmpty, "the \(style) bundle never says what the domain must not touch")
        let comments = domain.values.flatMap { $0.split(separator: "\n") }
            .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        let code = domain.values.flatMap { $0.split(separator: "\n") }
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        for line in lines {
            if line.contains("Mention") {
                let mentioning = comments.filter { comment in Self.outerWords.contains { comment.contains($0) } }
                #expect(mentioning.isEmpty, "the domain's comments mention what the line forbids: \(line)")
            }
        }
        let outerNames = code.filter {
            $0.range(of: #"\b\w+(ViewModel|DTO|Screen)\b"#, options: .regularExpression) != nil
        }
        #expect(outerNames.isEmpty, "the domain's code names an outer layer's type: \(outerNames)")
    }
}
