import Testing
@testable import StrataVerify

@Suite struct BaselineTests {
    private func finding(_ file: String, _ rule: String, line: Int, _ text: String) -> Finding {
        Finding(ruleID: rule, severity: .error, message: "m", file: file, line: line, column: 1, lineText: text)
    }

    @Test func matchesOnContentNotLineNumber() {
        let baseline = Baseline(findings: [finding("A.swift", "domain-purity", line: 3, "import SwiftUI")])
        let moved = finding("A.swift", "domain-purity", line: 40, "import   SwiftUI")
        let comparison = baseline.compare(with: [moved])
        #expect(comparison.newFindings.isEmpty)
        #expect(comparison.staleEntries.isEmpty)
    }

    @Test func differentFileRuleOrContentIsNew() {
        let baseline = Baseline(findings: [finding("A.swift", "domain-purity", line: 3, "import SwiftUI")])
        let others = [
            finding("B.swift", "domain-purity", line: 3, "import SwiftUI"),
            finding("A.swift", "layer-dependency", line: 3, "import SwiftUI"),
            finding("A.swift", "domain-purity", line: 3, "import UIKit"),
        ]
        let comparison = baseline.compare(with: others)
        #expect(comparison.newFindings == others)
        #expect(comparison.staleEntries == baseline.entries)
    }

    @Test func identicalEntriesCountAsAMultiset() {
        let accepted = finding("A.swift", "theme-tokens", line: 1, ".foregroundColor(.red)")
        let baseline = Baseline(findings: [accepted, accepted])
        let three = [accepted, accepted, finding("A.swift", "theme-tokens", line: 9, ".foregroundColor(.red)")]
        #expect(baseline.compare(with: three).newFindings.count == 1)
        let one = baseline.compare(with: [accepted])
        #expect(one.newFindings.isEmpty)
        #expect(one.staleEntries == [Baseline.Entry(accepted)])
    }

    @Test func entriesAreSortedForStableFiles() {
        let baseline = Baseline(findings: [
            finding("B.swift", "r", line: 1, "x"), finding("A.swift", "z", line: 1, "x"), finding("A.swift", "a", line: 1, "y"),
        ])
        #expect(baseline.entries.map(\.file) == ["A.swift", "A.swift", "B.swift"])
        #expect(baseline.entries.map(\.rule) == ["a", "z", "r"])
    }
}
