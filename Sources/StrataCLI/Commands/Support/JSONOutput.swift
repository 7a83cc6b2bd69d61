import StrataJSON
import StrataKnowledge

/// Every `--json` output is an object with a `schemaVersion`, printed canonically (sorted keys)
/// so the same input always gives the same bytes.
struct JSONOutput<Payload: Encodable & Sendable>: Encodable, Sendable {
    let schemaVersion = 1
    let payload: Payload

    init(_ payload: Payload) { self.payload = payload }

    func encode(to encoder: any Encoder) throws {
        try payload.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
    }

    private enum Key: String, CodingKey { case schemaVersion }

    func print(to console: Console) throws {
        console.write(try CanonicalJSONEncoder.encode(self))
    }
}

/// Canonical JSON of a value that carries its own format marker (a report document with its
/// `schemaVersion`, a SARIF log with its `version`).
enum JSONText {
    static func encode(_ value: some Encodable) -> String {
        // Reports are plain structs of strings and integers, which always encode.
        (try? CanonicalJSONEncoder.encode(value)) ?? "{}\n"
    }
}
