import Foundation
import StrataDiagnostics
import StrataKnowledge

/// A `// strata:` comment that switches rules off for part of a file.
///
/// - `// strata:disable:next <rule>…` — the next line of code;
/// - `// strata:disable <rule>…` … `// strata:enable <rule>…` — the lines in between (to the end
///   of the file when never re-enabled);
/// - `// strata:disable:file <rule>…` — the whole file.
///
/// Rule ids are separated by spaces or commas; `all` names every rule. Text after ` -- ` is a
/// reason for readers and is ignored, so teams can say why a violation is accepted. Other
/// `strata:` comments (the scaffolder's `// strata:features` anchor) are not directives, but
/// a near miss of a command (`strata:disabel`) is reported rather than silently ignored.
public struct SuppressionDirective: Sendable, Hashable {
    public enum Command: String, Sendable, CaseIterable {
        case disable = "disable"
        case enable = "enable"
        case disableNext = "disable:next"
        case disableFile = "disable:file"
    }

    public static let prefix = "strata:"
    public static let allRules = "all"

    public var command: Command
    public var ruleIDs: [String]
    /// Where the comment starts.
    public var line: Int
    public var column: Int

    /// Why a `// strata:` comment could not be understood.
    public enum Problem: Error, Sendable, Hashable {
        case unknownCommand(String)
        case missingRuleIDs(command: String)
    }

    /// Parses the text of a line comment (without the leading `//`). Returns nil for ordinary
    /// comments and other tools' `strata:` markers, `.failure` for a malformed directive.
    public static func parse(commentBody body: Substring, line: Int, column: Int) -> Result<Self, Problem>? {
        let trimmed = body.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix(prefix) else { return nil }
        var rest = trimmed.dropFirst(prefix.count)
        if let reason = rest.range(of: " -- ") { rest = rest[..<reason.lowerBound] }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" })
        guard let first = words.first else { return nil }
        guard let command = Command(rawValue: String(first)) else {
            let commands = Command.allCases.map(\.rawValue)
            let isNearMiss =
                first.hasPrefix("disable") || first.hasPrefix("enable")
                || suggestion(for: String(first), among: commands) != nil
            return isNearMiss ? .failure(.unknownCommand(String(first))) : nil
        }
        let ruleIDs = words.dropFirst().map(String.init)
        guard !ruleIDs.isEmpty else { return .failure(.missingRuleIDs(command: command.rawValue)) }
        return .success(SuppressionDirective(command: command, ruleIDs: ruleIDs, line: line, column: column))
    }
}
