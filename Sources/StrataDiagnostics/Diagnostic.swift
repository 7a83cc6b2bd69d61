/// Everything Strata reports — a rule finding, a configuration or knowledge error, a template
/// problem, a file it could not read, a usage mistake, an internal bug — is one of these:
/// something, with an id, at a place, with how to fix it. Reporters and the command line's
/// exit code read only this (swift-format's `Diagnostic`, which its rules' `Finding`s become).
public struct Diagnostic: Sendable, Hashable {
    /// How bad it is. `bug` is Strata's own fault, never the user's: it gets its own exit code.
    public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
        case note, warning, error, bug

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A place in a text file: 1-based line, and column counted in UTF-8 bytes as the Swift
    /// compiler counts.
    public struct Position: Sendable, Hashable, Comparable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }

        /// `line:column`, the form findings print.
        public var description: String { "\(line):\(column)" }
    }

    /// A file, and where in it when the diagnostic is about a place rather than the whole file.
    public struct Location: Sendable, Hashable {
        /// As reporters print it: relative to the working directory when inside it.
        public var file: String
        public var start: Position?
        /// Just after the last character of what it is about (exclusive, as SARIF's `endColumn`).
        public var end: Position?
        /// The start line's text, for reporters that show it and for baselines that match on
        /// it; a line longer than ``maximumLineTextBytes`` is cut around the column, marked "…".
        public var lineText: String?
        /// The start column in Unicode scalars, for formats that count characters (SARIF),
        /// counted on the whole line before it was cut.
        public var scalarColumn: Int?

        public static let maximumLineTextBytes = 1_024

        public init(file: String, start: Position? = nil, end: Position? = nil) {
            self.file = file
            self.start = start
            self.end = end
        }

        /// A place on a line whose text is known.
        public init(file: String, line: Int, column: Int, end: Position? = nil, lineText: String) {
            self.init(file: file, start: Position(line: line, column: column), end: end)
            self.lineText = Self.excerpt(of: lineText, around: column)
            self.scalarColumn = Self.scalarColumn(of: column, in: lineText)
        }

        /// `column` (UTF-8 bytes) counted in Unicode scalars of `line`.
        static func scalarColumn(of column: Int, in line: String) -> Int {
            let utf8 = line.utf8
            guard column > 1, let end = utf8.index(utf8.startIndex, offsetBy: column - 1, limitedBy: utf8.endIndex)
            else {
                return column
            }
            return line.unicodeScalars[..<end].count + 1
        }

        /// The line, or at most ``maximumLineTextBytes`` of it centred on `column`, cut between
        /// characters, so one diagnostic cannot repeat megabytes of a minified file.
        public static func excerpt(of line: String, around column: Int) -> String {
            guard line.utf8.count > maximumLineTextBytes else { return line }
            var line = line
            return line.withUTF8 { bytes in
                let isContinuation = { (index: Int) in index < bytes.count && bytes[index] & 0xC0 == 0x80 }
                var start = min(
                    max(0, min(column - 1, bytes.count) - maximumLineTextBytes / 2), bytes.count - maximumLineTextBytes)
                var end = start + maximumLineTextBytes
                while isContinuation(start) { start += 1 }
                while isContinuation(end) { end -= 1 }
                let cut = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                return (start > 0 ? "…" : "") + cut + (end < bytes.count ? "…" : "")
            }
        }
    }

    /// More about a diagnostic, possibly somewhere else (where a duplicate was first declared).
    public struct Note: Sendable, Hashable {
        public var message: String
        public var location: Location?

        public init(_ message: String, at location: Location? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// Namespaced by where it comes from: `rule.domain-purity`, `config.unknown-key`,
    /// `knowledge.missing-key`, `template.unknown-variable`, `input.not-utf8`, `usage.unknown-option`.
    public var id: String
    public var severity: Severity
    public var location: Location?
    /// What is wrong, in one line.
    public var message: String
    /// How to fix it, when Strata knows.
    public var fixHint: String?
    public var notes: [Note]
    /// Identifies the same finding across edits that move it (a baseline's key), so dashboards
    /// can track it; nil for diagnostics that are not findings.
    public var fingerprint: String?

    public init(
        id: String, severity: Severity, location: Location? = nil, message: String, fixHint: String? = nil,
        notes: [Note] = [], fingerprint: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
        self.fixHint = fixHint
        self.notes = notes
        self.fingerprint = fingerprint
    }

    /// The id of a baseline entry whose finding is gone: reported beside the results, never as one.
    public static let staleBaselineEntryID = "baseline.stale-entry"

    /// Whether this reports a baseline entry whose finding is gone (see `staleBaselineEntryID`).
    public var isStaleBaselineEntry: Bool { id == Self.staleBaselineEntryID }

    /// Whether only the text format lists this: a stale baseline entry is about the baseline, not the
    /// code, so build logs and CI formats leave it out, unless it fails the run (`--strict-baseline`)
    /// and must say why.
    public var isListedInTextOnly: Bool { isStaleBaselineEntry && severity < .error }

    /// The order every reporter uses: unlocated first, then by file, position and id, so the
    /// same diagnostics always print the same bytes.
    /// (Field by field rather than as tuples, which retain each string: a large report's sort
    /// makes hundreds of thousands of comparisons.)
    public static func reportingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let leftFile = lhs.location?.file ?? ""
        let rightFile = rhs.location?.file ?? ""
        if leftFile != rightFile { return leftFile < rightFile }
        let left = lhs.location?.start ?? Position(line: 0, column: 0)
        let right = rhs.location?.start ?? Position(line: 0, column: 0)
        if left.line != right.line { return left.line < right.line }
        if left.column != right.column { return left.column < right.column }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

/// An error that says what went wrong as diagnostics. Every typed error in Strata conforms, so
/// the command line renders all of them in one place and derives its exit code from their
/// severities.
public protocol DiagnosticError: Error {
    var diagnostics: [Diagnostic] { get }
}
