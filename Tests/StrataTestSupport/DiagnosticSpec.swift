import StrataDiagnostics
import Testing

/// One diagnostic a test expects: at which marker of a ``MarkedText`` and with which message
/// (swift-format's `FindingSpec`). `↓` specs take the `↓` markers in text order; a named spec
/// (`1️⃣`) takes its own marker.
public struct DiagnosticSpec: Sendable, Hashable, CustomStringConvertible {
    public var marker: Character
    public var message: String
    /// The diagnostic's id (`rule.domain-purity`), when the test cares which rule spoke.
    public var id: String?

    public init(_ marker: Character = MarkedText.placeMarker, _ message: String, id: String? = nil) {
        self.marker = marker
        self.message = message
        self.id = id
    }

    /// One `↓` spec per message, in marker order: how rules.json states an example's findings.
    public static func inMarkerOrder(_ messages: [String], id: String? = nil) -> [DiagnosticSpec] {
        messages.map { DiagnosticSpec(MarkedText.placeMarker, $0, id: id) }
    }

    public var description: String { "\(marker) \(id.map { "[\($0)] " } ?? "")\(message)" }
}

/// What ``assertDiagnostics(_:in:markers:file:context:sourceLocation:)`` found, for tests that go on
/// to use the pairing.
public struct DiagnosticComparison: Sendable, Equatable {
    public struct Expected: Sendable, Equatable {
        public var position: MarkedText.Position
        public var message: String
        public var id: String?
    }

    public struct Mismatch: Sendable, Equatable {
        public var expected: Expected
        public var actual: Diagnostic
    }

    /// Expected diagnostics that came as expected.
    public var matched: [Expected] = []
    /// Expected at a place where a diagnostic came with another message (or id).
    public var mismatched: [Mismatch] = []
    /// Expected where nothing came.
    public var missing: [Expected] = []
    /// Came where nothing was expected, or in another file.
    public var unexpected: [Diagnostic] = []
    /// Specs that name no marker of the text, and markers no spec names.
    public var specProblems: [String] = []

    public var isMatch: Bool { mismatched.isEmpty && missing.isEmpty && unexpected.isEmpty && specProblems.isEmpty }

    /// The listing a failure prints: one line per difference, mismatches with both texts.
    public var listing: String {
        var lines: [String] = []
        lines += specProblems.map { "  spec: \($0)" }
        for mismatch in mismatched {
            lines.append("  \(mismatch.expected.position) message differs")
            lines.append("      expected: \(Self.describe(mismatch.expected.id, mismatch.expected.message))")
            lines.append("      actual:   \(Self.describe(mismatch.actual.id, mismatch.actual.message))")
        }
        lines += missing.map { "  \($0.position) missing: \(Self.describe($0.id, $0.message))" }
        lines += unexpected.map { diagnostic in
            let start = diagnostic.location?.start.map { "\($0.line):\($0.column)" } ?? "-"
            let file = diagnostic.location.map { " in \($0.file)" } ?? ""
            return "  \(start) unexpected\(file): \(Self.describe(diagnostic.id, diagnostic.message))"
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ id: String?, _ message: String) -> String {
        (id.map { "[\($0)] " } ?? "") + message
    }
}

/// Compares the diagnostics of a run with the expected ones, by marker place (line and UTF-8
/// column) and message, and records one issue listing every missing, unexpected and
/// mismatched diagnostic.
///
/// - Parameters:
///   - expected: one spec per expected diagnostic; every marker of `markers` must be named by one.
///   - actual: what the run reported.
///   - markers: the marked text the run checked (its markers removed).
///   - file: the file the markers are in; a diagnostic in any other file is unexpected. `nil`
///     compares places only.
///   - context: what the failure's first line names (the example under test).
@discardableResult
public func assertDiagnostics(
    _ expected: [DiagnosticSpec], in actual: [Diagnostic], markers: MarkedText, file: String? = nil,
    context: String = "diagnostics", sourceLocation: SourceLocation = #_sourceLocation
) -> DiagnosticComparison {
    let comparison = compareDiagnostics(expected, in: actual, markers: markers, file: file)
    if !comparison.isMatch {
        Issue.record(
            Comment(rawValue: "\(context): diagnostics differ from the expected ones\n\(comparison.listing)"),
            sourceLocation: sourceLocation)
    }
    return comparison
}

/// The comparison behind ``assertDiagnostics(_:in:markers:file:context:sourceLocation:)``,
/// without recording anything.
public func compareDiagnostics(
    _ expected: [DiagnosticSpec], in actual: [Diagnostic], markers: MarkedText, file: String? = nil
) -> DiagnosticComparison {
    var comparison = DiagnosticComparison()
    var wanted: [DiagnosticComparison.Expected] = []
    var places = markers.places[...]
    var usedNamed: Set<Character> = []
    for spec in expected {
        if spec.marker == MarkedText.placeMarker {
            guard let place = places.popFirst() else {
                comparison.specProblems.append("more ↓ specs than ↓ markers (\(markers.places.count)): \(spec)")
                continue
            }
            wanted.append(.init(position: place, message: spec.message, id: spec.id))
        } else if let place = markers.named[spec.marker], usedNamed.insert(spec.marker).inserted {
            wanted.append(.init(position: place, message: spec.message, id: spec.id))
        } else {
            comparison.specProblems.append("no unused \(spec.marker) marker in the text for: \(spec)")
        }
    }
    if !places.isEmpty {
        comparison.specProblems.append(
            "\(places.count) ↓ marker(s) without a spec, at \(places.map(\.description).joined(separator: ", "))")
    }
    comparison.specProblems += markers.repeatedNames.map { "\($0) marks more than one place" }
    for marker in markers.named.keys.sorted(by: { String($0) < String($1) }) where !usedNamed.contains(marker) {
        comparison.specProblems.append("\(marker) marker without a spec, at \(markers.named[marker]!)")
    }

    func position(of diagnostic: Diagnostic) -> MarkedText.Position? {
        guard let location = diagnostic.location, file == nil || location.file == file, let start = location.start
        else { return nil }
        return MarkedText.Position(line: start.line, column: start.column)
    }
    func agrees(_ expected: DiagnosticComparison.Expected, _ diagnostic: Diagnostic) -> Bool {
        diagnostic.message == expected.message && (expected.id == nil || expected.id == diagnostic.id)
    }

    var remaining = actual
    var unmatched: [DiagnosticComparison.Expected] = []
    for expectation in wanted {
        if let index = remaining.firstIndex(where: {
            position(of: $0) == expectation.position && agrees(expectation, $0)
        }) {
            comparison.matched.append(expectation)
            remaining.remove(at: index)
        } else {
            unmatched.append(expectation)
        }
    }
    for expectation in unmatched {
        if let index = remaining.firstIndex(where: { position(of: $0) == expectation.position }) {
            comparison.mismatched.append(.init(expected: expectation, actual: remaining.remove(at: index)))
        } else {
            comparison.missing.append(expectation)
        }
    }
    comparison.unexpected = remaining
    return comparison
}
