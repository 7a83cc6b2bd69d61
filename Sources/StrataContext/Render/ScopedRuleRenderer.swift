import StrataCore

/// Path-scoped rule files: one per layer (and one for tests), the same content under four
/// agents' front matter, each mapping the layer's strata.json globs to that agent's field.
extension ContextRenderer {
    /// A layer, the tests or a migration map, with the globs that scope its file.
    struct Scope {
        var id: String
        var title: String
        var globs: [String]
        var layer: ContextKnowledge.Layer?
        var migration: ContextKnowledge.Migration?
    }

    /// Legacy code can be anywhere, so a migration's file applies to every Swift file.
    static let migrationGlobs = ["**/*.swift"]

    var scopes: [Scope] {
        var scopes = configuredLayers.map { layer in
            Scope(
                id: layer.id, title: "\(layer.name) layer (`\(module(of: layer))`)", globs: project.globs(of: layer.id),
                layer: layer)
        }
        if !project.tests.isEmpty {
            scopes.append(Scope(id: "tests", title: "Tests", globs: project.tests, layer: nil))
        }
        scopes += migrations.map { migration in
            Scope(
                id: migration.id, title: "migrating from \(migration.from) to \(migration.to)",
                globs: Self.migrationGlobs.map { project.folder.isEmpty ? $0 : project.folder + "/" + $0 },
                layer: nil, migration: migration)
        }
        return scopes
    }

    /// `afterRootIndex`: the file is only ever loaded after the lean root AGENTS.md, which
    /// already gives each rule's summary, so each rule here starts at its fix.
    /// `folderExists` as for `readerGlobs`: the scope line names the paths the file's front matter does, and a
    /// pattern left out there as its folder does not exist yet is said to join later, so the two agree.
    func scopedSections(
        _ scope: Scope, afterRootIndex: Bool = false, folderExists: ((String) -> Bool)? = nil
    ) -> [MarkdownDocument.Section] {
        let listing =
            scope.migration != nil ? project.commands.migrate.map { " `\($0)` lists the legacy code left." } : nil
        let applied = readerGlobs(scope, folderExists: folderExists)
        let pending = readerGlobs(scope, folderExists: nil).filter { !applied.contains($0) }
        // Unnamed: a folder the package lacks is named nowhere in the bundle.
        let later =
            pending.isEmpty
            ? ""
            : " The other paths strata.json gives join once their folders exist and "
                + "`\(project.commands.regenerate)` runs again."
        var sections: [MarkdownDocument.Section] = [
            .init(
                "Scope", heading: "# \(project.name): \(scope.title)", essential: true,
                body: "Applies to \(applied.map { "`\($0)`" }.joined(separator: ", ")).\(later) "
                    + "Run `\(project.commands.verify)` after editing these files (\(verifyWithoutCLI())); it checks "
                    + "the sections named after a rule, the rest is guidance." + (listing ?? ""))
        ]
        if let layer = scope.layer {
            sections.append(.init("Layer", heading: "## What belongs here", essential: true, body: layerDetails(layer)))
            for rule in knowledge.rules where rule.layers.contains(layer.id) {
                sections.append(
                    .init(
                        "Rule \(rule.id)",
                        body: ruleBlock(
                            rule, heading: "##", examples: .passing(layer: layer.id), withSummary: !afterRootIndex)))
            }
            if layer.id == "presentation" || layer.id == "ui" {
                sections.append(
                    .init(
                        "State management", heading: "## State management: \(style?.name ?? project.style)",
                        body: styleSection(essentialsOnly: true)))
            }
        }
        if let migration = scope.migration {
            sections.append(
                .init(
                    "Migration \(migration.id)", heading: "## From \(migration.from) to \(migration.to)",
                    body: migrationSection(migration)))
        }
        for topic in knowledge.topics where topic.layers.contains(scope.id) {
            sections.append(.init(topic.title, heading: "## \(topic.title)", body: topicSection(topic)))
        }
        return sections
    }

    /// A scope's globs as the agents' readers take them: brace groups written out as separate patterns
    /// (Copilot, Cursor and Windsurf split one string at its commas, a brace group's included), and,
    /// where the project's folders are known, only the patterns under a folder that exists, so no rule
    /// file names a target the package lacks. A layer none of whose folders exists yet keeps them all.
    func readerGlobs(_ scope: Scope, folderExists: ((String) -> Bool)?) -> [String] {
        var seen: Set<String> = []
        let written = scope.globs.flatMap(Glob.braceAlternatives(of:)).filter { seen.insert($0).inserted }
        guard let folderExists else { return written }
        let existing = written.filter { pattern in Self.literalFolder(of: pattern).map(folderExists) ?? true }
        return existing.isEmpty ? written : existing
    }

    /// The folder a brace-free pattern starts with, up to its first wildcard; nil when it starts with one.
    /// A pattern without wildcards names a file or a folder, so its parent is the folder checked.
    static func literalFolder(of pattern: String) -> String? {
        let components = pattern.split(separator: "/")
        let literal = components.prefix { !$0.contains(where: { "*?[".contains($0) }) }
        let folder = literal.count == components.count ? literal.dropLast() : literal[...]
        return folder.isEmpty ? nil : folder.joined(separator: "/")
    }

    func copilotScopedDocument(_ scope: Scope, folderExists: ((String) -> Bool)?) -> MarkdownDocument {
        let globs = readerGlobs(scope, folderExists: folderExists)
        return MarkdownDocument(
            frontMatter: FrontMatter(fields: [("applyTo", .quoted(globs.joined(separator: ",")))]),
            provenance: provenance, sections: scopedSections(scope, folderExists: folderExists))
    }

    func cursorDocument(_ scope: Scope, folderExists: ((String) -> Bool)?) -> MarkdownDocument {
        MarkdownDocument(
            frontMatter: FrontMatter(fields: [
                ("description", .text(scopeDescription(scope))),
                ("globs", .text(readerGlobs(scope, folderExists: folderExists).joined(separator: ","))),
                ("alwaysApply", .bool(false)),
            ]),
            provenance: provenance, sections: scopedSections(scope, folderExists: folderExists))
    }

    func claudeRuleDocument(_ scope: Scope, folderExists: ((String) -> Bool)?) -> MarkdownDocument {
        MarkdownDocument(
            frontMatter: FrontMatter(fields: [("paths", .list(readerGlobs(scope, folderExists: folderExists)))]),
            provenance: provenance, sections: scopedSections(scope, folderExists: folderExists))
    }

    func windsurfDocument(_ scope: Scope, folderExists: ((String) -> Bool)?) -> MarkdownDocument {
        MarkdownDocument(
            frontMatter: FrontMatter(fields: [
                ("trigger", .text("glob")),
                ("description", .text(scopeDescription(scope))),
                ("globs", .text(readerGlobs(scope, folderExists: folderExists).joined(separator: ","))),
            ]),
            provenance: provenance, sections: scopedSections(scope, folderExists: folderExists))
    }

    private func scopeDescription(_ scope: Scope) -> String {
        if let migration = scope.migration {
            return "\(project.name) \(scope.title): what replaces each \(migration.from) construct"
        }
        return "\(project.name) \(scope.layer.map { $0.name + " layer" } ?? "tests"): rules strata verify checks"
    }
}
