import Foundation
import StrataKnowledge
import StrataScaffold
import StrataScaffoldTestSupport
import StrataTestSupport
import StrataVerify
import Testing

/// What the agent bundle states as checked (its `strata verify` rules) holds in every generated package: a
/// feature of every shape — the golden walkthrough has no detail shape — in every style, verified as a team's CI
/// would run it, has no finding.
@Suite struct EveryShapeVerifiesCleanTests {
    static let shapes = [
        SamplePackage.Feature(name: "Profile", shape: "list", fields: "id:UUID,name:String,age:Int?", operations: nil),
        SamplePackage.Feature(
            name: "Articles", entity: "Article", shape: "detail", fields: "id:UUID,title:String,published:Date",
            operations: nil),
        SamplePackage.Feature(
            name: "Settings", shape: "single", fields: "id:UUID,theme:String,notificationsEnabled:Bool",
            operations: "load,save"),
        SamplePackage.Feature(
            name: "Orders", entity: "Order", shape: "form", fields: "id:UUID,title:String,placed:Date",
            operations: nil),
    ]

    @Test(arguments: ViewModelStyleID.allCases)
    func everyShapeOfTheStyleVerifiesClean(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style, features: Self.shapes)
        let root = demo.packageRoot.path
        let configuration = try ProjectConfiguration.load(
            Data(contentsOf: demo.packageRoot.appendingPathComponent("strata.json")), file: "strata.json",
            vocabulary: Self.knowledge.configurationVocabulary)
        let request = VerifyRequest(
            projectRoot: root, paths: [root], workingDirectory: root, configuration: configuration)
        let findings = try VerifyEngine(knowledge: Self.knowledge).run(request).report.findings
        #expect(
            findings.isEmpty,
            "\(findings.map { "\($0.file):\($0.line) \($0.message) [\($0.ruleID)]" }.joined(separator: "\n"))")
    }

    static let knowledge: VerifyKnowledge = {
        do {
            return try VerifyKnowledge.load(from: .shipped)
        } catch {
            fatalError("the shipped knowledge must load: \(error)")
        }
    }()
}
