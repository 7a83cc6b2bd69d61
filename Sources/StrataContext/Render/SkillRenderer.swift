import StrataKnowledge

/// Agent Skills: one folder per workflow holding a `SKILL.md` (front matter `name` and
/// `description`, then the steps), which Claude Code (`.claude/skills/`) and Copilot
/// (`.github/skills/`) load only when a task calls for it. They replace the prompt files VS Code
/// deprecated; the MCP server still serves one prompt per template.
extension ContextRenderer {
    struct Skill {
        /// The folder name and the skill's `name`: lowercase words joined by hyphens.
        var id: String
        var description: String
        var steps: [String]
    }

    /// Scaffolding where the project has layer modules to scaffold into, verifying always; migrating when
    /// strata.json names legacy code to migrate.
    var skills: [Skill] {
        var skills = project.module.isEmpty ? [verifyAndFixSkill] : [scaffoldFeatureSkill, verifyAndFixSkill]
        if let migrate = project.commands.migrate, !migrations.isEmpty { skills.append(migrateSkill(command: migrate)) }
        return skills
    }

    /// Every skill id a bundle can hold, so that folders of skills no longer written are found.
    static let skillIDs = ["strata-scaffold-feature", "strata-verify-and-fix", "strata-migrate"]

    func skillDocument(_ skill: Skill) -> MarkdownDocument {
        let body = skill.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        return MarkdownDocument(
            frontMatter: FrontMatter(fields: [("name", .text(skill.id)), ("description", .text(skill.description))]),
            provenance: provenance,
            sections: [.init("Steps", heading: "# \(skill.id)", essential: true, body: body)])
    }

    /// Where a skill, which lists no rules, sends an agent checking them by hand.
    static let listedRules = "the rules AGENTS.md lists"

    /// A two-word entity's path, made by the filters the data source template uses.
    private static let pathExample = TemplateFilter.kebabCase.apply(to: TemplateFilter.plural.apply(to: "OrderItem"))

    private var modules: String {
        layers.map { "`\(module(of: $0))` (\($0.name.lowercased()))" }.joined(separator: ", ")
    }

    private var scaffoldFeatureSkill: Skill {
        Skill(
            id: "strata-scaffold-feature",
            description: "Adds a feature slice to \(project.name) in every layer (entity, use cases, repository, "
                + "data source, view model, screen and their tests) with Strata's templates. Use when asked for a new "
                + "feature, screen or entity.",
            steps: [
                "Pick the feature's name and fields. The name is a type name: one that Swift, Foundation, SwiftUI "
                    + "or an existing feature already uses is refused (say `TaskItem`, not `Task`). The entity takes the "
                    + "feature's name as written unless `--entity` gives one: `Products --entity Product`.",
                "Preview what would be written: `\(project.commands.scaffoldFeature) --dry-run --diff` "
                    + "(or the MCP tool `scaffold_feature` without `write`; without the CLI, which the MCP server runs "
                    + "as `\(Self.mcpCommandLine)`, skip to the next step).",
                "Write it: `\(project.commands.scaffoldFeature)` (\(scaffoldWithoutCLI)); register a copied "
                    + "feature in the composition root where its `strata:` comments say.",
                "Fill in the feature's real behaviour (the data source's requests, the screen's layout), keeping "
                    + "each type in its layer's module: \(modules).",
                // What the generated feature answers about fields and rows, so an agent extending it does not guess.
                "Fields: a text or number field is required unless its type ends in `?` (then empty is nil). "
                    + "`<Entity>Draft` checks form text; a rule on a value (a price above 0) belongs on its domain type, "
                    + "which the draft and the save use case both call, and the draft shows its failure beside the field "
                    + "as a `Problem` case you add. The screen's form adds rows; in the list shape (the default) a row "
                    + "opens a read-only detail: to let users edit, open the form with `<Entity>Draft(row)`, as the form "
                    + "shape's rows and the detail shape's Edit do; a save replaces the stored value with the same id. "
                    + "A new item's `<Entity>Draft()` starts with text and lists empty, flags off, dates now and a "
                    + "value type's first case: change a default there when the product asks. Money is a `Decimal` "
                    + "field, never `Double`, shown with `.formatted(.currency(code:))`, the code coming from the data "
                    + "(a field, or a value the composition passes in), never a literal in a view.",
                // Where lists come from and in what order, which the generated feature leaves to the agent.
                "Lists: the server path is the entity's plural in kebab case (`\(Self.pathExample)`), or the entity "
                    + "itself for a single value, as `Remote<Entity>DataSource` names it in its `init` "
                    + "(`baseURL.appendingPathComponent(\"\(Self.pathExample)\")`: a team's own path replaces it there "
                    + "and in the URLs its data-source and composition tests expect): it GETs a JSON array there and "
                    + "PUTs or DELETEs `<path>/<id>` (a single value: GET and PUT the path), keys being `<Entity>DTO`'s "
                    + "property names, dates ISO 8601 and UUIDs strings. Rows keep the repository's "
                    + "order; a sort the user picks is mapping, in presentation, while an order the product defines "
                    + "(newest first) is a domain use case's. Break ties by id so the order is stable.",
                anotherWrite,
                "Run `swift build` and `swift test`, then `\(project.commands.verify)` (\(verifyWithoutCLI(checking: Self.listedRules))), and fix "
                    + "every error before finishing.",
            ])
    }

    /// What a write beyond save and delete (deactivate) does in the generated code, so an agent adding one knows
    /// which failure title it gets: the store style's feature names its own, the other styles' ScreenWork titles
    /// every write but a delete as a save.
    private var anotherWrite: String {
        let handling =
            project.style == "store"
            ? "one more `Action` case, handled like save; its effect sends a failure titled by a `couldNot…` string "
                + "the feature declares beside `couldNotSave`"
            : "one more `Action` case and intent method, run like save: through `work.save`, so a failure is titled "
                + "`Couldn't Save`, as every write but a delete is"
        return "Actions: another write (deactivate) is \(handling)."
    }

    private var verifyAndFixSkill: Skill {
        Skill(
            id: "strata-verify-and-fix",
            description: "Checks \(project.name) against its architecture rules and fixes what is reported. Use when "
                + "a change to Swift code is about to be finished, and to check a file before writing it.",
            steps: [
                "Before writing a new file, check its text with the MCP tool `verify_source` (its path and text): the "
                    + "same findings, without touching the disk; without the CLI, which the MCP server runs as "
                    + "`\(Self.mcpCommandLine)`, go on to the next step.",
                "After a change, run `\(project.commands.verify) --format json` (or the MCP tool `verify`; "
                    + "\(verifyWithoutCLI(checking: Self.listedRules))).",
                "For each finding, read `strata rules explain <rule>` (without the CLI, its section in AGENTS.md or "
                    + "its layer's): it says why the rule exists and shows code that passes. Apply its fix; do not move the "
                    + "code out of the checked folders.",
                "Missing use-case tests and repository mocks can be generated: `\(project.commands.verify) --fix` "
                    + "(without the CLI, write them as the testing rules in AGENTS.md say).",
                "Repeat until no finding is an error. Suppress one (`// strata:disable:next <rule> -- reason`) only "
                    + "when the user agrees, with the reason.",
            ])
    }

    private func migrateSkill(command: String) -> Skill {
        let maps = migrations.map { "`\($0.id)` (\($0.from) → \($0.to))" }.joined(separator: ", ")
        return Skill(
            id: "strata-migrate",
            description: "Moves legacy code in \(project.name) to the target architecture, one call site at a "
                + "time. Use when asked to migrate screens or services from \(project.migratingFrom.joined(separator: ", ")).",
            steps: [
                "List what is left to migrate: `\(command)` (without the CLI, search the sources for the imports the "
                    + "migration maps replace).",
                "Take one screen or service at a time and follow the migration map for it (\(maps)); "
                    + "the rule files give each replacement (with the CLI, so does `strata rules explain`).",
                "Wrap a legacy service the new code still needs with an adapter instead of rewriting it: "
                    + "`strata add adapter <Name> --feature <Feature> --legacy <rxswift|combine|callback>` (without the "
                    + "CLI, write it by hand: a data-layer type implementing the feature's repository over the "
                    + "service).",
                "Run `swift test` and `\(project.commands.verify)` (\(verifyWithoutCLI(checking: Self.listedRules))) after each step, and fix "
                    + "every error before the next.",
            ])
    }
}
