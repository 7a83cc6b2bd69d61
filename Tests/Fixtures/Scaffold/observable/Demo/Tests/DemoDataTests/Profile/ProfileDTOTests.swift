import DemoDomain
import DemoTestSupport
import Foundation
import Testing

@testable import DemoData

struct ProfileDTOTests {
    @Test func mapsToProfileAndBackWithoutLosingAField() throws {
        #expect(try ProfileDTO(.sample).profile() == .sample)
        #expect(try ProfileDTO(.otherSample).profile() == .otherSample)
    }

    @Test func decodesWhatTheServerSends() throws {
        let json = Data(ProfileJSON.list.utf8)
        let records = try ServerJSON.decoder().decode([ProfileDTO].self, from: json)

        #expect(records == [ProfileDTO(.sample), ProfileDTO(.otherSample)])
    }

    @Test func encodesWhatTheServerExpects() throws {
        let data = try ServerJSON.encoder().encode(ProfileDTO(.sample))
        let encoded = try JSONSerialization.jsonObject(with: data)
        let expected = try JSONSerialization.jsonObject(with: Data(ProfileJSON.sample.utf8))

        #expect(encoded as? NSDictionary == expected as? NSDictionary)
    }

    @Test func anIdentifierThatIsNotAUUIDIsInvalidData() throws {
        let json = ProfileJSON.sample.replacingOccurrences(
            of: Profile.sample.id.uuidString, with: "not-a-uuid")
        let record = try ServerJSON.decoder().decode(ProfileDTO.self, from: Data(json.utf8))

        #expect(throws: ProfileError.invalidData) {
            try record.profile()
        }
    }
}
