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

    /// The Swift files below `folder` of the style's golden Demo package, by path from the package root.
    public static func swiftFiles(under folder: String, style: String) throws -> [String: String] {
        let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo")
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(
            at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files[url.path.replacingOccurrences(of: root.path + "/", with: "")] = try String(
                contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// The paths of the bundle's texts (its JSON left out) that tell the agent to run `command`, in code, without
    /// also saying every one of `alternatives`: the files that would leave an agent stuck where the CLI is not there.
    public static func textsSending(to command: String, without alternatives: [String], style: String) throws
        -> [String]
    {
        try renderer(style: style).bundle(agents: ContextAgent.allCases).files
            .filter { file in
                !file.path.hasSuffix(".json") && file.text.contains("`\(command)")
                    && !alternatives.allSatisfy(file.text.contains)
            }
            .map(\.path)
    }
}
