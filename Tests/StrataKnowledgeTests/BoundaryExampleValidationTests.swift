import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

/// `boundary` is for ✅ examples only: a ❌ example always shows code to avoid.
@Suite struct BoundaryExampleValidationTests {
    @Test func aTriggeringExampleCannotBeABoundary() throws {
        let rules = try String(decoding: RepositoryKnowledge.data(of: .rules), as: UTF8.self)
        let marked = rules.replacingOccurrences(
            of: #""triggering": [\#n          {"#,
            with: #""triggering": [\#n          {\#n            "boundary": true,"#)
        #expect(marked != rules, "the edit found its place")
        let folder = try TemporaryDirectory(files: [KnowledgeFile.rules.rawValue: marked])
        let library = try ResourceLibrary.directory(at: RepositoryKnowledge.root.path)
            .overlaying(knowledgeDirectory: folder.path)
        let error = try #require(throws: KnowledgeErrors.self) { try KnowledgeBase.load(from: library) }
        #expect(
            error.errors.map(\.description).contains {
                $0.contains(".boundary") && $0.contains("only a non-triggering example marks where the rule stops")
            }, "\(error.errors.map(\.description))")
    }
}
