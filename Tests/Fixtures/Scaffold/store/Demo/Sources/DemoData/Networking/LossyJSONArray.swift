import Foundation

/// A JSON array decoded element by element: each element becomes a value or the error that stopped it, so a record
/// with a missing or mistyped field costs that record rather than the whole list (`DataLog.keepingReadable`).
struct LossyJSONArray<Element: Decodable>: Decodable {
    let results: [Result<Element, any Error>]

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var results: [Result<Element, any Error>] = []
        while !container.isAtEnd {
            do {
                results.append(.success(try container.decode(Element.self)))
            } catch {
                results.append(.failure(error))
                // A failed decode leaves the container where it was; decoding nothing from the element moves past it.
                _ = try container.decode(Skipped.self)
            }
        }
        self.results = results
    }

    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
