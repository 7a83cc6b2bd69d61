import StrataCore
import StrataDiagnostics

/// The findings a team has accepted for now (`--write-baseline`), so `--baseline` reports only
/// new ones.
///
/// Entries match on file, rule and the offending code — never on line numbers, which every edit
/// above a finding would shift. Identical entries form a multiset: two accepted copies of the
/// same line excuse two findings, not a third.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var file: String
        public var rule: String
        public var content: String

        public init(file: String, rule: String, content: String) {
            self.file = file
            self.rule = rule
            self.content = content
        }

        public init(_ finding: Finding) {
            self.init(file: finding.file, rule: finding.ruleID, content: Baseline.normalizedContent(finding.lineText))
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.content) < (rhs.file, rhs.rule, rhs.content)
        }
    }

    /// Sorted, so a written baseline diffs cleanly in review.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    public init(findings: [Finding]) {
        self.init(entries: findings.map(Entry.init))
    }

    public struct Comparison: Sendable, Equatable {
        /// Findings no entry accounts for: the ones the run reports.
        public var newFindings: [Finding]
        /// Entries no finding matched any more: fixed code, to be dropped from the baseline.
        public var staleEntries: [Entry]
    }

    public func compare(with findings: [Finding]) -> Comparison {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var newFindings: [Finding] = []
        for finding in findings {
            let key = Entry(finding)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                newFindings.append(finding)
            }
        }
        let stale = remaining.flatMap { entry, count in [Entry](repeating: entry, count: count) }.sorted()
        return Comparison(newFindings: newFindings, staleEntries: stale)
    }

    /// Indentation goes and whitespace runs collapse to one space, so re-indenting or
    /// reformatting a file keeps its baseline valid.
    static func normalizedContent(_ text: String) -> String {
        // Every finding is fingerprinted, and splitting by Character showed in profiles; ASCII
        // lines (nearly all) are collapsed byte by byte to the same text.
        guard text.isAllASCII else {
            return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        }
        // Written straight into the string's storage, read from the text's own: an array appended
        // byte by byte, or the text's bytes iterated as a view, cost tens of instructions a byte,
        // for every finding of a report.
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { collapsed in
                Self.collapseBlanks(bytes, into: collapsed)
            }
        }
    }

    /// Writes `bytes` with runs of spaces and tabs made one space, and none at either end; returns
    /// how many bytes it wrote.
    private static func collapseBlanks(
        _ bytes: UnsafeBufferPointer<UInt8>, into collapsed: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var count = 0
        var pendingSpace = false
        for byte in bytes {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                pendingSpace = count > 0
            } else {
                if pendingSpace {
                    collapsed[count] = UInt8(ascii: " ")
                    count += 1
                }
                pendingSpace = false
                collapsed[count] = byte
                count += 1
            }
        }
        return count
    }
}

extension Baseline.Entry {
    /// A stable 64-bit FNV-1a hash of the entry, for formats that track results by fingerprint.
    /// Every finding of a report gets one: the parts' bytes are hashed where they are, with a NUL
    /// between them, rather than joined into a new string first.
    public var fingerprint: String {
        var hash = FNV1a()
        hash.combine(file)
        hash.combine(0)
        hash.combine(rule)
        hash.combine(0)
        hash.combine(content)
        return hash.hexDigits
    }
}
