import Foundation
import Testing

@testable import StrataCLI

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `templates check` and `templates eject` end to end, and the overrides they manage being
/// used by the scaffolding commands.
@Suite struct TemplatesCommandsTests {
    private static let entityTemplate = ".strata/templates/entity/Entity.swift.tmpl"

    /// A new package `Demo` inside a scratch folder, which lives as long as this value.
    private struct Demo {
        let scratch: ScratchProject
        var package: URL { scratch.url.appendingPathComponent("Demo") }

        init() throws {
            scratch = try ScratchProject()
            let created = CapturedRun(["new", "Demo"], in: scratch.url)
            #expect(created.exitCode == .success, "\(created.errorOutput)")
        }
    }

    private func jsonFindings(_ run: CapturedRun) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        #expect(object["command"] as? String == "strata templates check")
        return try #require(object["diagnostics"] as? [[String: Any]])
    }

    private func edit(_ path: String, in package: URL, _ change: (String) -> String) throws {
        let url = package.appendingPathComponent(path)
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    /// One style is enough for the JSON report: every style's sample is checked by TemplateCheckerTests and by the
    /// ejected-template checks below, and each style checked costs a scaffolded and verified package.
    @Test func shippedTemplatesPassAsJSON() throws {
        let run = CapturedRun(["templates", "check", "--format", "json", "--style", "observable"])
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(try jsonFindings(run).isEmpty)
    }

    @Test func ejectedAndEditedTemplateIsUsedByFeatureAndAddAndValidatedByCheck() throws {
        let demo = try Demo()
        let eject = CapturedRun(["templates", "eject", "entity"], in: demo.package)
        #expect(eject.exitCode == .success, "\(eject.errorOutput)")

        let list = CapturedRun(["templates", "list", "--json"], in: demo.package)
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any])
        let entity = (listed["templates"] as? [[String: Any]])?.first { $0["id"] as? String == "entity" }
        #expect(entity?["origin"] as? String == "project")

        let note = "/// Reviewed by the platform team."
        try edit(Self.entityTemplate, in: demo.package) {
            $0.replacingOccurrences(of: "public struct", with: "\(note)\npublic struct")
        }
        #expect(CapturedRun(["feature", "Profile"], in: demo.package).exitCode == .success)
        #expect(try demo.scratch.read("Demo/Sources/DemoDomain/Profile/Profile.swift").contains(note))
        let added = CapturedRun(["add", "entity", "Address", "--fields", "id:UUID,street:String"], in: demo.package)
        #expect(added.exitCode == .success, "\(added.errorOutput)")
        #expect(try demo.scratch.read("Demo/Sources/DemoDomain/Address/Address.swift").contains(note))
        let clean = CapturedRun(["templates", "check", "--format", "json"], in: demo.package)
        #expect(clean.exitCode == .success, "\(clean.output)")

        try edit(Self.entityTemplate, in: demo.package) {
            $0.replacingOccurrences(of: "import Foundation\n", with: "import Foundation\nimport SwiftUI\n")
        }
        let broken = CapturedRun(["templates", "check", "--format", "json"], in: demo.package)
        #expect(broken.exitCode == .failure)
        let findings = try jsonFindings(broken)
        #expect(findings.map { $0["id"] as? String } == ["check.template-verify"])
        let location = findings.first?["location"] as? [String: Any]
        #expect(location?["file"] as? String == Self.entityTemplate)
        #expect(location?["line"] as? Int == 2)
        #expect((findings.first?["message"] as? String)?.contains("[domain-purity]") == true)
    }

    @Test func newUsesTheProjectsPackageTemplate() throws {
        let scratch = try ScratchProject()
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent(".strata"), withIntermediateDirectories: true)
        #expect(CapturedRun(["templates", "eject", "package"], in: scratch.url).exitCode == .success)
        let line = "Maintained by the platform team."
        try edit(".strata/templates/package/README.md.tmpl", in: scratch.url) { $0 + "\n\(line)\n" }
        #expect(CapturedRun(["new", "Demo"], in: scratch.url).exitCode == .success)
        #expect(try scratch.read("Demo/README.md").contains(line))
    }

    @Test func ejectRefusesToOverwriteWithoutForce() throws {
        let demo = try Demo()
        #expect(CapturedRun(["templates", "eject", "entity"], in: demo.package).exitCode == .success)
        let template = demo.package.appendingPathComponent(Self.entityTemplate)
        let shipped = try String(contentsOf: template, encoding: .utf8)
        try edit(Self.entityTemplate, in: demo.package) { $0 + "// ours\n" }

        let again = CapturedRun(["templates", "eject", "entity"], in: demo.package)
        #expect(again.exitCode == .usageError)
        #expect(again.errorOutput.split(separator: "\n").count == 1)
        #expect(again.errorOutput.contains("--force"))
        #expect(try String(contentsOf: template, encoding: .utf8).hasSuffix("// ours\n"))

        #expect(CapturedRun(["templates", "eject", "entity", "--force"], in: demo.package).exitCode == .success)
        #expect(try String(contentsOf: template, encoding: .utf8) == shipped)
        let templates = demo.package.appendingPathComponent(".strata/templates")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: templates.path)
        #expect(leftovers == ["entity"], "no staging folder is left behind")
    }

    @Test(arguments: [
        (["templates", "eject", "entitty"], "entity"),
        (["templates", "check", "no-such-folder"], "no-such-folder"),
    ])
    func badInputIsOneLineAndExitsTwo(arguments: [String], mentioned: String) throws {
        let demo = try Demo()
        let run = CapturedRun(arguments, in: demo.package)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.contains(mentioned))
    }

    @Test func ejectOutsideAProjectIsOneLine() throws {
        let scratch = try ScratchProject()
        let run = CapturedRun(["templates", "eject", "entity"], in: scratch.url)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1)
        #expect(!scratch.exists(".strata"))
    }

    @Test func findingsShareVerifysMachineFormats() throws {
        let demo = try Demo()
        #expect(CapturedRun(["templates", "eject", "entity"], in: demo.package).exitCode == .success)
        try edit(Self.entityTemplate, in: demo.package) {
            $0.replacingOccurrences(of: "{{ entity }}:", with: "{{ entityName }}:")
        }

        let edited = try String(contentsOf: demo.package.appendingPathComponent(Self.entityTemplate), encoding: .utf8)
        let line =
            try #require(
                edited.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("entityName") }
            ) + 1

        let github = CapturedRun(["templates", "check", "--format", "github"], in: demo.package)
        #expect(github.exitCode == .failure)
        #expect(
            github.output.hasPrefix(
                "::error file=\(Self.entityTemplate.replacingOccurrences(of: ":", with: "%3A")),line=\(line),"))

        let junit = CapturedRun(["templates", "check", "--format", "junit"], in: demo.package)
        let collector = TemplatesJUnitCollector()
        let parser = XMLParser(data: Data(junit.output.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.root["name"] == "strata templates check")
        #expect(collector.root["failures"] == "1")
        #expect(collector.failedSuites == ["template-undeclared-variable"])
    }
}

private final class TemplatesJUnitCollector: NSObject, XMLParserDelegate {
    var root: [String: String] = [:]
    var failedSuites: [String] = []
    private var suite = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "testsuites": root = attributes
        case "testsuite": suite = attributes["name"] ?? ""
        case "failure": failedSuites.append(suite)
        default: break
        }
    }
}
