import StrataDiagnostics
import StrataKnowledge

/// `strata templates list`: every template in effect and where it comes from, so a team sees
/// at a glance which shipped templates its `.strata/templates/` overrides.
struct TemplatesListCommand: StrataCommand {
    static let json = Flag("--json", help: "Print the templates as JSON.")

    static let description = CommandDescription(
        name: "list",
        abstract: "List the templates in effect: id, layer, styles, origin and description.",
        options: ResourceOptions.options + [json],
        examples: [
            Example("strata templates list", "Shipped templates, and the project's overrides marked 'project'."),
            Example("strata templates list --templates ../team-templates --json", "Include a team folder, as JSON."),
        ]
    )

    let resources: ResourceOptions
    let json: Bool

    init(arguments: ParsedArguments) throws {
        resources = try ResourceOptions(arguments)
        json = arguments[Self.json]
    }

    private struct Listing: Encodable, Sendable {
        struct Entry: Encodable, Sendable {
            var id: String
            var version: String
            var layer: String
            var styles: [String]
            var origin: String
            var description: String
        }
        var templates: [Entry]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let library = try resources.library(in: environment)
        var problems: [KnowledgeError] = []
        var entries: [Listing.Entry] = []
        for id in library.templateIDs {
            do {
                let package = try TemplatePackage.load(id: id, from: library)
                let metadata = package.metadata
                entries.append(
                    .init(
                        id: id, version: metadata.version, layer: metadata.layer.rawValue,
                        styles: metadata.styles.map(\.rawValue), origin: package.origin.description,
                        description: metadata.description))
            } catch {
                problems += error.errors
            }
        }
        guard problems.isEmpty else { throw KnowledgeErrors(problems) }
        if json {
            try JSONOutput(Listing(templates: entries)).print(to: environment.console)
            return .success
        }
        let rows = entries.map { [$0.id, $0.layer, $0.styles.joined(separator: ","), $0.origin, $0.description] }
        for line in TextTable.lines(rows) { environment.console.line(line) }
        return .success
    }
}
