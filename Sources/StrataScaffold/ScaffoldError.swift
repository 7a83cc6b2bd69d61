import Foundation
import StrataDiagnostics

/// Why a scaffolding command refused to run or failed. Every case renders as one line that
/// says what is wrong, where, and how to fix it.
public enum ScaffoldError: DiagnosticError, Equatable, CustomStringConvertible {
    case conflicts(paths: [String])
    case outsidePackage(path: String)
    case notAStrataPackage(directory: String)
    case unknownFeature(name: String, known: [String])
    /// `remaining`: what could not be put back after the failure, empty when nothing changed.
    case writeFailed(file: String, cause: String, remaining: [String])
    case unsafePath(path: String, reason: String)
    case unreadableFile(path: String, cause: String)
    case recordEntryOutside(entry: String, reason: String)
    /// The record says a feature owns a file no feature template writes.
    case recordEntryNotGenerated(entry: String, feature: String, reason: String)
    case locked(root: String, holder: Int?)
    case invalidJournal(reason: String)
    /// A journal that no interrupted run of this machine left, so it is not replayed.
    case foreignJournal(reason: String)
    case interruptedRunNotRepaired(remaining: [String])
    case unknownTemplate(id: String)
    case unsupportedStyle(template: String, style: String, supported: [String])
    case notATypeName(name: String, kind: String)
    case missingIDField(fields: String)
    case missingLoadOperation(operations: String)
    case unreadableRecord(path: String, reason: String)
    case missingFeature(unit: String)
    case unknownOperation(name: String, choices: [String])
    case unitNamedAfterFeature(unit: String, name: String, feature: String)
    case nameCollision(kind: String, name: String, declared: String, collidesWith: String, suggestion: String?)
    /// `operations` are those the feature was generated with, in the template's order.
    case operationMissingFromFeature(feature: String, operation: String, operations: [String])
    /// `strata add usecase delete` for a feature generated with `--shape single`, which has no row to delete.
    case operationNotInFeatureShape(feature: String, shape: String, operation: String)
    case unknownShape(name: String, choices: [String])
    /// `suggestion`: the operations given without the one the shape has no place for.
    case operationNotInShape(shape: String, operation: String, suggestion: String)
    case shapeNeedsOperation(shape: String, operation: String, operations: [String])
    /// `strata add adapter` for a feature generated with `--shape single`, whose repository speaks one value.
    case adapterForSingleShape(feature: String)

    /// One line whatever was typed: quoted names have their control characters escaped.
    public var diagnostics: [Diagnostic] {
        [Diagnostic(id: Diagnostic.id("scaffold", caseOf: self), severity: .error, message: description)]
    }

    public var description: String { unescapedDescription.escapingControlCharacters }

    private var unescapedDescription: String {
        switch self {
        case .conflicts(let paths):
            return "\(paths.count) file(s) already exist with other content: \(paths.joined(separator: ", ")); "
                + "nothing was written — pass --force to overwrite them"
        case .outsidePackage(let path):
            return "template output '\(path)' would leave the package; fix the template's output path"
        case .notAStrataPackage(let directory):
            return "no strata.json in \(directory) or any parent folder; run 'strata new <Name>' first, "
                + "or 'strata init --adopt' in an existing package"
        case .unknownFeature(let name, let known):
            let list = known.isEmpty ? "none were generated" : "generated features: \(known.joined(separator: ", "))"
            return "no generated feature named '\(name)' in .strata/generated.json (\(list))"
        case .writeFailed(let file, let cause, let remaining):
            guard !remaining.isEmpty else { return "could not write \(file): \(cause); nothing was changed" }
            return "could not write \(file): \(cause); could not undo everything, these remain: "
                + remaining.joined(separator: "; ") + " — fix that, and the next strata command finishes the undo"
        case .unsafePath(let path, let reason):
            return "refusing to write or delete '\(path)': \(reason); nothing was changed"
        case .unreadableFile(let path, let cause):
            return "\(path): \(cause); nothing was written — fix or move it, then run again"
        case .recordEntryNotGenerated(let entry, let feature, let reason):
            return "\(GenerationRecord.path) lists '\(entry)' as feature \(feature)'s, which Strata never generates "
                + "for a feature (\(reason)); nothing was changed — restore the record from version control"
        case .recordEntryOutside(let entry, let reason):
            return "\(GenerationRecord.path) lists '\(entry)', which is not a file of this package (\(reason)); "
                + "nothing was changed — restore the record from version control"
        case .locked(let root, let holder):
            let who = holder.map { "process \($0)" } ?? "another process"
            return "another strata command is writing to \(root) (\(who) holds \(ProjectLock.path)); "
                + "nothing was changed — run again when it has finished"
        case .foreignJournal(let reason):
            return "\(WriteJournal.path) was not left by an interrupted strata run here (\(reason)), so it is not "
                + "replayed and nothing was changed; remove \(WriteJournal.path) (it may be committed: delete it "
                + "from version control too) and run again"
        case .invalidJournal(let reason):
            return "\(WriteJournal.path) is not a journal Strata wrote (\(reason)); nothing was changed — "
                + "if no strata run was interrupted here, delete it"
        case .interruptedRunNotRepaired(let remaining):
            return "an interrupted strata run could not be repaired: " + remaining.joined(separator: "; ")
                + "; fix that and run again (\(WriteJournal.path) lists every file involved)"
        case .unknownTemplate(let id):
            return "no template with id '\(id)'; run 'strata templates list' to see the available ones"
        case .notATypeName(let name, let kind):
            // Scripts without case (日本) have no uppercase form to offer back.
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            let suggestion = capitalized == name ? "e.g. 'Profile'" : "try '\(capitalized)'"
            return "\(kind) name '\(name)' must start with an uppercase letter, as Swift type names do; \(suggestion)"
        case .missingIDField(let fields):
            let example = fields.trimmingCharacters(in: .whitespaces).isEmpty ? "id:UUID" : "id:UUID,\(fields)"
            return "--fields \"\(fields)\" has no id field; entities are Identifiable, so add one, e.g. \"\(example)\""
        case .missingLoadOperation(let operations):
            let example = operations.trimmingCharacters(in: .whitespaces).isEmpty ? "load" : "load,\(operations)"
            return
                "--operations \"\(operations)\" lacks load; every screen starts by loading, so add it, e.g. \"\(example)\""
        case .unreadableRecord(let path, let reason):
            return "\(path): \(reason); restore it from version control or delete it to stop tracking generated files"
        case .missingFeature(let unit):
            return "a \(unit) belongs to a feature; pass --feature <Name>, e.g. --feature Profile"
        case .unknownOperation(let name, let choices):
            return "no use-case operation '\(name)'; the use-case template generates \(choices.joined(separator: ", "))"
        case .unitNamedAfterFeature(let unit, let name, let feature):
            return
                "a feature's \(unit) is named after the feature, so '\(name)' and --feature '\(feature)' must match; "
                + "drop --feature, or use 'strata add \(unit) \(feature)'"
        case .nameCollision(let kind, let name, let declared, let existing, let suggestion):
            let clash =
                declared == name
                ? "collides with \(existing)" : "would declare \(declared), which collides with \(existing)"
            let advice = suggestion.map { "choose another name, e.g. '\($0)'" } ?? "choose another name"
            return "\(kind) name '\(name)' \(clash); nothing was written — \(advice)"
        case .operationMissingFromFeature(let feature, let operation, let operations):
            return
                "feature '\(feature)' was generated without \(operation) (it has \(operations.joined(separator: ", "))), "
                + "so its repository, mocks, view model and wiring have no \(operation) and the use case alone would not build; "
                + "nothing was written — regenerate the feature with it: 'strata feature \(feature) --operations "
                + (operations + [operation]).joined(separator: ",")
                + " --force' (with the --entity, --shape and --fields it was created with, or it is regenerated as a "
                + "list of its own name; it overwrites edits to the feature's generated files)"
        case .operationNotInFeatureShape(let feature, let shape, let operation):
            return
                "feature '\(feature)' was generated with --shape \(shape): one value, no rows to \(operation), so its "
                + "repository has no \(operation) for a use case to call; nothing was written — a feature whose values "
                + "are added and removed is a list: 'strata feature <Name> --operations load,save,\(operation)'"
        case .unknownShape(let name, let choices):
            return
                "--shape '\(name)' is not a shape; choose one of \(choices.joined(separator: ", ")), e.g. --shape list"
        case .adapterForSingleShape(let feature):
            return
                "\(feature) was generated with --shape single, whose repository loads one value (load() -> optional), "
                + "and the adapter templates speak lists only; nothing was written — write the \(feature)Repository "
                + "adapter by hand, over the service's one record"
        case .operationNotInShape(let shape, let operation, let suggestion):
            return
                "--shape \(shape) has no \(operation): there is one value, not a list of rows to \(operation); "
                + "nothing was written — "
                + "drop it, e.g. --operations \(suggestion.isEmpty ? "load,save" : suggestion)"
        case .shapeNeedsOperation(let shape, let operation, let operations):
            return "--shape \(shape) needs the \(operation) operation, since its form \(operation)s what it edits; "
                + "nothing was written — add it, e.g. --operations \((operations + [operation]).joined(separator: ","))"
        case .unsupportedStyle(let template, let style, let supported):
            return "template '\(template)' does not support style '\(style)'; it supports "
                + supported.joined(separator: ", ")
        }
    }
}
