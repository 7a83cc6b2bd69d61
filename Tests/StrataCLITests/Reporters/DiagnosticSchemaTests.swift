import Foundation
import StrataDiagnostics
import StrataTestSupport
import Testing

@testable import StrataCLI

/// The one JSON shape: the published schema is the one the code declares (and MCP tools use as
/// their output schema), and what `verify`, `templates check`, `knowledge validate` and a
/// configuration error print validates against it with Python's reference `jsonschema`.
@Suite struct DiagnosticSchemaTests {
    static let published = repositoryRoot.appendingPathComponent("Schemas/diagnostics.schema.json")

    @Test func thePublishedSchemaIsTheOneTheCodeDeclares() {
        assertSnapshot(DiagnosticDocument.schema.prettyText, golden: Self.published)
    }

    static var validatorAvailable: Bool {
        ExternalTools.shouldRun(whenAvailable: ExternalTools.pythonCanImport("jsonschema"))
    }

    /// Every schema Strata publishes (this one and strata.json's) is itself a valid draft 2020-12 schema.
    @Test(
        .enabled(if: validatorAvailable, "no Python with jsonschema"),
        arguments: ["Schemas/diagnostics.schema.json", "Schemas/strata.schema.json"])
    func thePublishedSchemaIsAValidDraft2020Schema(path: String) throws {
        let result = try ExternalTools.runPython([
            "-c",
            "import json, sys, jsonschema; jsonschema.Draft202012Validator.check_schema(json.load(open(sys.argv[1])))",
            repositoryRoot.appendingPathComponent(path).path,
        ])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: validatorAvailable, "no Python with jsonschema"))
    func everyCommandsJSONValidates() throws {
        let project = try ScratchProject.withFindings()
        try Data([0xFF, 0x0A]).write(to: project.url.appendingPathComponent("Sources/DemoDomain/Blob.swift"))
        let outputs = [
            ("verify", CapturedRun(["verify", "--format", "json", "--allow-unreadable"], in: project.url).output),
            (
                "clean verify",
                CapturedRun(["verify", "Sources/DemoDomain/Profile.swift", "--format", "json"], in: project.url).output
            ),
            ("knowledge validate", CapturedRun(["knowledge", "validate", "--json"]).output),
            (
                "the reporter golden",
                try String(
                    contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Reporters/verify.json"),
                    encoding: .utf8)
            ),
        ]
        let problems = try SchemaValidator.problems(in: outputs.map(\.1), schema: Self.published.path)
        #expect(problems.count == outputs.count)
        for ((name, output), problem) in zip(outputs, problems) {
            #expect(!output.isEmpty, "\(name) printed nothing")
            #expect(problem == nil, "\(name): \(problem ?? "")")
        }
    }

    @Test(.enabled(if: validatorAvailable, "no Python with jsonschema"))
    func aConfigurationErrorIsTheSameDocument() throws {
        let project = try ScratchProject.withFindings()
        try project.write("strata.json", #"{ "schemaVersion": 1, "rules": { "domain-purty": "off" } }"#)
        let run = CapturedRun(["verify", "--format", "json"], in: project.url)
        #expect(run.exitCode == .usageError)
        #expect(try SchemaValidator.problems(in: run.output, schema: Self.published.path) == nil, "\(run.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["config.unknown-rule"])
        #expect(diagnostics.first?["fixHint"] as? String == "did you mean 'domain-purity'?")
        #expect(run.errorOutput.contains("strata.json:1:34: unknown rule 'domain-purty'"), "stderr still says it")
    }
}
