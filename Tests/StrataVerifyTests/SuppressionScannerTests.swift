import Testing

@testable import StrataVerify

@Suite struct SuppressionScannerTests {
    @Test func findsLineCommentDirectivesWithTheirNextCodeLine() {
        let source = SourceText(
            """
            import Foundation
            // strata:disable:next domain-purity

            // an ordinary comment
            import SwiftUI // strata:disable theme-tokens
            """)
        let result = SuppressionScanner.scan(source)
        #expect(result.directives.map(\.directive.ruleIDs) == [["domain-purity"], ["theme-tokens"]])
        #expect(result.directives.map(\.nextCodeLine) == [5, nil])
        #expect(result.directives.map(\.directive.line) == [2, 5])
        #expect(result.directives.map(\.directive.column) == [1, 16])
    }

    @Test func ignoresDirectivesInStringsAndBlockComments() {
        let source = SourceText(
            #"""
            let text = "// strata:disable:next domain-purity"
            /* // strata:disable theme-tokens */
            let raw = """
                // strata:disable:file all
                """
            """#)
        let result = SuppressionScanner.scan(source)
        #expect(result.directives.isEmpty)
        #expect(result.problems.isEmpty)
    }

    @Test func reportsMalformedDirectivesWhereTheyAre() {
        let result = SuppressionScanner.scan(SourceText("let a = 1\n  // strata:disabel x\n"))
        #expect(result.problems.map(\.problem) == [.unknownCommand("disabel")])
        #expect(result.problems.map(\.line) == [2])
        #expect(result.problems.map(\.column) == [3])
    }

    @Test func linesAndPositionsHandleCRLF() {
        let source = SourceText("a\r\nbb\r\nccc")
        #expect(source.lineText(2) == "bb")
        #expect(source.lineText(3) == "ccc")
        #expect(source.lineCount == 3)
        #expect(source.position(ofByte: 4) == (2, 2))
        #expect(source.lineText(containingByte: 4) == "bb")
        #expect(source.lineText(containingByte: 0) == "a")
        #expect(source.lineText(containingByte: 9) == "ccc")
    }
}
