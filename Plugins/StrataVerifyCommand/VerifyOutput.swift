import Foundation

// What the verify command plugin makes of what `strata verify --format xcode` prints, its
// output and its errors read together. No `PackagePlugin` here: the package's tests compile
// this file too (through a link in Tests/StrataIntegrationTests/PluginSupport), since a test
// target cannot depend on a plugin.

enum VerifySeverity: Equatable {
    case error, warning, note
}

/// One line strata printed. Every kind reaches the person: a finding as a diagnostic at its
/// place, a problem with the input (a bad strata.json, a missing file) as a diagnostic of its
/// own, anything else printed as it is.
enum VerifyOutputLine: Equatable {
    /// `/path:line:col: severity: message [rule]`.
    case finding(file: String, line: Int, column: Int, severity: VerifySeverity, message: String)
    /// `severity: message`, the message naming its place when it has one (`strata.json:2:1: …`).
    case problem(severity: VerifySeverity, message: String)
    case text(String)

    private static let severities: [(String, VerifySeverity)] = [
        ("error", .error), ("warning", .warning), ("note", .note),
    ]

    init(_ line: String) {
        for (label, severity) in Self.severities {
            if line.hasPrefix("\(label): ") {
                self = .problem(severity: severity, message: String(line.dropFirst(label.count + 2)))
                return
            }
            guard let separator = line.range(of: ": \(label): ") else { continue }
            // The location is `path:line:col`; the path itself may contain colons.
            let location = line[..<separator.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let number = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            self = .finding(
                file: location.dropLast(2).joined(separator: ":"), line: number, column: column, severity: severity,
                message: String(line[separator.upperBound...]))
            return
        }
        self = .text(line)
    }

    var isFinding: Bool {
        if case .finding = self { return true }
        return false
    }
}

/// How a run of `strata verify` ended, said in one sentence: the summary after the lines, and
/// the error the plugin fails with (SwiftPM prints its description, not its fields).
struct VerifyOutcome: Error, CustomStringConvertible, Equatable {
    var status: Int32
    var findings: Int

    /// The last line of a run that passed: a count of what it reported.
    var summary: String {
        findings == 0 ? "strata verify: no findings" : "strata verify: \(findings) finding(s)"
    }

    var description: String {
        switch status {
        case 1:
            "strata verify failed: \(findings) finding(s) above break the rules; fix them, or record them "
                + "with 'strata verify --write-baseline FILE' and pass '--baseline FILE'"
        case 2:
            "strata verify could not check the package: fix the problem reported above and run again"
        case 3:
            "strata verify stopped on an internal error; please report it with the lines above"
        default:
            "strata verify ended unexpectedly (status \(status)); run 'strata verify' in the package to see why"
        }
    }
}
