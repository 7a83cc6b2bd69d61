import Foundation
import StrataKnowledge

extension Scaffolder {
    /// What registering a feature in files Strata does not own changes: the files with each snippet inserted
    /// above the marker it names, the insertions to record, and a note when that cannot be done.
    struct Registration {
        var changes: [PlannedChange] = []
        var recorded: [GenerationRecord.Insertion] = []
        var notes: [String] = []
    }

    /// Inserts every snippet of `owner` (a feature, or `nil` for the package) not recorded yet, or none of them:
    /// the snippets of one owner refer to each other (a property and its initialisation), so when a marker is
    /// gone (a person removed it) the files stay as they are and the note shows every snippet to paste by hand.
    /// A snippet that renders to its marker line alone inserts nothing.
    static func registering(
        _ owner: String?, snippets: [RenderedFile], record: GenerationRecord, root: URL
    ) throws -> Registration {
        var registration = Registration()
        var modified: [String: (original: String, current: String, layer: String)] = [:]
        var missingMarkers: [String] = []
        var pending: [String] = []
        for snippet in snippets {
            let inserted = linesBeforeMarker(snippet.contents)
            let marker = CompositionRoot.marker(endingSnippet: snippet.contents) ?? CompositionRoot.marker
            let alreadyThere = record.insertions.contains {
                $0.feature == owner && $0.path == snippet.path && $0.text == inserted
            }
            guard !alreadyThere, !inserted.isEmpty else { continue }
            pending.append("above '\(marker)' in \(snippet.path):\n\(inserted)")
            let original = try modified[snippet.path]?.original ?? read(snippet.path, in: root) ?? ""
            let current = modified[snippet.path]?.current ?? original
            if let updated = CompositionRoot.inserting(inserted, into: current, above: marker) {
                modified[snippet.path] = (original, updated, snippet.layer)
                registration.recorded.append(.init(path: snippet.path, feature: owner, text: inserted))
            } else {
                missingMarkers.append("'\(marker)' in \(snippet.path)")
            }
        }
        guard missingMarkers.isEmpty else {
            registration.recorded = []
            registration.notes.append(
                "\(owner ?? "The package") was not registered: there is no \(missingMarkers.joined(separator: " or ")) line; "
                    + "paste this where the app's features are composed:\n" + pending.joined(separator: "\n"))
            return registration
        }
        for (path, file) in modified.sorted(by: { $0.key < $1.key }) {
            registration.changes.append(
                PlannedChange(
                    path: path, action: .modify, layer: file.layer, contents: file.current,
                    previousContents: file.original))
        }
        return registration
    }
}
