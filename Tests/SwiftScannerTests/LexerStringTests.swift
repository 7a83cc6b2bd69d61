import StrataTestSupport
import SwiftScanner
import Testing

@Suite("Lexer: string literals")
struct LexerStringTests {
    @Test func plainStringWithEscapedQuote() {
        #expect(
            dump(#"let s = "a\"b""#) == [
                "keyword let", "identifier s", "equal =",
                "stringOpen \"", #"stringSegment a\"b"#, "stringClose \"",
            ])
    }

    @Test func emptyString() {
        #expect(
            dump(#"f("")"#) == [
                "identifier f", "leftParen (", "stringOpen \"", "stringClose \"", "rightParen )",
            ])
    }

    @Test func interpolationWithBracesInsideNestedStrings() {
        #expect(
            dump(#""\(a ? "}" : "{")""#) == [
                "stringOpen \"", #"interpolationOpen \("#,
                "identifier a", "operator ?", "stringOpen \"", "stringSegment }", "stringClose \"",
                "colon :", "stringOpen \"", "stringSegment {", "stringClose \"",
                "interpolationClose )", "stringClose \"",
            ])
    }

    @Test func interpolationWithClosureAndCallInside() {
        #expect(
            dump(#""n: \(xs.map { "\($0)" }.joined(separator: ","))!""#) == [
                "stringOpen \"", "stringSegment n: ", #"interpolationOpen \("#,
                "identifier xs", "period .", "identifier map", "leftBrace {",
                "stringOpen \"", #"interpolationOpen \("#, "identifier $0", "interpolationClose )", "stringClose \"",
                "rightBrace }", "period .", "identifier joined", "leftParen (", "identifier separator", "colon :",
                "stringOpen \"", "stringSegment ,", "stringClose \"", "rightParen )",
                "interpolationClose )", "stringSegment !", "stringClose \"",
            ])
    }

    @Test func rawStringTreatsBackslashParenAsText() {
        #expect(
            dump(##"#"a\(b)"#"##) == [
                "stringOpen #\"", #"stringSegment a\(b)"#, "stringClose \"#",
            ])
    }

    @Test func rawStringInterpolatesWithMatchingPounds() {
        #expect(
            dump(##"#"a\#(b)"#"##) == [
                "stringOpen #\"", "stringSegment a", ##"interpolationOpen \#("##, "identifier b",
                "interpolationClose )", "stringClose \"#",
            ])
    }

    @Test func rawStringWithTwoPoundsKeepsQuoteAndOnePoundAsText() {
        #expect(
            dump(###"##"say "#hi"# \#(x)"##"###) == [
                "stringOpen ##\"", ###"stringSegment say "#hi"# \#(x)"###, "stringClose \"##",
            ])
    }

    @Test func multilineStringSpansLinesAndInterpolates() {
        let source = "let s = \"\"\"\n  a \"quoted\" \"\" line\n  \\(value)\n  \"\"\"\nlet t = 1"
        #expect(
            dump(source) == [
                "keyword let", "identifier s", "equal =", "stringOpen \"\"\"",
                "stringSegment \n  a \"quoted\" \"\" line\n  ", #"interpolationOpen \("#, "identifier value",
                "interpolationClose )", "stringSegment \n  ", "stringClose \"\"\"",
                "keyword let", "identifier t", "equal =", "integerLiteral 1",
            ])
    }

    @Test func rawMultilineString() {
        let source = "#\"\"\"\n\"\"\" inside \\(x)\n\"\"\"#"
        #expect(
            dump(source) == [
                "stringOpen #\"\"\"", "stringSegment \n\"\"\" inside \\(x)\n", "stringClose \"\"\"#",
            ])
    }

    @Test func unterminatedSingleLineStringEndsAtLineBreak() {
        let source = MarkedText("let s = ↓\"abc\nlet t = 2")
        let stream = Lexer.tokenize(source.text)
        #expect(
            dump(source.text) == [
                "keyword let", "identifier s", "equal =", "stringOpen \"", "stringSegment abc",
                "keyword let", "identifier t", "equal =", "integerLiteral 2",
            ])
        #expect(stream.diagnostics.map(\.code) == ["unterminatedString"])
        #expect(stream.diagnostics.map { "\($0.line):\($0.column)" } == source.positions.map(\.description))
    }

    @Test func lineBreakInsideSingleLineInterpolationEndsTheString() {
        let source = "let s = \"a\\(f(\nlet t = 2"
        let stream = Lexer.tokenize(source)
        #expect(dump(source).suffix(4) == ["keyword let", "identifier t", "equal =", "integerLiteral 2"])
        #expect(stream.diagnostics.map(\.code) == ["unterminatedString"])
    }

    @Test func unterminatedMultilineStringRunsToEnd() {
        let stream = Lexer.tokenize("let s = \"\"\"\nabc\n")
        #expect(stream.diagnostics.map(\.code) == ["unterminatedString"])
        #expect(stream.tokens.last?.kind == .endOfFile)
    }

    @Test func stringTextIsNotCode() {
        let stream = Lexer.tokenize(#"let a = "x.shared"; let b = Service.shared"#)
        #expect(stream.indices(ofSequence: [".", "shared"]).count == 1)
        #expect(stream.codeTokens.contains { stream.token($0, is: "Service") })
        #expect(!stream.codeTokens.contains { $0.kind.isStringText })
    }
}
