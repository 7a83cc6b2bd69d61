import SwiftScanner
import Testing

@Suite("Lexer: names, keywords, attributes, operators, numbers")
struct LexerTokenTests {
    @Test func identifiersOfEveryForm() {
        #expect(
            dump("let `default` = café + 数 + $0 + $value + _x + _") == [
                "keyword let", "identifier `default`", "equal =", "identifier café", "operator +",
                "identifier 数", "operator +", "identifier $0", "operator +", "identifier $value",
                "operator +", "identifier _x", "operator +", "identifier _",
            ])
    }

    @Test func reservedAndContextualKeywords() {
        let stream = Lexer.tokenize("final actor Store { nonisolated let id: Int }")
        let kinds = stream.tokens.dropLast().map { "\($0.kind.rawValue):\($0.keyword?.rawValue ?? "-")" }
        #expect(
            kinds == [
                "identifier:final", "identifier:actor", "identifier:-", "leftBrace:-",
                "identifier:nonisolated", "keyword:let", "identifier:-", "colon:-", "identifier:-",
                "rightBrace:-",
            ])
    }

    /// Every keyword is found, and a name one letter off (longer, shorter, another case, another
    /// first byte) is one only when it is itself a keyword: the table rules names out by their
    /// first byte and length before it looks them up.
    @Test func everyKeywordAndNoNameOneLetterOffIsAKeyword() {
        var mismatches: [String] = []
        for keyword in Keyword.allCases {
            let word = keyword.rawValue
            let variants = [
                word, word + "x", String(word.dropLast()), "_" + word, "x" + word, word.uppercased(),
                word.prefix(1).uppercased() + word.dropFirst(), word.prefix(1).lowercased() + word.dropFirst(),
            ]
            for text in variants where text.count >= 1 {
                let found = Lexer.tokenize(text)[0].keyword
                if found != Keyword(rawValue: text) { mismatches.append("\(text): \(found?.rawValue ?? "none")") }
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func backtickedKeywordCarriesNoKeyword() {
        let stream = Lexer.tokenize("`class`")
        #expect(stream[0].kind == .identifier)
        #expect(stream[0].keyword == nil)
    }

    @Test func keywordsUsedAsArgumentLabels() {
        #expect(
            dump("f(for: x, in: y, default: z)") == [
                "identifier f", "leftParen (", "identifier for", "colon :", "identifier x", "comma ,",
                "identifier in", "colon :", "identifier y", "comma ,", "identifier default", "colon :",
                "identifier z", "rightParen )",
            ])
        #expect(
            dump("func move(in view: V, _ x: Int)") == [
                "keyword func", "identifier move", "leftParen (", "identifier in", "identifier view",
                "colon :", "identifier V", "comma ,", "identifier _", "identifier x", "colon :",
                "identifier Int", "rightParen )",
            ])
    }

    @Test func keywordsKeepTheirRoleOutsideArgumentLists() {
        #expect(
            dump("case is A, nil: break") == [
                "keyword case", "keyword is", "identifier A", "comma ,", "keyword nil", "colon :",
                "keyword break",
            ])
        #expect(
            dump("guard let a, let b: Int = c") == [
                "keyword guard", "keyword let", "identifier a", "comma ,", "keyword let", "identifier b",
                "colon :", "identifier Int", "equal =", "identifier c",
            ])
    }

    @Test func keywordsAfterPeriodAreMemberNamesExceptSelfAndInit() {
        #expect(
            dump("x.default + T.self + .init() + .class") == [
                "identifier x", "period .", "identifier default", "operator +", "identifier T", "period .",
                "keyword self", "operator +", "period .", "keyword init", "leftParen (", "rightParen )",
                "operator +", "period .", "identifier class",
            ])
    }

    @Test func attributesWithAndWithoutArguments() {
        #expect(
            dump("@MainActor @available(iOS 17, *) @Clamped(0...1) @Observable") == [
                "attribute @MainActor", "attribute @available", "leftParen (", "identifier iOS",
                "integerLiteral 17", "comma ,", "operator *", "rightParen )", "attribute @Clamped",
                "leftParen (", "integerLiteral 0", "operator ...", "integerLiteral 1", "rightParen )",
                "attribute @Observable",
            ])
    }

    @Test func operatorsAndPunctuation() {
        #expect(
            dump("a?.b ?? c! -> d == e != f && g..<h; x = -1 <*> √y") == [
                "identifier a", "operator ?", "period .", "identifier b", "operator ??", "identifier c",
                "operator !", "arrow ->", "identifier d", "operator ==", "identifier e", "operator !=",
                "identifier f", "operator &&", "identifier g", "operator ..<", "identifier h",
                "semicolon ;", "identifier x", "equal =", "operator -", "integerLiteral 1",
                "operator <*>", "operator √", "identifier y",
            ])
    }

    @Test func keyPathAndBrackets() {
        #expect(
            dump(#"xs[\.name]"#) == [
                "identifier xs", "leftBracket [", "backslash \\", "period .", "identifier name",
                "rightBracket ]",
            ])
    }

    @Test(arguments: [
        ("42", "integerLiteral"), ("1_000_000", "integerLiteral"), ("0x1F", "integerLiteral"),
        ("0b1010", "integerLiteral"), ("0o17", "integerLiteral"), ("3.14", "floatLiteral"),
        ("1.5e-3", "floatLiteral"), ("2E10", "floatLiteral"), ("0x1p-2", "floatLiteral"),
        ("0x1.8p3", "floatLiteral"),
    ])
    func numberLiterals(source: String, kind: String) {
        #expect(dump(source) == ["\(kind) \(source)"])
    }

    @Test func rangesAndTupleMembersAreNotFloats() {
        #expect(
            dump("1..<5 + t.0") == [
                "integerLiteral 1", "operator ..<", "integerLiteral 5", "operator +", "identifier t",
                "period .", "integerLiteral 0",
            ])
    }

    @Test func conditionalCompilationDirectives() {
        #expect(
            dump("#if DEBUG\n#elseif os(iOS)\n#else\n#endif\n#available(iOS 17, *)") == [
                "poundIf #if", "identifier DEBUG", "poundElseif #elseif", "identifier os", "leftParen (",
                "identifier iOS", "rightParen )", "poundElse #else", "poundEndif #endif",
                "poundIdentifier #available", "leftParen (", "identifier iOS", "integerLiteral 17",
                "comma ,", "operator *", "rightParen )",
            ])
    }

    @Test func unknownBytesAreOneDiagnosedToken() {
        let stream = Lexer.tokenize(bytes: [0x61, 0xFF, 0xFE, 0x27, 0x62])
        #expect(stream.tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
        #expect(stream.diagnostics.map(\.code) == ["unexpectedBytes"])
    }
}
