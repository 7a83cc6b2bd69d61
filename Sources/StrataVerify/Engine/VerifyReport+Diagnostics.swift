import StrataDiagnostics
import StrataKnowledge

/// Where a verification becomes diagnostics: rules keep emitting `Finding`s, and this boundary
/// turns them, the input problems and a stale baseline into what every reporter reads (as
/// swift-format's engine turns its rules' findings into diagnostics).
extension VerifyReport {
    /// - Parameters:
    ///   - namespace: the id namespace of the findings' rules: `rule` for verify, `check` for
    ///     `templates check`, whose checks stand where rules do.
    ///   - strictBaseline: whether stale baseline entries fail the run (`--strict-baseline`).
    public func diagnosticReport(command: String, namespace: String = "rule", strictBaseline: Bool = false)
        -> DiagnosticReport
    {
        let fixHints = Dictionary(rules.map { ($0.id, $0.fixHint) }, uniquingKeysWith: { first, _ in first })
        var diagnostics = findings.map { finding in
            var diagnostic = finding.diagnostic(namespace: namespace)
            diagnostic.fixHint = fixHints[finding.ruleID].flatMap { $0.isEmpty ? nil : $0 }
            return diagnostic
        }
        let problems = problems.map { $0.diagnostic(severity: Diagnostic.Severity(severity(of: $0))) }
        let stale = staleBaselineEntries.map { entry in
            Diagnostic(
                id: Diagnostic.staleBaselineEntryID, severity: strictBaseline ? .error : .note,
                location: Diagnostic.Location(file: entry.file), message: "fixed: [\(entry.rule)] \(entry.content)",
                fixHint: "rewrite the baseline with --write-baseline")
        }
        diagnostics += stale
        diagnostics += problems
        return DiagnosticReport(
            command: command, diagnostics: diagnostics,
            rules: rules.map { rule in
                var described = rule
                described.id = namespace + "." + rule.id
                return described
            },
            coverage: DiagnosticReport.Coverage(
                filesChecked: filesChecked, filesSkipped: skippedFiles.count, linesChecked: linesChecked))
    }
}

extension Finding {
    /// `rule.<id>` at the finding's place, with its line, and the baseline's fingerprint so
    /// dashboards follow it across line moves.
    public func diagnostic(namespace: String = "rule") -> Diagnostic {
        var location = Diagnostic.Location(file: file, start: Diagnostic.Position(line: line, column: column))
        location.end = tokenEnd.map { Diagnostic.Position(line: line, column: $0) }
        location.lineText = lineText
        location.scalarColumn = characterColumn
        return Diagnostic(
            id: namespace + "." + ruleID, severity: Diagnostic.Severity(severity), location: location, message: message,
            fingerprint: Baseline.Entry(self).fingerprint)
    }
}

extension Finding {
    /// The column just after the token the finding points at (a name, an `@attribute`, a
    /// string literal), so dashboards underline it rather than the whole line; nil when the
    /// line was cut, whose columns no longer match its text.
    var tokenEnd: Int? {
        guard lineText.utf8.count <= Self.maximumLineTextBytes else { return nil }
        var text = lineText  // `withUTF8` reads a native string in place, without copying it out
        return text.withUTF8 { tokenEnd(in: $0) }
    }

    private func tokenEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = column - 1
        guard index >= 0, index < bytes.count else { return nil }
        // Letters beyond ASCII continue a name, as Swift allows.
        let continuesName = { (byte: UInt8) in
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index = min(index + 1, bytes.count)
        case UInt8(ascii: "`"):
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`") { index += 1 }
            index = min(index + 1, bytes.count)
        case UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "$"):
            index += 1
            while index < bytes.count, continuesName(bytes[index]) { index += 1 }
        case let byte where continuesName(byte):
            while index < bytes.count, continuesName(bytes[index]) { index += 1 }
        default:
            index += 1
        }
        return index + 1
    }
}

extension Diagnostic.Severity {
    /// A rule's configured severity as a diagnostic's.
    public init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        }
    }
}
