import Foundation
import StrataKnowledge

/// The `--knowledge` / `--templates` options shared by every command that reads the knowledge
/// base or templates, and the one way they resolve: shipped copy, then the project's
/// `.strata/` overlay, then the explicit folders.
struct ResourceOptions: Sendable {
    static let knowledge = Option<String?>(
        "--knowledge", placeholder: "dir", completion: .directories,
        help: "Add or override knowledge files (*.json) from this folder.")
    static let templates = Option<String?>(
        "--templates", placeholder: "dir", completion: .directories,
        help: "Add or override templates (<id>/template.json) from this folder.")
    static let options: [any OptionDeclaration] = [knowledge, templates]

    var knowledgeDirectory: String?
    var templatesDirectory: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        knowledgeDirectory = try arguments[Self.knowledge]
        templatesDirectory = try arguments[Self.templates]
    }

    func library(in environment: CommandEnvironment, base: ResourceLibrary = .shipped) throws -> ResourceLibrary {
        var library = base
        if let project = ProjectRoot.strataProject(from: environment.workingDirectory) {
            library = try library.overlaying(project: project.path)
        }
        if let knowledgeDirectory {
            library = try library.overlaying(knowledgeDirectory: environment.url(for: knowledgeDirectory).path)
        }
        if let templatesDirectory {
            library = try library.overlaying(templatesDirectory: environment.url(for: templatesDirectory).path)
        }
        return library
    }

    func knowledge(in environment: CommandEnvironment) throws -> KnowledgeBase {
        try KnowledgeBase.load(from: library(in: environment))
    }
}
