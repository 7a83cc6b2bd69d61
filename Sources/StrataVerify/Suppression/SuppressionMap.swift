/// The line ranges a file's `// strata:` directives switch rules off for, and which of them
/// actually hid a finding — a suppression that hides nothing is stale and is reported, so
/// suppressions cannot outlive the code they excused.
public struct SuppressionMap: Sendable {
    /// A directive located in its file, with the line `disable:next` applies to.
    public struct Located: Sendable {
        public var directive: SuppressionDirective
        /// The line of the first code token after the comment; nil when none follows.
        public var nextCodeLine: Int?

        public init(_ directive: SuppressionDirective, nextCodeLine: Int?) {
            self.directive = directive
            self.nextCodeLine = nextCodeLine
        }
    }

    private struct Span: Sendable {
        var ruleID: String
        var lines: ClosedRange<Int>
        /// Index into `directives`, to report the directive that stayed unused.
        var directive: Int
    }

    /// A suppression naming a rule that hid nothing, or an `enable` that closes nothing.
    public struct Unused: Sendable, Hashable {
        public var directive: SuppressionDirective
        public var ruleID: String
        /// True for `enable` without a matching `disable` before it.
        public var isUnmatchedEnable: Bool
    }

    private let directives: [SuppressionDirective]
    private var spans: [Span] = []
    private var used: Set<Int> = []
    private var unmatchedEnables: [Unused] = []

    public init(_ located: [Located], lastLine: Int) {
        directives = located.map(\.directive)
        var open: [String: (line: Int, directive: Int)] = [:]
        for (index, item) in located.enumerated() {
            let directive = item.directive
            for ruleID in directive.ruleIDs {
                switch directive.command {
                case .disableNext:
                    let line = item.nextCodeLine ?? directive.line + 1
                    spans.append(Span(ruleID: ruleID, lines: line...line, directive: index))
                case .disableFile:
                    spans.append(Span(ruleID: ruleID, lines: 1...max(1, lastLine), directive: index))
                case .disable:
                    if open[ruleID] == nil { open[ruleID] = (directive.line, index) }
                case .enable:
                    if let start = open.removeValue(forKey: ruleID) {
                        spans.append(
                            Span(ruleID: ruleID, lines: start.line...directive.line, directive: start.directive))
                    } else {
                        unmatchedEnables.append(Unused(directive: directive, ruleID: ruleID, isUnmatchedEnable: true))
                    }
                }
            }
        }
        for (ruleID, start) in open {
            spans.append(
                Span(ruleID: ruleID, lines: start.line...max(start.line, lastLine), directive: start.directive))
        }
        spans.sort { ($0.directive, $0.ruleID) < ($1.directive, $1.ruleID) }
    }

    /// Every rule id the directives name, to check them against the known rules.
    public var namedRuleIDs: [(directive: SuppressionDirective, ruleID: String)] {
        directives.flatMap { directive in directive.ruleIDs.map { (directive, $0) } }
    }

    /// Whether a finding of `ruleID` on `line` is suppressed; remembers the suppression as used.
    public mutating func suppresses(ruleID: String, line: Int) -> Bool {
        var suppressed = false
        for (index, span) in spans.enumerated()
        where span.lines.contains(line) && (span.ruleID == ruleID || span.ruleID == SuppressionDirective.allRules) {
            used.insert(index)
            suppressed = true
        }
        return suppressed
    }

    /// Suppressions that hid nothing, for rules that ran (`isActive`), in file order.
    public func unused(isActive: (String) -> Bool) -> [Unused] {
        var result = unmatchedEnables
        for (index, span) in spans.enumerated() where !used.contains(index) {
            guard span.ruleID == SuppressionDirective.allRules || isActive(span.ruleID) else { continue }
            result.append(Unused(directive: directives[span.directive], ruleID: span.ruleID, isUnmatchedEnable: false))
        }
        return result.sorted {
            ($0.directive.line, $0.directive.column, $0.ruleID) < ($1.directive.line, $1.directive.column, $1.ruleID)
        }
    }
}
