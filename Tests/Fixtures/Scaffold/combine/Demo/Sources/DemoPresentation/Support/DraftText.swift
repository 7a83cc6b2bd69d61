import Foundation

/// How the text a form holds becomes a value, and a value the text a form shows, for every draft: text is read
/// without the spaces around it, a list of texts one entry per line, and numbers as the user's locale writes them,
/// with its decimal separator and its grouping (`1.234,5` in Germany, `1,234.5` in the US), as the lists show them.
public enum DraftText {
    /// `text` without the spaces and line breaks around it.
    public static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A list of texts as its field holds it: one entry per line, without the spaces around it, empty lines left out.
    public static func entries(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { trimmed(String($0)) }.filter { !$0.isEmpty }
    }

    /// `number` as `locale` writes it: every digit Swift writes (`1234.5`), with the locale's decimal separator and
    /// its grouping separator between groups of three digits; empty for no number.
    public static func text(of number: (some CustomStringConvertible)?, in locale: Locale) -> String {
        guard let written = number?.description else { return "" }
        // An exponent (`1e+20`) is left as Swift writes it, which `number(in:locale:)` reads back.
        guard let match = written.wholeMatch(of: /(-?)([0-9]+)(?:\.([0-9]+))?/) else { return written }
        let digits = match.output.2
        var whole = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { whole += locale.groupingSeparator ?? "" }
            whole.append(digit)
        }
        let fraction = match.output.3.map { (locale.decimalSeparator ?? ".") + $0 } ?? ""
        return String(match.output.1) + whole + fraction
    }

    /// `text` as Swift writes numbers (`1234.5`), when the whole of it is a number in `locale`'s writing: a sign,
    /// digits, grouped or not, with at most one of the locale's decimal separator, an exponent. Foundation's parsers
    /// read the number at the start of any text (`12abc` as 12, `1,5` as 1 in the US), so the whole text is matched.
    public static func number(in text: String, locale: Locale) -> String? {
        guard let text = ungrouped(text, in: locale) else { return nil }
        let separator = locale.decimalSeparator ?? "."
        // Any one character may stand where the separator goes, so a wrong one is told apart from a typo; not an
        // exponent's `e`, so `1e3` reads.
        let pattern = /([+-]?)([0-9]*)(?:([^0-9eE])([0-9]*))?([eE][+-]?[0-9]+)?/
        guard let match = text.wholeMatch(of: pattern), match.output.3.map({ String($0) == separator }) ?? true,
            !(match.output.2.isEmpty && (match.output.4 ?? "").isEmpty)
        else { return nil }
        let whole = match.output.2.isEmpty ? "0" : match.output.2
        let fraction = (match.output.4 ?? "").isEmpty ? "" : ".\(match.output.4 ?? "")"
        return "\(match.output.1)\(whole)\(fraction)\(match.output.5 ?? "")"
    }

    /// `text` without the grouping separators `locale` writes between groups of three digits before the decimal
    /// separator (`1.234,5` in Germany); nil when one stands anywhere else, such as `1.23,5` there.
    private static func ungrouped(_ text: String, in locale: Locale) -> String? {
        guard let grouping = locale.groupingSeparator, !grouping.isEmpty, text.contains(grouping) else { return text }
        let wholeEnd = text.range(of: locale.decimalSeparator ?? ".")?.lowerBound ?? text.endIndex
        let groups = text[..<wholeEnd].components(separatedBy: grouping)
        let leading = groups[0].drop(while: { "+-".contains($0) })
        guard (1...3).contains(leading.count), leading.allSatisfy(\.isNumber),
            groups.dropFirst().allSatisfy({ $0.count == 3 && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return groups.joined() + text[wholeEnd...]
    }
}
