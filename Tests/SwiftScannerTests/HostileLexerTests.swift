import SwiftScanner
import Testing

/// Code that must not hide from the index: constructs the
/// compiler reads one way and a lexer could read another.
@Suite("Hostile: code hidden from the index")
struct HostileLexerTests {
    // MARK: `#"""#` is a one-line raw string

    @Test func rawStringOfOneQuoteIsASingleLineString() {
        #expect(
            dump(##"let a = #"""#"##) == [
                "keyword let", "identifier a", "equal =", "stringOpen #\"", "stringSegment \"", "stringClose \"#",
            ])
    }

    @Test func importBetweenTwoQuoteRawStringsIsIndexed() {
        let source = ##"""
            let a = #"""#
            import UIKit
            let b = #"""#
            """##
        #expect(outline(source) == ["import UIKit", ##"let a = #"""#"##, ##"let b = #"""#"##])
        #expect(SourceFileIndex(parsing: source).diagnostics.isEmpty)
    }

    /// The compiler's rule: a `#"""` opener is one-line when a quote followed by its pounds
    /// appears later on the same line; otherwise it opens a multi-line string.
    @Test(arguments: [
        (##"#""""#"##, ["stringOpen #\"", #"stringSegment """#, "stringClose \"#"]),
        (##"#"""a"""#"##, ["stringOpen #\"", #"stringSegment ""a"""#, "stringClose \"#"]),
        (###"##"""#"##"###, ["stringOpen ##\"", ##"stringSegment ""#"##, "stringClose \"##"]),
        (
            ##"#"""\#(x)"#"##,
            [
                "stringOpen #\"", #"stringSegment """#, ##"interpolationOpen \#("##, "identifier x",
                "interpolationClose )", "stringClose \"#",
            ]
        ),
    ])
    func rawOpenersClosingOnTheirLineAreOneLine(source: String, tokens: [String]) {
        #expect(dump(source) == tokens)
        #expect(Lexer.tokenize(source).diagnostics.isEmpty)
    }

    @Test func rawOpenerWithoutACloseOnItsLineStaysMultiline() {
        let source = "let a = #\"\"\" say \"hi\" # \n\"\"\"#\nimport UIKit"
        #expect(dump(source).contains("stringOpen #\"\"\""))
        #expect(outline(source).first == "import UIKit")
    }

    /// A line of raw openers nested in interpolations, all looking for one far close:
    /// linear, not one scan of the line per opener. Judged by how the time grows from 25,000 to
    /// 100,000 openers (about 4 times when linear, 16 when quadratic), the best of three runs
    /// each, so a busy machine slows both sizes alike instead of failing an absolute limit.
    @Test func longLineOfNestedRawOpenersStaysLinear() {
        func source(_ openers: Int) -> String { String(repeating: ##"#"""\#("##, count: openers) + ##"""#"## }
        func bestTime(_ text: String) -> Duration {
            (0..<3).map { _ in ContinuousClock().measure { _ = Lexer.tokenize(text) } }.min() ?? .zero
        }
        let small = source(25_000)
        let large = source(100_000)
        let ratio = bestTime(large) / bestTime(small)
        #expect(ratio < 9, "4 times the openers took \(ratio) times as long")
        #expect(FuzzTests.problem(scanning: Array(large.utf8)) == nil)
    }

    // MARK: NUL bytes

    /// The compiler reads a NUL byte between tokens as whitespace, with a warning.
    @Test func nulBetweenTokensIsWhitespaceAndDiagnosedOnce() {
        let source = "// a\nimport\u{0}UIKit\u{0}\u{0}\nlet\u{0}x = 1\n"
        #expect(outline(source) == ["import UIKit", "let x = 1"])
        let diagnostics = Lexer.tokenize(source).diagnostics
        #expect(diagnostics.map(\.code) == ["nulByte"])
        #expect(diagnostics.map(\.line) == [2])
        #expect(diagnostics.map(\.column) == [7])
    }

    @Test func nulInsideACommentOrStringIsDiagnosedToo() {
        for source in ["// note\r\n// \u{0}\nimport UIKit", "let s = \"\u{0}\"\r\nimport UIKit"] {
            #expect(outline(source).first == "import UIKit")
            let diagnostic = Lexer.tokenize(source).diagnostics.first
            #expect(diagnostic?.code == "nulByte")
            #expect(diagnostic?.line == (source.hasPrefix("//") ? 2 : 1))
        }
    }

    // MARK: Commas inside generic arguments of an initial value

    @Test func genericArgumentsInAnInitialValueDoNotSplitTheBinding() {
        let source = """
            final class Model {
                let s = CurrentValueSubject<State, Never>(.idle)
                let t = PassthroughSubject<Int, Never>(), u = 2
                let cache = Dictionary<String, [Int]>.init()
                let pair = make<A, B>
                let comparison = a < b, c = d > e
            }
            """
        #expect(
            outline(source) == [
                "class Model [final]",
                "  let s = CurrentValueSubject<State, Never>(.idle)",
                "  let t = PassthroughSubject<Int, Never>()",
                "  let u = 2",
                "  let cache = Dictionary<String, [Int]>.init()",
                "  let pair = make<A, B>",
                "  let comparison = a < b",
                "  let c = d > e",
            ])
    }

    @Test func hostileRunOfOpenAnglesStaysLinear() {
        let source = "let x = " + String(repeating: "a<b, ", count: 100_000) + "\nlet y = 1"
        let clock = ContinuousClock()
        var names: [String] = []
        let elapsed = clock.measure { names = SourceFileIndex(parsing: source).topLevelProperties.map(\.name) }
        #expect(elapsed < .seconds(5))
        #expect(names.first == "x")
        #expect(names.last == "y")
    }

    // MARK: Round trip and differential

    static let trickyInitialValues = [
        ##"#"""#"##, ##"#""""#"##, ###"##"""#"##"###, ##"#"""a"""#"##,
        "CurrentValueSubject<State, Never>(.idle)", "Dictionary<String, [Int]>()", "Set<Int>([1, 2])",
        "Result<Int, any Error>.success(1)", "Box<Array<Int>, Never>.make()",
    ]

    /// Every token still reassembles into the input, with positions in order.
    @Test(arguments: trickyInitialValues)
    func trickyInitialValuesRoundTrip(value: String) {
        let source = "let a = \(value)\nimport UIKit\nstruct S { var b = \(value), c = 1 }"
        #expect(FuzzTests.problem(scanning: Array(source.utf8)) == nil)
    }

    /// Differential: a tricky initial value declares exactly what a plain one in its place
    /// declares, so nothing around it is hidden or invented.
    @Test(arguments: trickyInitialValues)
    func trickyInitialValueIndexesLikeAPlainOne(value: String) {
        func shape(_ initialValue: String) -> [String] {
            let source = """
                let a = \(initialValue)
                import UIKit
                final class Model {
                    var b = \(initialValue), c = 1
                    let d = \(initialValue)
                    func load() {}
                }
                let e = \(initialValue)
                """
            let index = SourceFileIndex(parsing: source)
            return index.imports.map(\.path) + index.declarations.flatMap(names) + index.diagnostics.map(\.code)
        }
        #expect(shape(value) == shape("0"))
    }

    private func names(_ declaration: Declaration) -> [String] {
        switch declaration {
        case .type(let type): [type.name] + type.members.flatMap(names)
        case .property(let property): [property.name]
        case .function(let function): [function.name]
        default: [describe(declaration)]
        }
    }
}
