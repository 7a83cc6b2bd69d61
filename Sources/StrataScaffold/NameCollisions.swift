import Foundation
import StrataKnowledge
import SwiftScanner

/// Refuses a plan whose new code would declare a type name that is already taken: by Swift,
/// Foundation, Observation, Combine or SwiftUI (`knowledge/naming.json`), by a module of the
/// package, or by another file of the package. Such a name builds nowhere or, worse, silently
/// retypes code elsewhere (a `Date` entity retypes every other feature's `Date` fields).
///
/// It checks what the templates actually declare, so names derived from the user's (`TestError`
/// from a feature called `Test`, `LoadState` from `Load` in the store style) are caught too.
struct NameCollisions {
    /// A name the user typed, such as the feature name, and what it names.
    struct ChosenName: Sendable, Equatable {
        let kind: String
        let name: String
    }

    let naming: NamingKnowledge
    /// The package's layer modules (`DemoDomain` …), its test-support module and the package itself.
    let moduleNames: Set<String>
    /// Names the templates declare themselves at any depth, with the template declaring each.
    let templateNames: [String: String]

    init(library: ResourceLibrary, module: String) throws {
        let knowledge = try Self.knowledge(in: library)
        naming = knowledge.naming
        moduleNames = Set(
            knowledge.modulePatterns.map { $0.replacingOccurrences(of: "{{module}}", with: module) } + [module])
        templateNames = TemplateDeclaredNames.scan(library)
    }

    /// What the check needs of naming.json and architecture.json, decoded once per content of the two files: every
    /// scaffold checks its names, and decoding them each time cost more than the check.
    private static func knowledge(
        in library: ResourceLibrary
    ) throws -> (naming: NamingKnowledge, modulePatterns: [String]) {
        let files = [
            try library.file(at: KnowledgeFile.naming.path), try library.file(at: KnowledgeFile.architecture.path),
        ]
        let decoded = try decodedKnowledge.value(for: files) { () throws(any Error) in
            let decoder = StrictJSONDecoder()
            let naming = try decoder.decode(
                NamingKnowledge.self, from: Data(files[0].text.utf8), file: files[0].location)
            let architecture = try decoder.decode(
                ArchitectureKnowledge.self, from: Data(files[1].text.utf8), file: files[1].location)
            return DecodedKnowledge(
                naming: naming,
                modulePatterns: architecture.layers.map(\.module) + [architecture.packageLayout.testSupport.module])
        }
        return (decoded.naming, decoded.modulePatterns)
    }

    private struct DecodedKnowledge: Sendable {
        let naming: NamingKnowledge
        /// The layers' and test support's module names, `{{module}}` still in them.
        let modulePatterns: [String]
    }

    private static let decodedKnowledge = ContentMemo<DecodedKnowledge, any Error>(capacity: 32)

    /// Throws `ScaffoldError.nameCollision` for the first clash, blaming the chosen name the
    /// clashing declaration starts with.
    func check(_ files: [RenderedFile], chosen: [ChosenName], packageRoot root: URL) throws {
        for choice in chosen where moduleNames.contains(choice.name) {
            throw error(choice, declares: choice.name, collidesWith: "the module \(choice.name)")
        }
        let declared = files.flatMap { file in
            Self.topLevelTypeNames(in: file.contents).map { (name: $0, path: file.path) }
        }
        // Support files a plan carries along (LegacyCall beside an adapter) declare reserved names
        // on purpose; only names built from what the user typed can collide by choice.
        let chosenDeclarations = declared.filter { declaration in chosen.contains { declaration.name.contains($0.name) }
        }
        for declaration in chosenDeclarations {
            guard let reservation = naming.reservation(of: declaration.name) else { continue }
            let existing =
                reservation.isModule
                ? "the module \(declaration.name)" : "\(reservation.module)'s \(declaration.name)"
            throw error(blame(declaration.name, chosen), declares: declaration.name, collidesWith: existing)
        }
        for declaration in chosenDeclarations {
            guard let template = templateNames[declaration.name] else { continue }
            throw error(
                blame(declaration.name, chosen), declares: declaration.name,
                collidesWith: "the \(declaration.name) that \(template) declares, which would shadow it there")
        }
        let planned = Set(files.map(\.path))
        let existing = Self.existingDeclarations(in: root, excluding: planned)
        for declaration in declared where declaration.path.hasPrefix("Sources/") {
            if let path = existing[declaration.name] {
                throw error(
                    blame(declaration.name, chosen), declares: declaration.name,
                    collidesWith: "\(declaration.name) in \(path)")
            }
        }
    }

    /// Throws `ScaffoldError.nameCollision` for a field whose name a generated type would declare twice: once as
    /// the field, once as a member its template declares beside the fields (a draft's `locale` and `problems`, the
    /// accessor a draft and a DTO name after the entity, a number field's parsed `…Value`). Swift rejects the
    /// redeclaration far from its cause; found in the rendered files, so a template's new member is covered too.
    static func checkFields(_ fields: [String], in files: [RenderedFile]) throws {
        let fieldNames = Set(fields)
        guard !fieldNames.isEmpty else { return }
        for file in files where file.path.hasSuffix(".swift") {
            for type in SourceFileIndex(parsing: file.contents).allTypes {
                // A property and a method without parameters share a name; members under different `#if`
                // branches do not meet.
                let properties = type.properties.filter { !$0.isStatic }.map { ($0.name, $0.conditions) }
                let methods = type.functions.filter { $0.parameters.isEmpty && !$0.modifiers.contains("static") }
                var seen: Set<[String]> = []
                for (name, conditions) in properties + methods.map({ ($0.name, $0.conditions) })
                where fieldNames.contains(name) && !seen.insert([name] + conditions).inserted {
                    throw ScaffoldError.nameCollision(
                        kind: "field", name: name, declared: name,
                        collidesWith: "the \(name) that \(type.name) in \(file.path) declares beside the fields",
                        suggestion: nil)
                }
            }
        }
    }

    private func blame(_ declared: String, _ chosen: [ChosenName]) -> ChosenName {
        chosen.filter { declared.contains($0.name) }.max { $0.name.count < $1.name.count }
            ?? chosen.first ?? ChosenName(kind: "type", name: declared)
    }

    private func error(_ choice: ChosenName, declares declared: String, collidesWith existing: String) -> ScaffoldError
    {
        .nameCollision(
            kind: choice.kind, name: choice.name, declared: declared, collidesWith: existing,
            suggestion: naming.suggestion(for: choice.name, avoiding: moduleNames.union(templateNames.keys)))
    }

    /// Types, protocols and type aliases declared at the top level (extensions declare nothing new).
    static func topLevelTypeNames(in source: String) -> [String] {
        namesBySource.names(in: source) {
            SourceFileIndex(parsing: source).declarations.compactMap { declaration in
                if let type = declaration.type, type.kind != .extension { return type.name }
                return declaration.typeAlias?.name
            }
        }
    }

    /// Each scaffold indexes every Swift file of the package and every file it renders, and a process that scaffolds
    /// again and again (`strata mcp`, the test suite) sees mostly the same texts; bounded, since texts are large.
    private static let namesBySource = SourceNames()

    /// Every top-level type name declared under `Sources/`, with the first file declaring it.
    static func existingDeclarations(in root: URL, excluding planned: Set<String>) -> [String: String] {
        let sources = root.appendingPathComponent("Sources")
        guard let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return [:]
        }
        var declared: [String: String] = [:]
        let paths = enumerator.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") }.sorted()
        for path in paths {
            let relative = "Sources" + path.dropFirst(sources.path.count)
            guard !planned.contains(relative), let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                continue
            }
            for name in topLevelTypeNames(in: text) where declared[name] == nil {
                declared[name] = relative
            }
        }
        return declared
    }
}

/// Top-level names by the source text declaring them, up to a bound.
private final class SourceNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String: [String]] = [:]

    func names(in source: String, index: () -> [String]) -> [String] {
        if let known = lock.withLock({ names[source] }) { return known }
        let found = index()
        lock.withLock {
            if names.count >= 4096 { names.removeAll(keepingCapacity: true) }
            names[source] = found
        }
        return found
    }
}
