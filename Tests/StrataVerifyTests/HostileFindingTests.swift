import Testing

@testable import StrataVerify

/// Findings on a minified or generated one-line file: the excerpt each
/// finding carries is capped around its column, and the column stays right.
@Suite("Hostile: findings on huge lines")
struct HostileFindingTests {
    private func finding(line: String, column: Int) -> Finding {
        Finding(ruleID: "r", severity: .error, message: "m", file: "A.swift", line: 1, column: column, lineText: line)
    }

    @Test func aFiftyMegabyteLineIsCutAroundTheColumn() {
        let filler = String(repeating: "é", count: 25_000_000)
        let line = filler + "import UIKit" + filler
        let column = filler.utf8.count + 1
        let found = finding(line: line, column: column)
        #expect(found.lineText.utf8.count <= Finding.maximumLineTextBytes + 6)
        #expect(found.lineText.hasPrefix("…") && found.lineText.hasSuffix("…"))
        #expect(found.lineText.contains("import UIKit"))
        #expect(found.characterColumn == 25_000_001, "counted on the whole line")
    }

    @Test func startAndEndOfALongLineAreMarkedOnlyWhereCut() {
        let line = "import UIKit " + String(repeating: "x", count: 5_000)
        let atStart = finding(line: line, column: 1)
        #expect(atStart.lineText.hasPrefix("import UIKit") && atStart.lineText.hasSuffix("…"))
        let atEnd = finding(line: line, column: line.utf8.count)
        #expect(atEnd.lineText.hasPrefix("…") && atEnd.lineText.hasSuffix("x"))
        #expect(atEnd.lineText.utf8.count == Finding.maximumLineTextBytes + 3)
    }

    @Test func ordinaryLinesAreKeptWhole() {
        let line = String(repeating: "a", count: Finding.maximumLineTextBytes)
        #expect(finding(line: line, column: 3).lineText == line)
    }
}
