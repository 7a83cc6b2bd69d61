import Foundation
import StrataContext
import StrataKnowledge
import StrataTestSupport

/// The shipped knowledge and templates rendered for the golden Demo packages of each style: what
/// the context suites render and the MCP suites serve.
public enum DemoContext {
    public static let adapterCommand =
        "strata add adapter <Name> --feature <Feature> --legacy <rxswift|combine|callback>"
    public static let commands = ContextProject.Commands(
        scaffoldFeature: "strata feature <Name> --fields id:UUID,name:String",
        verify: "strata verify", regenerate: "strata context",
        addTemplate: ["adapter": adapterCommand, "adapter-tests": adapterCommand, "legacy-call": adapterCommand],
        migrate: "strata migrate")

    public static let knowledge: ContextKnowledge = {
        do {
            return try ContextKnowledge.load(from: .shipped)
        } catch {
            fatalError("the shipped knowledge must load: \(error)")
        }
    }()

    public static func strataJSON(style: String) throws -> String {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo/strata.json")
        return try String(contentsOf: url, encoding: .utf8)
    }

    public static func project(style: String) throws -> ContextProject {
        try ContextProject.read(
            strataJSON: strataJSON(style: style), file: "strata.json", knowledge: knowledge, commands: commands)
    }

    public static func renderer(style: String) throws -> ContextRenderer {
        ContextRenderer(knowledge: knowledge, project: try project(style: style))
    }
}
