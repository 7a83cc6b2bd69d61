import StrataDiagnostics
import StrataKnowledge

/// Reports `// strata:` comments that do nothing: malformed ones, ones naming unknown rules,
/// and suppressions that hid no finding of a rule that ran. Suppressions outlive the code they
/// excused; a stale one would hide the next real violation on its line, and a misspelt one
/// suppresses nothing while looking as if it did.
///
/// This is the engine's own check on its suppression comments rather than an architecture rule,
/// so it is not in rules.json; strata.json can still set its severity under its id.
public enum UnusedSuppressions {
    public static let id = ProjectConfiguration.unusedSuppressionRule
    public static let defaultSeverity = Severity.warning

    /// How reporters that list rules (SARIF, JUnit) describe this check.
    static func reported(severity: Severity) -> ReportedRule {
        ReportedRule(
            id: id, name: "Unused suppression",
            summary: "Every // strata: comment is well formed, names known rules and hides a finding.",
            rationale: "A stale suppression hides the next real violation on its line; a misspelt one hides nothing.",
            fixHint: "Delete the comment, or correct the rule id it names.", severity: Diagnostic.Severity(severity),
            // A comment is matched exactly: every one reported does nothing.
            precision: RulePrecision.veryHigh.rawValue)
    }

    /// The problems of one file's directives, as (line, column, message).
    static func problems(
        map: SuppressionMap, malformed: [(problem: SuppressionDirective.Problem, line: Int, column: Int)],
        knownRules: [String], isActive: (String) -> Bool
    ) -> [(line: Int, column: Int, message: String)] {
        var result: [(line: Int, column: Int, message: String)] = []
        for (problem, line, column) in malformed {
            switch problem {
            case .unknownCommand(let command):
                result.append(
                    (
                        line, column,
                        "Suppression comment has unknown command '\(command)'; "
                            + "use disable, enable, disable:next or disable:file"
                    ))
            case .missingRuleIDs(let command):
                result.append(
                    (
                        line, column,
                        "Suppression comment '\(command)' names no rule; add the ids of the rules it switches off"
                    ))
            }
        }
        var unknown: Set<String> = []
        for (directive, ruleID) in map.namedRuleIDs
        where ruleID != SuppressionDirective.allRules && !knownRules.contains(ruleID) {
            unknown.insert(ruleID)
            let hint = suggestion(for: ruleID, among: knownRules).map { "; did you mean '\($0)'?" } ?? ""
            result.append(
                (directive.line, directive.column, "Suppression comment names unknown rule '\(ruleID)'\(hint)"))
        }
        for unused in map.unused(isActive: isActive) where !unknown.contains(unused.ruleID) {
            let message =
                unused.isUnmatchedEnable
                ? "Suppression comment re-enables '\(unused.ruleID)', which is not disabled above it"
                : "Suppression comment hides no finding of '\(unused.ruleID)'; remove it"
            result.append((unused.directive.line, unused.directive.column, message))
        }
        return result
    }
}
