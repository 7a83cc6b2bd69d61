import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and other analysis dashboards import.
/// Every rule that ran is listed, with or without results, so a dashboard knows a clean rule
/// was checked rather than skipped. Diagnostics that are not results of a rule (input problems)
/// are tool execution notifications: a dashboard must show that some code went unchecked.
public struct SARIFReporter: DiagnosticReporter {
    /// The tool's version, as `driver.version`.
    let toolVersion: String

    public init(toolVersion: String) {
        self.toolVersion = toolVersion
    }

    public func render(_ report: DiagnosticReport) -> String {
        let indexByID = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let descriptors: [JSON] = report.rules.map { rule in
            [
                "id": .string(report.tag(of: rule)), "name": .string(rule.name),
                "shortDescription": ["text": .string(rule.summary)],
                "fullDescription": ["text": .string(rule.rationale)], "help": ["text": .string(rule.fixHint)],
                "defaultConfiguration": ["level": .string(Self.level(rule.severity))],
            ]
        }
        let results: [JSON] = report.results.map { result in
            var region: [String: JSON] = [:]
            if let start = result.location?.start {
                region["startLine"] = .integer(start.line)
                region["startColumn"] = .integer(result.location?.scalarColumn ?? start.column)
            }
            if let lineText = result.location?.lineText { region["snippet"] = ["text": .string(lineText)] }
            var members: [String: JSON] = [
                "ruleId": .string(report.tag(of: result)), "ruleIndex": .integer(indexByID[result.id] ?? -1),
                "level": .string(Self.level(result.severity)), "message": ["text": .string(result.message)],
                "locations": [Self.location(result.location, region: region)],
            ]
            // Lets dashboards track a result across line moves, like the baseline does.
            if let fingerprint = result.fingerprint { members["partialFingerprints"] = ["strataContent/v1": .string(fingerprint)] }
            return .object(members)
        }
        let notifications: [JSON] = report.diagnostics.filter { !report.isResult($0) && $0.id.hasPrefix("input.") }
            .map { problem in
                var region: [String: JSON] = [:]
                if let start = problem.location?.start {
                    region["startLine"] = .integer(start.line)
                    region["startColumn"] = .integer(start.column)
                }
                return [
                    "level": .string(Self.level(problem.severity)), "message": ["text": .string(problem.description)],
                    "locations": [Self.location(problem.location, region: region)],
                ]
            }
        let run: JSON = [
            "tool": ["driver": [
                "name": "strata", "version": .string(toolVersion), "semanticVersion": .string(toolVersion),
                "rules": .array(descriptors),
            ]],
            "invocations": [[
                "executionSuccessful": .bool(!Self.skipsFiles(report)),
                "toolExecutionNotifications": .array(notifications),
            ]],
            "results": .array(results),
            "columnKind": "unicodeCodePoints",
        ]
        let log: JSON = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [run],
        ]
        return log.prettyText
    }

    /// A run that left files unchecked did not fully execute.
    private static func skipsFiles(_ report: DiagnosticReport) -> Bool {
        report.diagnostics.contains { $0.id.hasPrefix("input.") && $0.severity >= .error }
    }

    /// SARIF levels: `error`, `warning`, `note`; Strata's own bugs are errors.
    private static func level(_ severity: Diagnostic.Severity) -> String {
        severity == .bug ? "error" : severity.rawValue
    }

    private static func location(_ location: Diagnostic.Location?, region: [String: JSON]) -> JSON {
        var physical: [String: JSON] = ["artifactLocation": ["uri": .string(uri(for: location?.file ?? ""))]]
        if !region.isEmpty { physical["region"] = .object(region) }
        return ["physicalLocation": .object(physical)]
    }

    /// A relative path stays a relative URI reference; an absolute one becomes a file URI.
    static func uri(for path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
