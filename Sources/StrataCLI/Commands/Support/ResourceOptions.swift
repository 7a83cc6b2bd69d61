import Foundation
import StrataKnowledge
import StrataVerify

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

    /// No `--knowledge` nor `--templates`: the project's own knowledge.
    init() {}

    init(_ arguments: ParsedArguments) throws(UsageError) {
        knowledgeDirectory = try arguments[Self.knowledge]
        templatesDirectory = try arguments[Self.templates]
    }

    /// The resources in effect around the working folder: those of the Strata project it is in, if any.
    func library(in environment: CommandEnvironment, base: ResourceLibrary = .shipped) throws -> ResourceLibrary {
        try library(
            projectRoot: ProjectRoot.strataProject(from: environment.workingDirectory), in: environment, base: base)
    }

    /// The resources in effect in the project at `projectRoot` with these options (``StrataProject/library``).
    func library(projectRoot: URL?, in environment: CommandEnvironment, base: ResourceLibrary = .shipped) throws
        -> ResourceLibrary
    {
        try StrataProject.library(
            base: base, root: projectRoot, knowledgeDirectory: knowledgeDirectory.map { environment.url(for: $0).path },
            templatesDirectory: templatesDirectory.map { environment.url(for: $0).path })
    }

    func knowledge(in environment: CommandEnvironment) throws -> KnowledgeBase {
        try KnowledgeBase.load(from: library(in: environment))
    }
}
