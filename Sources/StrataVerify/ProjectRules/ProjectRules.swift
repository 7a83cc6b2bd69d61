import Foundation
import StrataCore
import StrataDiagnostics
import StrataKnowledge

/// A project's `.strata/rules.json`, validated as strictly as the shipped rules.json: unknown keys
/// (with a "did you mean"), wrong types, an unknown kind, ids outside `project.`, layers no one
/// declared, placeholders the kind never fills in, examples without their markers or messages —
/// every problem at its file, line and column, all in one run.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "rules": [{
///     "id": "project.no-print-in-domain", "kind": "forbidden-call", "calls": ["print"],
///     "layers": ["domain"], "severity": "error", "message": "domain code calls '{{call}}'",
///     "rationale": "…",
///     "examples": {"triggering": [{"code": "↓print(1)\n", "messages": ["domain code calls 'print'"]}],
///                  "nonTriggering": [{"code": "logger.info(\"1\")\n"}]}
///   }]
/// }
/// ```
public struct ProjectRules: Decodable, Sendable, Equatable {
    /// Where the file is, relative to the project root.
    public static let path = ".strata/rules.json"
    /// The marker of a finding in a ❌ example, as in the shipped rules.json.
    public static let marker = String(MarkedText.placeMarker)

    /// An example's `↓` markers, read by the one marker parser the shipped rules' tests use. The code is the
    /// user's, so only `↓` is a marker: a keycap digit in it is code.
    static func markers(in code: String) -> MarkedText { MarkedText(code, markers: .places) }

    public let rules: [ProjectRuleDefinition]

    /// The rules file of the project at `root`, nil when it has none; `display` is how messages name it. The
    /// file comes with the repository, so a link from it out of the project is refused unread: its text would
    /// otherwise be quoted back in the errors (as a link out of the knowledge overlay is refused).
    /// `strata verify`, `rules test`, `rules list` and the MCP tools all read it here. Throws the file's
    /// ``KnowledgeErrors``, or ``ConfigurationErrors`` for strata.json's `rules` naming a project rule it
    /// does not declare (strata.json is read first, as it gives the layers a rule may name).
    public static func load(
        projectAt root: URL, knowledge: VerifyKnowledge, configuration: ProjectConfiguration?, display: String = path
    ) throws -> ProjectRules? {
        let rules = try loadFile(projectAt: root, knowledge: knowledge, configuration: configuration, display: display)
        if let configuration {
            let errors = configuration.unknownProjectRuleErrors(
                declared: rules?.rules.map(\.id) ?? [], shipped: knowledge.configurationVocabulary.rules)
            guard errors.isEmpty else { throw ConfigurationErrors(errors) }
        }
        return rules
    }

    private static func loadFile(
        projectAt root: URL, knowledge: VerifyKnowledge, configuration: ProjectConfiguration?, display: String
    ) throws(KnowledgeErrors) -> ProjectRules? {
        let file = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        guard PathContainment.relativePath(of: file.path, inside: root.path) != nil else {
            throw KnowledgeErrors([
                .unusableFile(
                    path: display,
                    reason: "a symbolic link to a file outside the project; copy the file in instead of linking to it")
            ])
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw KnowledgeErrors([.unreadableFile(path: display, reason: "it cannot be read")])
        }
        return try load(data, file: display, layers: layers(knowledge: knowledge, configuration: configuration))
    }

    /// The names a rule may scope itself to: the knowledge base's layers, strata.json's custom ones, the tests.
    public static func layers(knowledge: VerifyKnowledge, configuration: ProjectConfiguration?) -> [String] {
        knowledge.layers.map(\.id.rawValue) + (configuration?.customLayers ?? []).map(\.id) + [LayerMap.testsLayer]
    }

    /// Parses and validates `data`. `layers` are the names a rule may scope itself to: the
    /// knowledge base's layers and strata.json's custom ones.
    public static func load(_ data: Data, file: String, layers: [String]) throws(KnowledgeErrors) -> ProjectRules {
        let document = try StrictJSONDecoder().decodeDocument(ProjectRules.self, from: data, file: file)
        var problems: [KnowledgeError] = []
        var seen: Set<String> = []
        for (index, rule) in document.value.rules.enumerated() {
            let path = JSONPath(["rules", .index(index)])
            problems += RuleValidation(document: document, rule: rule, path: path, layers: layers).problems
            if !seen.insert(rule.id).inserted {
                problems.append(
                    document.invalidValue(
                        at: path.appending(key: "id"), "rule '\(rule.id)' is declared twice; give each rule its own id")
                )
            }
        }
        guard problems.isEmpty else {
            throw KnowledgeErrors(
                problems.sorted {
                    ($0.position?.line ?? 0, $0.position?.column ?? 0) < (
                        $1.position?.line ?? 0, $1.position?.column ?? 0
                    )
                })
        }
        return document.value
    }
}

/// The checks of one rule that decoding cannot make, each located at the key it is about.
private struct RuleValidation {
    let document: JSONDocument<ProjectRules>
    let rule: ProjectRuleDefinition
    let path: JSONPath
    let layers: [String]
    private(set) var problems: [KnowledgeError] = []

    init(document: JSONDocument<ProjectRules>, rule: ProjectRuleDefinition, path: JSONPath, layers: [String]) {
        self.document = document
        self.rule = rule
        self.path = path
        self.layers = layers
        checkID()
        checkScope()
        checkKindKeys()
        checkMessage()
        checkExamples()
    }

    private mutating func problem(_ key: JSONPath.Component, _ reason: String) {
        problems.append(document.invalidValue(at: path.appending(key), reason))
    }

    private mutating func checkID() {
        if !ProjectConfiguration.isProjectRuleID(rule.id) {
            problem(
                "id",
                "a project rule's id is 'project.' and a lowercase name (project.no-print-in-domain), so it never collides with a shipped rule"
            )
        }
    }

    private mutating func checkScope() {
        if rule.layers.isEmpty { problem("layers", "name the layers whose files the rule checks") }
        for (index, layer) in rule.layers.enumerated() where !layers.contains(layer) {
            let hint =
                suggestion(for: layer, among: layers).map { "did you mean '\($0)'?" }
                ?? "use one of: \(layers.joined(separator: ", ")) (or declare it under strata.json's customLayers)"
            problems.append(
                document.invalidValue(
                    at: path.appending(key: "layers").appending(index: index), "unknown layer '\(layer)'; \(hint)"))
        }
    }

    /// The kind's own keys present and non-empty, no other kind's keys.
    private mutating func checkKindKeys() {
        let values: [String: Bool] = [
            "modules": rule.modules.map { !$0.isEmpty }, "types": rule.types.map { !$0.isEmpty },
            "calls": rule.calls.map { !$0.isEmpty }, "typeSuffix": rule.typeSuffix.map { !$0.isEmpty },
            "protocol": rule.protocol.map { !$0.isEmpty },
        ].compactMapValues { $0 }
        for key in rule.kind.requiredKeys where values[key] != true {
            problem(
                "kind", "a \(rule.kind.rawValue) rule needs \"\(key)\"" + (values[key] == false ? ", not empty" : ""))
        }
        for key in ProjectRuleDefinition.Kind.kindSpecificKeys
        where values[key] != nil && !rule.kind.requiredKeys.contains(key) {
            problem(
                .key(key),
                "\"\(key)\" is not read by a \(rule.kind.rawValue) rule; it reads \(rule.kind.requiredKeys.map { "\"\($0)\"" }.joined(separator: " and "))"
            )
        }
    }

    private mutating func checkMessage() {
        let supplied = rule.kind.placeholders
        do {
            let template = try Template(parsing: rule.message, path: "\(ProjectRules.path)#\(rule.id)")
            for name in template.usage.variables.keys.sorted() where !supplied.contains(name) {
                problem(
                    "message",
                    "'{{\(name)}}' is never filled in by a \(rule.kind.rawValue) rule; "
                        + "use \(supplied.sorted().map { "{{\($0)}}" }.joined(separator: ", "))")
            }
        } catch {
            problem("message", "the message is not a valid template: \(error.message)")
        }
    }

    private mutating func checkExamples() {
        let marker = ProjectRules.marker
        let examples = path.appending(key: "examples")
        if rule.examples.triggering.isEmpty {
            problems.append(
                document.invalidValue(
                    at: examples.appending(key: "triggering"),
                    "a rule needs at least one ❌ example, whose \(marker) markers show what it finds"))
        }
        if rule.examples.nonTriggering.isEmpty {
            problems.append(
                document.invalidValue(
                    at: examples.appending(key: "nonTriggering"),
                    "a rule needs at least one ✅ example of code it leaves alone"))
        }
        let groups = [("triggering", rule.examples.triggering), ("nonTriggering", rule.examples.nonTriggering)]
        for (group, list) in groups {
            for (index, example) in list.enumerated() {
                let examplePath = examples.appending(key: group).appending(index: index)
                if let layer = example.layer, !rule.layers.contains(layer) {
                    problems.append(
                        document.invalidValue(
                            at: examplePath.appending(key: "layer"),
                            "'\(layer)' is not among the rule's layers (\(rule.layers.joined(separator: ", "))), so the rule never runs on it"
                        ))
                }
                let markers = ProjectRules.markers(in: example.code).places.count
                if group == "nonTriggering" {
                    if markers > 0 || example.messages != nil {
                        problems.append(
                            document.invalidValue(
                                at: examplePath,
                                "a ✅ example has no \(marker) marker and no messages: nothing is found in it"))
                    }
                } else if markers == 0 {
                    problems.append(
                        document.invalidValue(
                            at: examplePath.appending(key: "code"),
                            "mark each finding of a ❌ example with \(marker) where it is reported"))
                } else if example.messages?.count != markers {
                    let count = example.messages?.count ?? 0
                    problems.append(
                        document.invalidValue(
                            at: examplePath.appending(key: example.messages == nil ? "code" : "messages"),
                            "\(count) message\(count == 1 ? "" : "s") for \(markers) \(marker) marker\(markers == 1 ? "" : "s"); "
                                + "give one message per marker, in marker order"))
                }
            }
        }
    }
}
