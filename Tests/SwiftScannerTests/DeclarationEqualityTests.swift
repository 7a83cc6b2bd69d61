import Foundation
import SwiftScanner
import Testing

/// Declarations are values kept in shared objects: two parsed apart from the same text are equal,
/// hash alike and encode alike, and any field that differs makes them differ.
@Suite("Index: declaration equality")
struct DeclarationEqualityTests {
    private static let source = """
        func load(id: UUID) async throws -> Order {}
        func load(for id: UUID) async throws -> Order {}
        var title: String = ""
        var title: String? = nil
        """

    private static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    @Test func declarationsParsedApartFromTheSameTextAreEqualAndHashAlike() throws {
        let first = SourceFileIndex(parsing: Self.source)
        let second = SourceFileIndex(parsing: Self.source)
        for (left, right) in zip(first.topLevelFunctions, second.topLevelFunctions) {
            #expect(left == right)
            #expect(left.hashValue == right.hashValue)
            #expect(try Self.encoder.encode(left) == Self.encoder.encode(right))
        }
        for (left, right) in zip(first.topLevelProperties, second.topLevelProperties) {
            #expect(left == right)
            #expect(left.hashValue == right.hashValue)
        }
        #expect(Set(first.topLevelFunctions + second.topLevelFunctions).count == 2)
        #expect(Set(first.topLevelProperties + second.topLevelProperties).count == 2)
    }

    @Test func aFieldThatDiffersMakesDeclarationsDiffer() throws {
        let index = SourceFileIndex(parsing: Self.source)
        #expect(index.topLevelFunctions[0] != index.topLevelFunctions[1])
        #expect(index.topLevelProperties[0] != index.topLevelProperties[1])
        // Encoded as their fields, not as the object that holds them.
        let encoded = try JSONEncoder().encode(index.topLevelFunctions[0])
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["name"] as? String == "load")
        #expect(object["storage"] == nil)
    }
}
