import Foundation
import StrataDiagnostics

extension KnowledgeBase {
    /// Decodes every knowledge file strictly and checks what no single file can check alone
    /// (rule ids unique, `seeAlso` references resolving, markers in examples), collecting every
    /// problem of every file before failing so one run shows all that needs fixing.
    ///
    /// - Parameter suppliedPlaceholders: per rule id, the placeholders the rule's implementation
    ///   fills in; a message template naming any other is reported, since it could never render.
    ///   Rules without an entry (no implementation known here) are not checked against it.
    public static func load(
        from library: ResourceLibrary, suppliedPlaceholders: [String: Set<String>]? = nil
    ) throws(KnowledgeErrors) -> KnowledgeBase {
        // Loading reads `knowledge/` only: its JSON files and the rules' example files.
        let files = library.files(under: "knowledge/")
        let placeholders = (suppliedPlaceholders ?? [:]).sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value.sorted().joined(separator: ","))" }.joined(separator: ";")
        return try decoded.value(for: files, detail: placeholders) { () throws(KnowledgeErrors) in
            try decode(from: library, suppliedPlaceholders: suppliedPlaceholders)
        }
    }

    /// Knowledge decoded and checked in this process, by the files it was read from.
    private static let decoded = ContentMemo<KnowledgeBase, KnowledgeErrors>(capacity: 32)

    private static func decode(
        from library: ResourceLibrary, suppliedPlaceholders: [String: Set<String>]?
    ) throws(KnowledgeErrors) -> KnowledgeBase {
        var errors: [KnowledgeError] = []
        let decoder = StrictJSONDecoder()

        func document<T: Decodable>(_ file: KnowledgeFile, as type: T.Type) -> JSONDocument<T>? {
            do {
                let resource = try library.file(at: file.path)
                return try decoder.decodeDocument(type, from: Data(resource.text.utf8), file: resource.location)
            } catch let error as KnowledgeErrors {
                errors += error.errors
            } catch let error as KnowledgeError {
                errors.append(error)
            } catch {
                errors.append(.unreadableFile(path: file.path, reason: "\(error)"))
            }
            return nil
        }

        let architecture = document(.architecture, as: ArchitectureKnowledge.self)
        let stateManagement = document(.stateManagement, as: StateManagementKnowledge.self)
        let dependencyInjection = document(.dependencyInjection, as: DependencyInjectionKnowledge.self)
        let testing = document(.testing, as: TestingKnowledge.self)
        let theme = document(.theme, as: ThemeKnowledge.self)
        let rules = document(.rules, as: RuleCatalog.self)
        let naming = document(.naming, as: NamingKnowledge.self)
        guard let architecture, let stateManagement, let dependencyInjection, let testing, let theme, let rules,
            let naming
        else { throw KnowledgeErrors(errors) }

        var catalog = rules.value
        errors += catalog.readExampleFiles(from: library, document: rules)
        let knowledge = KnowledgeBase(
            architecture: architecture.value, stateManagement: stateManagement.value,
            dependencyInjection: dependencyInjection.value, testing: testing.value, theme: theme.value,
            rules: catalog, naming: naming.value)
        errors += knowledge.crossReferenceProblems(rules: rules)
        errors += messageProblems(rules: rules, catalog: catalog, suppliedPlaceholders: suppliedPlaceholders ?? [:])
        errors += naming.value.problems.map { naming.invalidValue(at: $0.path, $0.message) }
        guard errors.isEmpty else { throw KnowledgeErrors(errors) }
        return knowledge
    }

    private func crossReferenceProblems(rules document: JSONDocument<RuleCatalog>) -> [KnowledgeError] {
        var problems: [KnowledgeError] = []
        let known = Set(referenceableIDs)
        var seenRuleIDs: Set<String> = []
        let ruleIDs = Set(rules.rules.map(\.id))
        for (index, rule) in rules.rules.enumerated() {
            let path = JSONPath(["rules", .index(index)])
            if !seenRuleIDs.insert(rule.id).inserted {
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "id"), "rule id '\(rule.id)' is used twice; give each rule its own id"))
            }
            for (referenceIndex, reference) in (rule.seeAlso ?? []).enumerated() where !known.contains(reference) {
                let hint = suggestion(for: reference, among: known).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "seeAlso").appending(index: referenceIndex),
                        "'\(reference)' is not the id of any knowledge entry\(hint)"))
            }
            for (supersededIndex, superseded) in (rule.supersedes ?? []).enumerated()
            where !ruleIDs.contains(superseded) || superseded == rule.id {
                let hint = suggestion(for: superseded, among: ruleIDs).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "supersedes").appending(index: supersededIndex),
                        "'\(superseded)' is not the id of another rule\(hint)"))
            }
            if rule.examples.triggering.isEmpty || rule.examples.nonTriggering.isEmpty {
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "examples"),
                        "every rule needs at least one triggering and one non-triggering example"))
            }
            for (exampleIndex, example) in rule.examples.triggering.enumerated() where example.marked.places.isEmpty {
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "examples").appending(key: "triggering").appending(index: exampleIndex)
                            .appending(key: "code"),
                        "a triggering example must mark each expected finding with ↓ before the offending token"))
            }
            for (exampleIndex, example) in rule.examples.nonTriggering.enumerated()
            where !example.marked.places.isEmpty {
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "examples").appending(key: "nonTriggering").appending(
                            index: exampleIndex
                        ).appending(key: "code"),
                        "a non-triggering example must not contain the ↓ marker"))
            }
            for (exampleIndex, example) in rule.examples.triggering.enumerated() where example.boundary != nil {
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "examples").appending(key: "triggering").appending(index: exampleIndex)
                            .appending(key: "boundary"),
                        "only a non-triggering example marks where the rule stops; remove 'boundary'"))
            }
        }
        return problems
    }

    /// Each rule's message template parses and names only placeholders rules.json declares and
    /// the rule supplies; each triggering example states one expected message per marker, and
    /// no non-triggering example states any.
    private static func messageProblems(
        rules document: JSONDocument<RuleCatalog>, catalog: RuleCatalog, suppliedPlaceholders: [String: Set<String>]
    ) -> [KnowledgeError] {
        var problems: [KnowledgeError] = []
        let declared = Set(catalog.messagePlaceholders.map(\.name))
        let marker = MarkedText.placeMarker
        if catalog.exampleConventions.marker != String(marker) {
            problems.append(
                document.invalidValue(
                    at: JSONPath(["exampleConventions", "marker"]),
                    "the example marker is \(marker), the one every reader of the examples takes out"))
        }
        for (index, rule) in catalog.rules.enumerated() {
            let path = JSONPath(["rules", .index(index)])
            do {
                let template = try Template(parsing: rule.message, path: "\(KnowledgeFile.rules.path)#\(rule.id)")
                for name in template.usage.variables.keys.sorted() {
                    if !declared.contains(name) {
                        let hint = suggestion(for: name, among: declared).map { "; did you mean '{{\($0)}}'?" } ?? ""
                        problems.append(
                            document.invalidValue(
                                at: path.appending(key: "message"),
                                "'{{\(name)}}' is not one of the messagePlaceholders\(hint)"))
                    } else if let supplied = suppliedPlaceholders[rule.id], !supplied.contains(name) {
                        problems.append(
                            document.invalidValue(
                                at: path.appending(key: "message"),
                                "'{{\(name)}}' is never supplied by rule '\(rule.id)', so the message cannot render; "
                                    + "it supplies \(supplied.sorted().map { "{{\($0)}}" }.joined(separator: ", "))"))
                    }
                }
            } catch {
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "message"), "the message is not a valid template: \(error.message)"))
            }
            let examples = path.appending(key: "examples")
            for (exampleIndex, example) in rule.examples.triggering.enumerated() {
                let examplePath = examples.appending(key: "triggering").appending(index: exampleIndex)
                let markers = example.marked.places.count
                guard let messages = example.messages else {
                    problems.append(
                        document.invalidValue(
                            at: examplePath,
                            "a triggering example needs \"messages\": the expected message of each of its \(markers) \(marker) markers, in order"
                        ))
                    continue
                }
                if messages.count != markers {
                    problems.append(
                        document.invalidValue(
                            at: examplePath.appending(key: "messages"),
                            "\(messages.count) message\(messages.count == 1 ? "" : "s") for \(markers) \(marker) marker\(markers == 1 ? "" : "s"); "
                                + "give one message per marker, in marker order"))
                }
                for (messageIndex, message) in messages.enumerated()
                where message.isEmpty || message.contains("{{") || message.contains("\n") {
                    problems.append(
                        document.invalidValue(
                            at: examplePath.appending(key: "messages").appending(index: messageIndex),
                            "an expected message is the finding's one-line text as printed, with every placeholder filled in"
                        ))
                }
            }
            for (exampleIndex, example) in rule.examples.nonTriggering.enumerated() where example.messages != nil {
                problems.append(
                    document.invalidValue(
                        at: examples.appending(key: "nonTriggering").appending(index: exampleIndex).appending(
                            key: "messages"),
                        "a non-triggering example expects no finding, so it has no messages"))
            }
        }
        return problems
    }
}
