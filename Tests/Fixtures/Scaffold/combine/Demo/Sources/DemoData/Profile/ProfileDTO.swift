import DemoDomain
import Foundation

/// A `Profile` as the server sends and receives it: the wire format, kept out of the domain so the API can
/// change without touching business rules.
public struct ProfileDTO: Codable, Equatable, Identifiable, Sendable {
    /// Servers send identifiers as strings; one that is not a UUID makes the record invalid.
    public let id: String
    public let name: String
    public let age: Int?

    public init(
        id: String,
        name: String,
        age: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.age = age
    }

    /// The DTO that sends `profile` to the server.
    public init(_ profile: Profile) {
        self.init(
            id: Self.serverID(profile.id),
            name: profile.name,
            age: profile.age
        )
    }

    /// The identifier as the server spells it.
    public static func serverID(_ id: Profile.ID) -> ID {
        id.uuidString
    }

    /// The domain value this DTO describes.
    ///
    /// - Throws: `ProfileError.invalidData` when a value the domain requires is malformed.
    public func profile() throws -> Profile {
        guard let id = UUID(uuidString: id) else { throw ProfileError.invalidData }
        return Profile(
            id: id,
            name: name,
            age: age
        )
    }
}
