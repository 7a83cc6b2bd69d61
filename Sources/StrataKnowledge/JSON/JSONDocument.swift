/// A decoded model together with the positioned tree it came from, so checks that run after
/// decoding (cross-references, duplicates) can still point at the offending line and column.
public struct JSONDocument<Value> {
    public let value: Value
    public let root: JSONValue
    public let file: String

    /// An `.invalidValue` error located at `path`, or at its closest existing ancestor.
    /// `reason` says what is wrong and how to fix it.
    public func invalidValue(at path: JSONPath, _ reason: String) -> KnowledgeError {
        let position = root.closestPosition(to: path)
        return .json(.invalidValue(reason), at: JSONLocation(file: file, path: path.description, position: position))
    }
}

extension JSONDocument: Sendable where Value: Sendable {}
