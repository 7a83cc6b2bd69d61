import Foundation
import StrataJSON

/// SARIF 2.1.0, the format GitHub code scanning and other analysis dashboards import.
/// Every rule that ran is listed, with or without results, so a dashboard knows a clean rule
/// was checked rather than skipped. Diagnostics that are not results of a rule (input problems)
/// are tool execution notifications: a dashboard must show that some code went unchecked.
public struct SARIFReporter: DiagnosticReporter {
    /// Where the report's paths are, so its URIs can start at the repository's root.
    public struct Sources: Sendable, Hashable {
        /// Where the report's relative paths start.
        public var workingDirectory: String
        /// The root of the git repository holding the package, if any: URIs are relative to it
        /// (`%SRCROOT%`), as code scanning expects of a package in a subfolder.
        public var repositoryRoot: String?
        /// The package checked: one SARIF category per package, so two packages of a
        /// repository do not replace each other's alerts.
        public var packageRoot: String

        public init(workingDirectory: String, repositoryRoot: String?, packageRoot: String) {
            self.workingDirectory = workingDirectory
            self.repositoryRoot = repositoryRoot
            self.packageRoot = packageRoot
        }
    }

    /// The tool's version, as `driver.version`.
    let toolVersion: String
    let sources: Sources?

    public init(toolVersion: String, sources: Sources? = nil) {
        self.toolVersion = toolVersion
        self.sources = sources
    }

    public func render(_ report: DiagnosticReport) -> String {
        let indexByID = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let descriptors = report.rules.map { Self.descriptor($0, tag: report.tag(of: $0)) }
        var lineHashes = LineHashes()
        let results: [JSON] = report.results.map { result in
            let tag = report.tag(of: result)
            var members: [String: JSON] = [
                "ruleId": .string(tag), "ruleIndex": .integer(indexByID[result.id] ?? -1),
                "level": .string(Self.level(result.severity)), "message": ["text": .string(result.message)],
                "locations": [location(result.location, snippet: true)],
            ]
            // Code scanning keys an alert on primaryLocationLineHash; strataContent/v1 is the
            // baseline's fingerprint, which survives line moves too.
            var fingerprints: [String: JSON] = [
                "primaryLocationLineHash": .string(lineHashes.next(for: result, ruleID: tag))
            ]
            if let fingerprint = result.fingerprint { fingerprints["strataContent/v1"] = .string(fingerprint) }
            members["partialFingerprints"] = .object(fingerprints)
            return .object(members)
        }
        let notifications: [JSON] = report.diagnostics.filter { !report.isResult($0) && $0.id.hasPrefix("input.") }
            .map { problem in
                [
                    "level": .string(Self.level(problem.severity)), "message": ["text": .string(problem.description)],
                    "locations": [location(problem.location, snippet: false)],
                ]
            }
        var run: [String: JSON] = [
            "tool": [
                "driver": [
                    "name": "strata", "version": .string(toolVersion), "semanticVersion": .string(toolVersion),
                    "rules": .array(descriptors),
                ]
            ],
            "invocations": [
                [
                    "executionSuccessful": .bool(!Self.skipsFiles(report)),
                    "toolExecutionNotifications": .array(notifications),
                ]
            ],
            "results": .array(results),
            "columnKind": "unicodeCodePoints",
        ]
        if let sources, let repositoryRoot = sources.repositoryRoot {
            run["originalUriBaseIds"] = [Self.sourceRoot: ["uri": .string(Self.uri(for: repositoryRoot) + "/")]]
            run["automationDetails"] = [
                "id": .string(Self.automationID(package: sources.packageRoot, repository: repositoryRoot))
            ]
        }
        let log: JSON = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [.object(run)],
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
}
