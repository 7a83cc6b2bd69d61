import Foundation
import StrataDiagnostics
import StrataJSON
import StrataKnowledge
import StrataVerify

/// `strata knowledge validate [DIR]`: decodes every knowledge file and template strictly and
/// reports every problem, one line each, with file, JSON path and line:column.
struct KnowledgeValidateCommand: StrataCommand {
    static let json = Flag("--json", help: "Print the result as JSON.")

    static let description = CommandDescription(
        name: "validate",
        abstract: "Check knowledge files and templates: schema, types, references, template syntax.",
        discussion: """
            Without DIR, checks what this project uses: the shipped knowledge and templates plus any
            .strata/ overlay and --knowledge/--templates folders, and the project's rules in
            .strata/rules.json. With DIR, checks a folder laid out
            like the Strata repository (knowledge/, Templates/, manifest.json).
            """,
        arguments: [
            ArgumentDescription(
                "dir", help: "A folder with knowledge/ and Templates/.", isOptional: true, completion: .directories)
        ],
        options: ResourceOptions.options + [json, ReportDestination.output],
        examples: [
            Example("strata knowledge validate", "Check the knowledge and templates this project uses."),
            Example("strata knowledge validate ~/src/strata", "Check a clone of the Strata repository."),
            Example("strata knowledge validate --knowledge .strata/knowledge", "Check a team's knowledge overrides."),
        ]
    )

    let directory: String?
    let resources: ResourceOptions
    let json: Bool
    let destination: ReportDestination

    init(arguments: ParsedArguments) throws {
        directory = arguments.positionals.first
        resources = try ResourceOptions(arguments)
        json = arguments[Self.json]
        destination = try ReportDestination(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let outputURL = try destination.checkedURL(roots: [environment.workingDirectory.path], in: environment)
        let base = try directory.map { try ResourceLibrary.directory(at: environment.url(for: $0).path) } ?? .shipped
        let library = try resources.library(in: environment, base: base)
        var problems: [KnowledgeError] = []
        var ruleCount = 0
        do {
            ruleCount = try KnowledgeBase.load(from: library, suppliedPlaceholders: RuleRegistry.suppliedPlaceholders)
                .rules.rules.count
        } catch {
            problems += error.errors
        }
        for id in library.templateIDs {
            do {
                _ = try TemplatePackage.load(id: id, from: library)
            } catch {
                problems += error.errors
            }
        }
        // What the project uses includes its own rules, validated as strictly as the shipped ones; they are read
        // with the knowledge, so only once it is valid (its problems would otherwise be reported twice).
        var projectRuleCount: Int?
        if directory == nil, problems.isEmpty {
            do {
                projectRuleCount = try ProjectSetup.projectRulesAroundWorkingFolder(in: environment).count
            } catch let error as KnowledgeErrors {
                problems += error.errors
            }
        }
        let projectRules = projectRuleCount.flatMap { $0 > 0 ? $0 : nil }
        let report = DiagnosticReport(
            command: "strata knowledge validate", diagnostics: problems.flatMap(\.diagnostics),
            coverage: DiagnosticReport.Coverage(
                knowledgeFilesChecked: library.knowledgeFiles.count, rulesChecked: ruleCount + (projectRules ?? 0),
                templatesChecked: library.templateIDs.count))
        if json {
            try destination.write(JSONReporter().render(report), to: outputURL, in: environment)
        } else if problems.isEmpty {
            try destination.write(
                "valid: \(library.knowledgeFiles.count) knowledge files, \(ruleCount) rules, "
                    + "\(library.templateIDs.count) templates"
                    + (projectRules.map { ", \($0) project rules in \(ProjectRules.path)" } ?? "") + "\n",
                to: outputURL, in: environment)
        } else {
            for problem in report.diagnostics { environment.console.errorLine(problem.description) }
        }
        return problems.isEmpty ? .success : .usageError
    }
}
