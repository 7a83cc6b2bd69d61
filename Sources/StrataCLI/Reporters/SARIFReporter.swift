import Foundation
import StrataVerify

/// SARIF 2.1.0, the format GitHub code scanning and other analysis dashboards import.
/// Every rule that ran is listed, with or without results, so a dashboard knows a clean rule
/// was checked rather than skipped.
struct SARIFReporter: Reporter {
    private struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    /// Skipped files and other input problems are tool execution notifications: they are not
    /// results of a rule, but a dashboard must show that some code went unchecked.
    private struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    private struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [NotificationLocation]
    }

    private struct NotificationLocation: Encodable {
        var physicalLocation: NotificationPhysicalLocation
    }

    private struct NotificationPhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: NotificationRegion?
    }

    private struct NotificationRegion: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name = "strata"
        var version = StrataVersion.tool
        var semanticVersion = StrataVersion.tool
        var rules: [ReportingDescriptor]
    }

    private struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct Message: Encodable {
        var text: String
    }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        /// Lets dashboards track a result across line moves, like the baseline does.
        var partialFingerprints: [String: String]
    }

    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var snippet: Message
    }

    func render(_ report: VerifyReport, console: Console) -> String {
        let rules = report.rules
        let indexByID = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let descriptors = rules.map { rule in
            ReportingDescriptor(
                id: rule.id, name: rule.name, shortDescription: Message(text: rule.summary),
                fullDescription: Message(text: rule.rationale), help: Message(text: rule.fixHint),
                defaultConfiguration: Configuration(level: rule.severity.rawValue))
        }
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.ruleID, ruleIndex: indexByID[finding.ruleID] ?? -1,
                level: finding.severity.rawValue, message: Message(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(for: finding.file)),
                            region: Region(
                                startLine: finding.line, startColumn: finding.characterColumn,
                                snippet: Message(text: finding.lineText))))
                ],
                partialFingerprints: [
                    "strataContent/v1": Baseline.Entry(finding).fingerprint
                ])
        }
        let notifications = report.problems.map { problem in
            Notification(
                level: report.severity(of: problem).rawValue, message: Message(text: problem.description),
                locations: [
                    NotificationLocation(
                        physicalLocation: NotificationPhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(for: problem.path)),
                            region: problem.position.map { NotificationRegion(startLine: $0.line, startColumn: $0.column) }))
                ])
        }
        let invocation = Invocation(
            executionSuccessful: !report.failsOnSkippedFiles, toolExecutionNotifications: notifications)
        let log = Log(runs: [
            Run(tool: Tool(driver: Driver(rules: descriptors)), invocations: [invocation], results: results)
        ])
        return JSONText.encode(log)
    }

    /// A relative path stays a relative URI reference; an absolute one becomes a file URI.
    static func uri(for path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
