import Foundation
import StrataDiagnostics

/// The single place where knowledge errors become text: `where: what is wrong; how to fix`.
extension KnowledgeError: CustomStringConvertible {
    public var description: String {
        guard let file, let position else { return message }
        return "\(file):\(position.line):\(position.column): \(message)"
    }

    /// What is wrong and how to fix it, without the `file:line:column: ` that `description`
    /// puts first for errors that have a position (reporters show the position themselves).
    public var message: String { unescapedMessage.escapingControlCharacters }

    private var unescapedMessage: String {
        switch self {
        case .json(let problem, let location):
            // Every problem but malformed JSON names the value it is about, by its JSON path.
            return (location.path.map { "\($0): " } ?? "") + Self.message(for: problem)
        case .missingFile(let path):
            return "\(path): file not found; check the path"
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read the file (\(reason)); make sure it is readable UTF-8 text"
        case .unusableFile(let path, let reason):
            return "\(path): \(reason)"
        case .template(let problem, _):
            return Self.message(for: problem)
        case .unknownTemplate(let id, let available):
            let fix =
                available.isEmpty ? "no templates are available" : "use one of: " + available.joined(separator: ", ")
            return "unknown template \"\(id)\"; \(fix)"
        case .invalidIdentifier(let name, let problem):
            return Self.message(forName: name, problem: problem)
        case .invalidField(let field, let problem):
            return "field \"\(field)\": \(Self.message(forField: field, problem: problem))"
        case .invalidInput(let variable, let value, let expected):
            return "\"\(value)\" is not a valid value for \(variable); expected \(expected)"
        case .missingInput(let template, let variable):
            return
                "template \"\(template)\" needs a value for \"\(variable)\"; pass it, or give the variable a default in template.json"
        case .staleManifest(let file, let entry, let change):
            return
                "\(file): \(Self.message(forEntry: entry, change: change)); run 'strata manifest --update' to regenerate it"
        }
    }

    private static func withArticle(_ noun: String) -> String {
        if noun == "null" { return noun }
        return (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
    }

    private static func message(for problem: JSONProblem) -> String {
        switch problem {
        case .malformedJSON(let reason):
            return "malformed JSON: \(reason)"
        case .missingKey(let key):
            return "missing key \"\(key)\"; add \"\(key)\" to this object"
        case .unknownKey(let key, let suggestion):
            let fix = suggestion.map { "did you mean \"\($0)\"?" } ?? "remove it or correct its spelling"
            return "unknown key \"\(key)\"; \(fix)"
        case .typeMismatch(let expected, let found):
            return "expected \(withArticle(expected)), found \(withArticle(found)); write \(withArticle(expected)) here"
        case .invalidValue(let reason):
            return reason
        case .unsupportedSchemaVersion(let found, let supported):
            let versions = supported.map(String.init).joined(separator: " or ")
            return "unsupported schemaVersion \(found); this version of strata reads schemaVersion \(versions)"
        }
    }

    private static func message(for problem: TemplateProblem) -> String {
        switch problem {
        case .unterminatedTag:
            return "tag \"{{\" is never closed; add \"}}\" or write \"\\{{\" for a literal \"{{\""
        case .emptyTag:
            return "empty tag \"{{}}\"; write a variable name inside or remove it"
        case .malformedTag(let content):
            return "cannot read tag \"{{\(content)}}\"; write {{ name }}, {{ name | filter }}, "
                + "{{#each list as item}}, {{#if condition}}, {{#unless condition}}, {{else}} or a closing tag"
        case .unknownVariable(let name) where name.hasPrefix("@"):
            return "\"\(name)\" is only defined inside {{#each}}; use it inside a loop"
        case .unknownVariable(let name):
            return "unknown variable \"\(name)\"; declare it in template.json or correct its spelling"
        case .unknownFilter(let name):
            let filters = TemplateFilter.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown filter \"\(name)\"; use one of: \(filters)"
        case .unknownFieldProperty(let variable, let property):
            return "\"\(variable)\" has no property \"\(property)\"; "
                + "field objects have: \(FieldSpec.templateProperties.joined(separator: ", "))"
        case .unclosedSection(let section):
            return "{{#\(section)}} is never closed; add {{/\(section)}}"
        case .mismatchedSection(let opened, let closed):
            return "{{/\(closed)}} does not match the open {{#\(opened)}}; close it with {{/\(opened)}} first"
        case .unexpectedClosingTag(let section):
            return "{{/\(section)}} has no matching {{#\(section)}}; remove it or open the section"
        case .elseOutsideSection:
            return "{{else}} outside {{#if}}, {{#unless}} or {{#each}}; remove it or open a section"
        case .duplicateElse(let section):
            return "second {{else}} in one {{#\(section)}}; keep only one"
        case .notAList(let variable, let found):
            return "cannot loop over \"\(variable)\": it is \(withArticle(found)), not a list; "
                + "loop over a list or fields variable"
        case .notText(let variable, let found):
            return "\"\(variable)\" is \(withArticle(found)) and has no text form; "
                + "loop over it with {{#each}} or use one of its properties"
        case .nestingTooDeep(let limit):
            return "sections nest more than \(limit) deep; close some before opening more"
        case .outputTooLarge(let limitBytes):
            let size = limitBytes >= 1 << 20 ? "\(limitBytes >> 20) MiB" : "\(limitBytes) bytes"
            return "renders more than \(size); look for loops nested in loops"
        case .renderTooSlow(let limit):
            let (seconds, attoseconds) = limit.components
            let time = seconds >= 1 ? "\(seconds) s" : "\(attoseconds / 1_000_000_000_000_000) ms"
            return "takes longer than \(time) to render; look for loops nested in loops"
        case .renderCancelled:
            return "rendering was cancelled"
        }
    }

    private static func message(forName name: String, problem: IdentifierProblem) -> String {
        switch problem {
        case .empty:
            return "the name is empty; give a Swift identifier such as Profile"
        case .startsWithDigit:
            return "\"\(name)\" starts with a digit; Swift identifiers start with a letter or \"_\""
        case .keyword:
            return "\"\(name)\" is a Swift keyword; choose another name"
        case .pathSeparator:
            return "\"\(name)\" contains a path separator; use a plain name without \"/\" or \"\\\""
        case .parentDirectory:
            return "\"\(name)\" contains \"..\"; use a plain name that stays inside the package"
        case .invalidCharacter(let character):
            return "\"\(name)\" contains \"\(character)\", which a Swift identifier cannot hold; "
                + "use letters, digits and \"_\" only"
        }
    }

    private static func message(forField field: String, problem: FieldProblem) -> String {
        switch problem {
        case .malformed:
            return "not of the form name:Type; write e.g. age:Int"
        case .invalidName(let identifierProblem):
            let name = field.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first
            return message(
                forName: name.map { String($0).trimmingCharacters(in: .whitespaces) } ?? field,
                problem: identifierProblem)
        case .duplicateName:
            return "the name is used by an earlier field; give each field its own name"
        case .unsupportedType(let type):
            return "unsupported type \"\(type)\"; use one of \(FieldSpec.acceptedTypeForms)"
        }
    }

    private static func message(forEntry entry: String, change: ManifestChange) -> String {
        switch change {
        case .missingEntry:
            return "no entry for \(entry)"
        case .unexpectedEntry:
            return "entry \(entry) has no matching file"
        case .differs(let field, let recorded, let actual):
            return "entry \(entry) is stale: \(field) is \"\(recorded)\" but should be \"\(actual)\""
        }
    }
}

extension KnowledgeError: DiagnosticError {
    public var diagnostics: [Diagnostic] { [diagnostic(namespace: "knowledge")] }

    /// This error as a diagnostic whose id names the kind of file it is about: `knowledge` for
    /// knowledge files, `config` for strata.json, `baseline` for a baseline. Template problems,
    /// what users type and the manifest have ids of their own, whatever the file.
    public func diagnostic(namespace: String) -> Diagnostic {
        let id: String
        switch self {
        // The problem's case names the id, so ids stay those of the cases before they were located.
        case .json(let problem, _): id = Diagnostic.id(namespace, caseOf: problem)
        case .template(let problem, _): id = Diagnostic.id("template", caseOf: problem)
        case .unknownTemplate: id = "template.unknown-template"
        case .invalidIdentifier, .invalidField, .invalidInput, .missingInput: id = Diagnostic.id("usage", caseOf: self)
        case .staleManifest: id = "manifest.stale-entry"
        default: id = Diagnostic.id(namespace, caseOf: self)
        }
        let location = file.map { file in
            Diagnostic.Location(
                file: file, start: position)
        }
        return Diagnostic(id: id, severity: .error, location: location, message: message)
    }
}
