import DemoDomain
import DemoTestSupport
import Foundation
import Testing

@testable import DemoData

struct SettingsDTOTests {
    @Test func mapsToSettingsAndBackWithoutLosingAField() throws {
        #expect(try SettingsDTO(.sample).settings() == .sample)
        #expect(try SettingsDTO(.otherSample).settings() == .otherSample)
    }

    @Test func decodesWhatTheServerSends() throws {
        let json = Data(SettingsJSON.otherSample.utf8)
        let record = try ServerJSON.decoder().decode(SettingsDTO.self, from: json)

        #expect(record == SettingsDTO(.otherSample))
    }

    @Test func encodesWhatTheServerExpects() throws {
        let data = try ServerJSON.encoder().encode(SettingsDTO(.sample))
        let encoded = try JSONSerialization.jsonObject(with: data)
        let expected = try JSONSerialization.jsonObject(with: Data(SettingsJSON.sample.utf8))

        #expect(encoded as? NSDictionary == expected as? NSDictionary)
    }

    @Test func anIdentifierThatIsNotAUUIDIsInvalidData() throws {
        let json = SettingsJSON.sample.replacingOccurrences(
            of: Settings.sample.id.uuidString, with: "not-a-uuid")
        let record = try ServerJSON.decoder().decode(SettingsDTO.self, from: Data(json.utf8))

        #expect(throws: SettingsError.invalidData) {
            try record.settings()
        }
    }
}
