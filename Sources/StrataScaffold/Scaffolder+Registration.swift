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

    /// Inserts every snippet of `feature` not recorded yet, or none of them: the snippets of one feature refer
    /// to each other (a property and its initialisation), so when a marker is gone (a person removed it) the
    /// files stay as they are and the note shows every snippet to paste by hand.
    static func registering(
        _ feature: String, snippets: [RenderedFile], record: GenerationRecord, root: URL
    ) -> Registration {
        var registration = Registration()
        var modified: [String: (original: String, current: String, layer: String)] = [:]
        var missingMarkers: [String] = []
        var pending: [String] = []
        for snippet in snippets {
            let inserted = linesBeforeMarker(snippet.contents)
            let marker = CompositionRoot.marker(endingSnippet: snippet.contents) ?? CompositionRoot.marker
            let alreadyThere = record.insertions.contains {
                $0.feature == feature && $0.path == snippet.path && $0.text == inserted
            }
            guard !alreadyThere else { continue }
            pending.append("above '\(marker)' in \(snippet.path):\n\(inserted)")
            let original = modified[snippet.path]?.original ?? read(root.appendingPathComponent(snippet.path)) ?? ""
            let current = modified[snippet.path]?.current ?? original
            if let updated = CompositionRoot.inserting(inserted, into: current, above: marker) {
                modified[snippet.path] = (original, updated, snippet.layer)
                registration.recorded.append(.init(path: snippet.path, feature: feature, text: inserted))
            } else {
                missingMarkers.append("'\(marker)' in \(snippet.path)")
            }
        }
        guard missingMarkers.isEmpty else {
            registration.recorded = []
            registration.notes.append(
                "\(feature) was not registered: there is no \(missingMarkers.joined(separator: " or ")) line; "
                    + "paste this where the app's features are composed:\n" + pending.joined(separator: "\n"))
            return registration
        }
        for (path, file) in modified.sorted(by: { $0.key < $1.key }) {
            registration.changes.append(PlannedChange(
                path: path, action: .modify, layer: file.layer, contents: file.current, previousContents: file.original))
        }
        return registration
    }
}
