/// One referenceable statement of the architecture, with the reason it exists.
///
/// Guidelines carry ids so rules and agents can point at them (`seeAlso`) instead of
/// repeating the text.
public struct Guideline: Codable, Sendable, Equatable {
    public let id: String
    public let statement: String
    public let rationale: String?
}
