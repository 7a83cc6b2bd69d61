import Foundation
import StrataKnowledge
import StrataScaffold

/// The options every command that writes generated code into a package shares — `--force`, the
/// plan's `--dry-run`, `--diff` and `--json`, and `--knowledge` / `--templates` — declared once, as
/// ``ResourceOptions`` is, so their spelling and help cannot drift between `new`, `feature`, `add`
/// and `add adapter`.
struct ScaffoldOptions {
    static let force = Flag("--force", help: "Overwrite files that exist with other content.")
    /// Listed after a command's own options, in the order `--help` shows them.
    static let options: [any OptionDeclaration] = [force] + PlanPresenter.options + ResourceOptions.options

    let force: Bool
    let presenter: PlanPresenter
    let resources: ResourceOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        force = arguments[Self.force]
        presenter = PlanPresenter(arguments)
        resources = try ResourceOptions(arguments)
    }

    /// Plans into the Strata package around the working directory (its module and style from
    /// strata.json) with the templates these options select, then shows or writes the plan.
    func scaffoldIntoProject(
        in environment: CommandEnvironment,
        plan: (Scaffolder, _ target: ScaffoldTarget) throws -> Scaffolder.Outcome
    ) throws -> ExitCode {
        let target = try ProjectSetup.scaffoldTarget(in: environment, resources: resources)
        let scaffolder = Scaffolder(library: target.library)
        return try presenter.run(in: target.root, environment: environment) { try plan(scaffolder, target) }
    }
}
