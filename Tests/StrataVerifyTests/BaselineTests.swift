import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

@Suite struct BaselineTests {
    private func finding(_ file: String, _ rule: String, line: Int, _ text: String) -> Finding {
        Finding(ruleID: rule, severity: .error, message: "m", file: file, line: line, column: 1, lineText: text)
    }

    /// Content is compared with runs of spaces and tabs collapsed; ASCII lines are collapsed byte
    /// by byte, and must give what splitting by Character gives (a baseline written before stays valid).
    @Test func normalizedContentCollapsesBlanksAsSplittingByCharacterDoes() {
        var random = SplitMix64(seed: 5)
        let pieces = [" ", "\t", "  ", "let", "x", "=", "Order()", "é", " \u{301}", "\u{301}"]
        for _ in 0..<2_000 {
            let text = (0..<Int(random.next() % 10)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            let bySplitting = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            #expect(Baseline.normalizedContent(text) == bySplitting, "\(text.debugDescription)")
        }
        #expect(Baseline.normalizedContent("\t  let  order =\tOrder()  ") == "let order = Order()")
    }

    /// Dashboards follow a finding across runs by its fingerprint, so it never changes: FNV-1a
    /// over file, rule and content joined by NUL, in 16 hex digits (values from the published
    /// algorithm, computed independently of the code under test).
    @Test func fingerprintsAreFNV1aOfFileRuleAndContent() {
        func reference(_ text: String) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in Array(text.utf8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        let entries = [
            Baseline.Entry(file: "Sources/Domain/Order.swift", rule: "domain-purity", content: "import UIKit"),
            Baseline.Entry(file: "é/Café.swift", rule: "r", content: ""),
            Baseline.Entry(file: "", rule: "", content: ""),
        ]
        for entry in entries {
            #expect(entry.fingerprint == reference(entry.file + "\u{0}" + entry.rule + "\u{0}" + entry.content))
        }
        #expect(entries[0].fingerprint == "9f9a65dda72222bd")
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
            finding("B.swift", "r", line: 1, "x"), finding("A.swift", "z", line: 1, "x"),
            finding("A.swift", "a", line: 1, "y"),
        ])
        #expect(baseline.entries.map(\.file) == ["A.swift", "A.swift", "B.swift"])
        #expect(baseline.entries.map(\.rule) == ["a", "z", "r"])
    }
}

@Suite struct BaselineFileTests {
    @Test func roundTripsThroughItsFileFormat() throws {
        let baseline = Baseline(entries: [
            .init(file: "Sources/A.swift", rule: "domain-purity", content: "import SwiftUI"),
            .init(file: "Sources/A.swift", rule: "domain-purity", content: "import SwiftUI"),
            .init(file: "Sources/B \"q\".swift", rule: "theme-tokens", content: ".foregroundColor(.red) // ü"),
        ])
        let data = baseline.encoded()
        #expect(try Baseline.decode(data, file: "baseline.json") == baseline)
        #expect(String(decoding: data, as: UTF8.self).contains("\"schemaVersion\": 1"))
    }

    @Test func rejectsMisspeltKeysWithTheirPosition() {
        let text = #"{"schemaVersion": 1, "entries": [{"file": "A.swift", "rule": "r", "contnet": "x"}]}"#
        let error = #expect(throws: ConfigurationErrors.self) { try Baseline.decode(Data(text.utf8), file: "b.json") }
        #expect(error?.errors.count == 1)
        #expect(error?.description.hasPrefix("b.json:1:67:") == true)
        #expect(error?.description.contains("did you mean \"content\"?") == true)
    }
}
