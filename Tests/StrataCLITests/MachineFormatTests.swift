import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

@Suite struct MachineFormatTests {
    @Test(
        .enabled(
            if: SchemaValidator.shouldRun, "no Python with jsonschema (pip install jsonschema, or set STRATA_PYTHON)"))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        let schema = SchemaValidator.schema(named: "sarif-schema-2.1.0.json")
        let project = try ScratchProject.withFindings()
        let run = CapturedRun(["verify", "--format", "sarif"], in: project.url)
        #expect(run.exitCode == .failure)
        #expect(try SchemaValidator.problems(in: run.output, schema: schema) == nil)

        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["domain-purity", "theme-tokens"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("usecase-shape"), "rules without results are listed too")
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == result["ruleId"] as? String)
        }
    }

    @Test(
        .enabled(
            if: SchemaValidator.shouldRun, "no Python with jsonschema (pip install jsonschema, or set STRATA_PYTHON)"))
    func cleanRunSarifIsValidToo() throws {
        let schema = SchemaValidator.schema(named: "sarif-schema-2.1.0.json")
        let project = try ScratchProject(["Sources/DemoDomain/Profile.swift": "import Foundation\n"])
        let run = CapturedRun(["verify", "--format", "sarif"], in: project.url)
        #expect(run.exitCode == .success)
        #expect(try SchemaValidator.problems(in: run.output, schema: schema) == nil)
    }

    @Test func junitParsesAndCountsFailures() throws {
        let project = try ScratchProject.withFindings()
        let run = CapturedRun(["verify", "--format", "junit"], in: project.url)
        let report = try XUnitReport(Data(run.output.utf8))
        #expect(report.rootAttributes["failures"] == "1")
        #expect(report.testCases.flatMap(\.failures) == ["Domain imports 'UIKit'; only Foundation is allowed"])
        #expect(report.suites.contains("theme-tokens"))
        #expect(report.suites == report.suites.sorted(), "suites in rule order")
    }

    @Test func jsonCarriesItsSchemaVersionAndSummary() throws {
        let project = try ScratchProject.withFindings()
        let run = CapturedRun(["verify", "--format", "json"], in: project.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["passed"] as? Bool == false)
        #expect(
            summary.filter { $0.key != "passed" } as? [String: Int] == [
                "errors": 1, "warnings": 1, "notes": 0, "bugs": 0, "filesChecked": 3, "filesSkipped": 0,
                "linesChecked": 16,
            ])
    }
}
