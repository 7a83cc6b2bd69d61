import StrataTestSupport
import SwiftScanner
import Testing

@Suite("Lexer: comments, trivia, regex literals, positions")
struct LexerTriviaAndRegexTests {
    @Test func nestedBlockCommentIsOneTriviaPiece() {
        let source = "/* /* nested */ still comment */ x"
        let stream = Lexer.tokenize(source)
        #expect(dump(source) == ["identifier x"])
        let pieces = stream.leadingTrivia(of: stream[0])
        #expect(pieces.map(\.kind) == [.blockComment, .whitespace])
        #expect(stream.text(in: pieces[0].range) == "/* /* nested */ still comment */")
    }

    @Test func commentKindsAndTrailingTriviaStopsAtLineBreak() {
        let stream = Lexer.tokenize("a // note\n/// doc\n/** block doc */ b /**/")
        #expect(stream.trailingTrivia(of: stream[0]).map(\.kind) == [.whitespace, .lineComment])
        #expect(
            stream.leadingTrivia(of: stream[1]).map(\.kind) == [
                .lineBreak, .docLineComment, .lineBreak, .docBlockComment, .whitespace,
            ])
        #expect(stream.trailingTrivia(of: stream[1]).map(\.kind) == [.whitespace, .blockComment])
    }

    @Test func unterminatedBlockCommentIsDiagnosed() {
        let stream = Lexer.tokenize("x /* /* */ never closed")
        #expect(stream.tokens.map(\.kind) == [.identifier, .endOfFile])
        #expect(stream.diagnostics.map(\.code) == ["unterminatedBlockComment"])
    }

    @Test func regexLiteralWhereAnExpressionStarts() {
        #expect(
            dump("let r = /a+(b)\\/c/\nlet q = x / y / z") == [
                "keyword let", "identifier r", "equal =", "regexLiteral /a+(b)\\/c/", "keyword let",
                "identifier q", "equal =", "identifier x", "operator /", "identifier y", "operator /",
                "identifier z",
            ])
    }

    @Test func slashFollowedBySpaceOrUnbalancedParenIsAnOperator() {
        #expect(
            dump("reduce(0, /) + f(/ 2 /)") == [
                "identifier reduce", "leftParen (", "integerLiteral 0", "comma ,", "operator /",
                "rightParen )", "operator +", "identifier f", "leftParen (", "operator /",
                "integerLiteral 2", "operator /", "rightParen )",
            ])
    }

    @Test func extendedRegexLiteralsWithQuotesInsideDoNotOpenStrings() {
        #expect(
            dump("let r = #/a/\"b/#; let m = #/\n  x \" # y\n/#\nlet n = 1") == [
                "keyword let", "identifier r", "equal =", "regexLiteral #/a/\"b/#", "semicolon ;",
                "keyword let", "identifier m", "equal =", "regexLiteral #/\n  x \" # y\n/#",
                "keyword let", "identifier n", "equal =", "integerLiteral 1",
            ])
    }

    @Test(arguments: [
        "↓let ↓é ↓= ↓\"↓x↓\"\n  /* c */ ↓var ↓x\n↓\"\"\"↓\nab\n↓\"\"\" ↓z",
        "↓#if ↓DEBUG\r\n↓@State ↓var ↓ñandú↓: ↓[↓Int↓] ↓= ↓[↓]\r↓#endif",
        "↓f↓(↓#\"↓a↓\\#(↓b↓)↓\"#↓) /* /* */ */ ↓= ↓/re/ ↓+ ↓#/\n/#",
    ])
    func positionsAreOneBasedLinesAndUTF8Columns(marked: String) {
        let source = MarkedText(marked)
        let stream = Lexer.tokenize(source.text)
        let positions = stream.tokens.dropLast().map { "\($0.line):\($0.column)" }
        #expect(positions == source.positions.map(\.description))
    }

    @Test func tokensAtLineStartAreFlagged() {
        let stream = Lexer.tokenize("a b\n  c /* one line */ d /* two\n lines */ e")
        #expect(stream.tokens.map(\.isAtStartOfLine) == [true, false, true, false, true, false])
    }
}

@Suite("Lexer: file edges and operator corner cases")
struct LexerEdgeTests {
    @Test func byteOrderMarkAndShebangAreLeadingTrivia() {
        let source = "\u{FEFF}#!/usr/bin/env swift\nprint(1)"
        let stream = Lexer.tokenize(source)
        #expect(dump(source) == ["identifier print", "leftParen (", "integerLiteral 1", "rightParen )"])
        #expect(stream.leadingTrivia(of: stream[0]).map(\.kind) == [.byteOrderMark, .shebang, .lineBreak])
        #expect(reassembled(stream) == Array(source.utf8))
    }

    @Test func postfixAndCastOperators() {
        #expect(
            dump("a!.b?.c as! T; try? f()") == [
                "identifier a", "operator !", "period .", "identifier b", "operator ?", "period .",
                "identifier c", "keyword as", "operator !", "identifier T", "semicolon ;", "keyword try",
                "operator ?", "identifier f", "leftParen (", "rightParen )",
            ])
    }

    /// `>>` stays one operator, as in the compiler's lexer; the index counts its `>`s.
    @Test func nestedGenericClosersLexAsOneOperator() {
        #expect(
            dump("Array<Array<Int>>()") == [
                "identifier Array", "operator <", "identifier Array", "operator <", "identifier Int",
                "operator >>", "leftParen (", "rightParen )",
            ])
        let index = SourceFileIndex(parsing: "var grid: Array<Array<Int>> = [], other = 1")
        #expect(index.topLevelProperties.map(\.name) == ["grid", "other"])
        #expect(index.topLevelProperties.first?.typeAnnotation == "Array<Array<Int>>")
    }

    @Test func poundExpressionsAndKeyPaths() {
        #expect(
            dump(#"#selector(tap(_:)) \Model.items.count"#) == [
                "poundIdentifier #selector", "leftParen (", "identifier tap", "leftParen (", "identifier _",
                "colon :", "rightParen )", "rightParen )", "backslash \\", "identifier Model", "period .",
                "identifier items", "period .", "identifier count",
            ])
    }
}
