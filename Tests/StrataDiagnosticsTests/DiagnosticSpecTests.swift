import StrataDiagnostics
import StrataTestSupport
import Testing

/// The test kit's comparison of a run's diagnostics with the expected ones: by marker place
/// (line and UTF-8 column) and message, listing every difference.
@Suite struct DiagnosticSpecTests {
    private func diagnostic(
        _ line: Int, _ column: Int, _ message: String, id: String = "rule.sample", file: String = "A.swift"
    )
        -> Diagnostic
    {
        Diagnostic(
            id: id, severity: .error,
            location: Diagnostic.Location(file: file, start: Diagnostic.Position(line: line, column: column)),
            message: message)
    }

    @Test func placeMarkersTakeTheSpecsInOrderAndColumnsCountUTF8Bytes() {
        let marked = MarkedText("let é = ↓a\n// 🙂 ↓b\n")
        #expect(marked.places == [MarkedText.Position(line: 1, column: 10), MarkedText.Position(line: 2, column: 9)])
        let comparison = compareDiagnostics(
            DiagnosticSpec.inMarkerOrder(["first", "second"]),
            in: [diagnostic(2, 9, "second"), diagnostic(1, 10, "first")], markers: marked, file: "A.swift")
        #expect(comparison.isMatch, "\(comparison.listing)")
        #expect(comparison.matched.map(\.message) == ["first", "second"])
    }

    @Test func namedMarkersTakeTheirOwnSpec() {
        let marked = MarkedText("1️⃣a 2️⃣b")
        let comparison = compareDiagnostics(
            [DiagnosticSpec("2️⃣", "at b"), DiagnosticSpec("1️⃣", "at a")],
            in: [diagnostic(1, 1, "at a"), diagnostic(1, 3, "at b")], markers: marked)
        #expect(comparison.isMatch, "\(comparison.listing)")
    }

    @Test func everyDifferenceIsListed() {
        let marked = MarkedText("↓a\n↓b\n↓c\n")
        let comparison = compareDiagnostics(
            DiagnosticSpec.inMarkerOrder(["at a", "at b", "at c"], id: "rule.sample"),
            in: [
                diagnostic(1, 1, "at a"),
                diagnostic(2, 1, "something else"),
                diagnostic(4, 1, "extra"),
                diagnostic(3, 1, "at c", id: "rule.other"),
                diagnostic(1, 1, "at a", file: "B.swift"),
            ],
            markers: marked, file: "A.swift")
        #expect(!comparison.isMatch)
        #expect(comparison.matched.map(\.message) == ["at a"])
        #expect(comparison.mismatched.map(\.actual.message) == ["something else", "at c"])
        #expect(comparison.missing.isEmpty)
        #expect(comparison.unexpected.map(\.message) == ["extra", "at a"])
        let listing = comparison.listing
        #expect(
            listing.contains(
                "  2:1 message differs\n      expected: [rule.sample] at b\n      actual:   [rule.sample] something else"
            ), "\(listing)")
        #expect(listing.contains("      actual:   [rule.other] at c"), "\(listing)")
        #expect(listing.contains("  4:1 unexpected in A.swift: [rule.sample] extra"), "\(listing)")
        #expect(listing.contains("  1:1 unexpected in B.swift: [rule.sample] at a"), "\(listing)")
    }

    @Test func aMissingDiagnosticAndSpecsThatDoNotFitTheMarkersAreListed() {
        let marked = MarkedText("↓a ↓b 1️⃣c")
        let comparison = compareDiagnostics(
            DiagnosticSpec.inMarkerOrder(["at a"]) + [DiagnosticSpec("3️⃣", "nowhere")],
            in: [], markers: marked)
        #expect(comparison.missing.map(\.message) == ["at a"])
        #expect(comparison.listing.contains("  1:1 missing: at a"), "\(comparison.listing)")
        #expect(comparison.specProblems.count == 3, "\(comparison.specProblems)")
        #expect(comparison.listing.contains("1 ↓ marker(s) without a spec, at 1:3"), "\(comparison.listing)")
        #expect(comparison.listing.contains("1️⃣ marker without a spec"), "\(comparison.listing)")
        #expect(comparison.listing.contains("no unused 3️⃣ marker"), "\(comparison.listing)")
    }

    /// A name at two places cannot say which one a spec means: the comparison says so instead of stopping the run.
    @Test func aNamedMarkerWrittenTwiceIsASpecProblem() {
        let comparison = compareDiagnostics(
            [DiagnosticSpec("1️⃣", "at a")], in: [diagnostic(1, 1, "at a")], markers: MarkedText("1️⃣a 1️⃣b"))
        #expect(!comparison.isMatch)
        #expect(comparison.specProblems == ["1️⃣ marks more than one place"])
    }

    @Test func moreSpecsThanMarkersIsASpecProblem() {
        let comparison = compareDiagnostics(
            DiagnosticSpec.inMarkerOrder(["one", "two"]), in: [diagnostic(1, 1, "one")], markers: MarkedText("↓x"))
        #expect(comparison.specProblems == ["more ↓ specs than ↓ markers (1): ↓ two"])
        #expect(comparison.matched.count == 1)
    }
}
