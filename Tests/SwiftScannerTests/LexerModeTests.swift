import SwiftScanner
import Testing

/// Literals nested in literals, where the lexer's modes stack up: each interpolation returns to the
/// string it belongs to, with that string's own delimiters, however the strings around it differ.
@Suite("Lexer: nested modes")
struct LexerModeTests {
    @Test func rawStringInterpolationHoldsAPlainStringWithItsOwnInterpolation() {
        // Inside `\#(…)` the plain string's `\(` interpolates and its `"` closes it, while the raw
        // string's text resumes only after the `)` that matches its own `\#(`.
        #expect(
            dump(##"#"a\#(f("b\(c)d"))e"#"##) == [
                "stringOpen #\"", "stringSegment a", ##"interpolationOpen \#("##,
                "identifier f", "leftParen (", "stringOpen \"", "stringSegment b", #"interpolationOpen \("#,
                "identifier c", "interpolationClose )", "stringSegment d", "stringClose \"", "rightParen )",
                "interpolationClose )", "stringSegment e", "stringClose \"#",
            ])
    }

    @Test func plainStringInsideARawStringsInterpolationKeepsItsBackslashParen() {
        // `\(` is text in the raw string but an interpolation in the plain string nested in it.
        #expect(
            dump(##"#"\(x)\#("\(y)")"#"##) == [
                "stringOpen #\"", #"stringSegment \(x)"#, ##"interpolationOpen \#("##,
                "stringOpen \"", #"interpolationOpen \("#, "identifier y", "interpolationClose )", "stringClose \"",
                "interpolationClose )", "stringClose \"#",
            ])
    }

    @Test func multiLineStringInterpolationHoldsARawStringAndAMultiLineOne() {
        let source = "let s = \"\"\"\n  \\(#\"r\\#(1)\"#) \\(\"\"\"\n    in \\(2)\n    \"\"\")\n  \"\"\"\n"
        #expect(
            dump(source) == [
                "keyword let", "identifier s", "equal =", "stringOpen \"\"\"", "stringSegment \n  ",
                #"interpolationOpen \("#, "stringOpen #\"", "stringSegment r", ##"interpolationOpen \#("##,
                "integerLiteral 1", "interpolationClose )", "stringClose \"#", "interpolationClose )",
                "stringSegment  ", #"interpolationOpen \("#, "stringOpen \"\"\"", "stringSegment \n    in ",
                #"interpolationOpen \("#, "integerLiteral 2", "interpolationClose )", "stringSegment \n    ",
                "stringClose \"\"\"", "interpolationClose )", "stringSegment \n  ", "stringClose \"\"\"",
            ])
        #expect(Lexer.tokenize(source).diagnostics.isEmpty)
    }

    @Test func parenthesesInsideAnInterpolationDoNotEndIt() {
        #expect(
            dump(#""\(f((1), (2)))!""#) == [
                "stringOpen \"", #"interpolationOpen \("#, "identifier f", "leftParen (", "leftParen (",
                "integerLiteral 1", "rightParen )", "comma ,", "leftParen (", "integerLiteral 2", "rightParen )",
                "rightParen )", "interpolationClose )", "stringSegment !", "stringClose \"",
            ])
    }

    @Test func regexLiteralsInsideInterpolationsAreCode() {
        // A regex literal has no interpolation of its own; inside one, `)` and `"` are the regex's.
        #expect(
            dump(##""\(s.contains(/a(b)"/))" + "\(#/x)/#)""##) == [
                "stringOpen \"", #"interpolationOpen \("#, "identifier s", "period .", "identifier contains",
                "leftParen (", #"regexLiteral /a(b)"/"#, "rightParen )", "interpolationClose )", "stringClose \"",
                "operator +",
                "stringOpen \"", #"interpolationOpen \("#, "regexLiteral #/x)/#", "interpolationClose )",
                "stringClose \"",
            ])
    }

    @Test func aLineBreakInAPlainInterpolationInsideAMultiLineStringEndsOnlyThePlainString() {
        // The single-line string and everything in it end at the line break; the multi-line string
        // around it goes on, and its interpolation's code with it.
        let source = "\"\"\"\n\\(g(\"a\\(b\n))\n\"\"\""
        let stream = Lexer.tokenize(source)
        #expect(stream.diagnostics.map(\.code) == ["unterminatedString"])
        #expect(stream.diagnostics.first.map { [$0.line, $0.column] } == [2, 5])
        #expect(
            dump(source).suffix(4) == [
                "rightParen )", "interpolationClose )", "stringSegment \n", "stringClose \"\"\"",
            ])
        #expect(reassembled(stream) == Array(source.utf8))
    }

    @Test func deepAlternatingNestingRoundTripsWithoutDiagnostics() {
        var source = ""
        for depth in 0..<200 {
            source += depth % 2 == 0 ? "\"\\(" : "#\"\\#("
        }
        source += "x"
        for depth in (0..<200).reversed() {
            source += depth % 2 == 0 ? ")\"" : ")\"#"
        }
        let stream = Lexer.tokenize(source)
        #expect(stream.diagnostics.isEmpty)
        #expect(reassembled(stream) == Array(source.utf8))
        #expect(stream.tokens.filter { $0.kind == .interpolationClose }.count == 200)
    }
}
