/// The `#if` clauses enclosing the current position, each as the condition under which
/// its code compiles.
///
/// A clause's condition states everything known about it: `#if A` gives `A`, a following
/// `#elseif B` gives `!A && B`, and `#else` gives `!A && !B`. Conditions are the directive
/// text with whitespace normalised; negations and conjunctions add parentheses only where
/// needed (`!(A || B)`), and a negated negation cancels (`#if !DEBUG … #else` gives `DEBUG`).
struct ConditionStack {
    private struct Frame {
        var earlierClauses: [String]
        var current: String
    }

    private var frames: [Frame] = []
    /// Cached `frames.map(\.current)`, since every declaration records it.
    private(set) var current: [String] = []

    var isEmpty: Bool { frames.isEmpty }

    mutating func openIf(_ condition: String) {
        frames.append(Frame(earlierClauses: [condition], current: condition))
        current.append(condition)
    }

    /// Returns false if no `#if` is open.
    mutating func openElseIf(_ condition: String) -> Bool {
        guard var frame = frames.popLast() else { return false }
        frame.current = (frame.earlierClauses.map(Self.negated) + [Self.conjunct(condition)])
            .joined(separator: " && ")
        frame.earlierClauses.append(condition)
        replaceTop(with: frame)
        return true
    }

    /// Returns false if no `#if` is open.
    mutating func openElse() -> Bool {
        guard var frame = frames.popLast() else { return false }
        frame.current = frame.earlierClauses.map(Self.negated).joined(separator: " && ")
        replaceTop(with: frame)
        return true
    }

    /// Returns false if no `#if` is open.
    mutating func close() -> Bool {
        guard frames.popLast() != nil else { return false }
        current.removeLast()
        return true
    }

    private mutating func replaceTop(with frame: Frame) {
        frames.append(frame)
        current[current.count - 1] = frame.current
    }

    static func negated(_ condition: String) -> String {
        if condition.hasPrefix("!"), isAtom(condition.dropFirst()) {
            return String(condition.dropFirst())
        }
        return isAtom(condition[...]) ? "!" + condition : "!(" + condition + ")"
    }

    static func conjunct(_ condition: String) -> String {
        hasTopLevel("||", in: condition[...]) ? "(" + condition + ")" : condition
    }

    /// An identifier, a call like `os(iOS)`, a parenthesised group, or a negated atom:
    /// something `!` binds to without parentheses.
    private static func isAtom(_ condition: Substring) -> Bool {
        guard !condition.isEmpty else { return false }
        var depth = 0
        for byte in condition.utf8 {
            switch byte {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: " "), UInt8(ascii: "&"), UInt8(ascii: "|"):
                if depth == 0 { return false }
            default: break
            }
        }
        return true
    }

    private static func hasTopLevel(_ pattern: String, in condition: Substring) -> Bool {
        var depth = 0
        let bytes = Array(condition.utf8)
        let target = Array(pattern.utf8)
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            default:
                if depth == 0, bytes[index...].starts(with: target) { return true }
            }
            index += 1
        }
        return false
    }
}
