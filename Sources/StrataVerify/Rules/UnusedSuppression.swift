import StrataKnowledge

/// A `// strata:` comment must do something: switch off a rule that would otherwise report on
/// the lines it covers. Stale or misspelt suppressions are reported, so they cannot pile up or
/// silently fail to suppress. The engine calls this rule with each file's directives once all
/// other rules have reported.
struct UnusedSuppression: Rule {
    static let id = "unused-suppression"

    init(context: RuleContext) {}

    /// Findings for one file: malformed directives, unknown rule ids and suppressions that hid nothing.
    func check(
        map: SuppressionMap, problems: [(problem: SuppressionDirective.Problem, line: Int, column: Int)],
        knownRules: [String], isActive: (String) -> Bool, into report: inout RuleReport
    ) {
        for (problem, line, column) in problems {
            switch problem {
            case .unknownCommand(let command):
                report.add(line: line, column: column, [
                    "problem": "has unknown command '\(command)'; use disable, enable, disable:next or disable:file"
                ])
            case .missingRuleIDs(let command):
                report.add(line: line, column: column, [
                    "problem": "'\(command)' names no rule; add the ids of the rules it switches off"
                ])
            }
        }
        var unknown: Set<String> = []
        for (directive, ruleID) in map.namedRuleIDs
        where ruleID != SuppressionDirective.allRules && !knownRules.contains(ruleID) {
            unknown.insert(ruleID)
            let hint = KeySuggestion.closest(to: ruleID, among: knownRules).map { "; did you mean '\($0)'?" } ?? ""
            report.add(line: directive.line, column: directive.column, ["problem": "names unknown rule '\(ruleID)'\(hint)"])
        }
        for unused in map.unused(isActive: isActive) where !unknown.contains(unused.ruleID) {
            let problem = unused.isUnmatchedEnable
                ? "re-enables '\(unused.ruleID)', which is not disabled above it"
                : "hides no finding of '\(unused.ruleID)'; remove it"
            report.add(line: unused.directive.line, column: unused.directive.column, ["problem": problem])
        }
    }
}
