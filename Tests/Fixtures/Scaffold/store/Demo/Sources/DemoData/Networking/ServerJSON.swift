import Foundation

/// How the server spells JSON, in one place for every remote data source: dates in ISO 8601.
///
/// Coders are made per call rather than shared, because a coder is a mutable class.
enum ServerJSON {
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
