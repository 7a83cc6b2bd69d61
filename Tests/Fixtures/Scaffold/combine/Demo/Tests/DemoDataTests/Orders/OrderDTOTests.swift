import DemoDomain
import DemoTestSupport
import Foundation
import Testing

@testable import DemoData

struct OrderDTOTests {
    @Test func mapsToOrderAndBackWithoutLosingAField() throws {
        #expect(try OrderDTO(.sample).order() == .sample)
        #expect(try OrderDTO(.otherSample).order() == .otherSample)
    }

    @Test func decodesWhatTheServerSends() throws {
        let json = Data(OrderJSON.list.utf8)
        let records = try ServerJSON.decoder().decode([OrderDTO].self, from: json)

        #expect(records == [OrderDTO(.sample), OrderDTO(.otherSample)])
    }

    @Test func encodesWhatTheServerExpects() throws {
        let data = try ServerJSON.encoder().encode(OrderDTO(.sample))
        let encoded = try JSONSerialization.jsonObject(with: data)
        let expected = try JSONSerialization.jsonObject(with: Data(OrderJSON.sample.utf8))

        #expect(encoded as? NSDictionary == expected as? NSDictionary)
    }

    @Test func anIdentifierThatIsNotAUUIDIsInvalidData() throws {
        let json = OrderJSON.sample.replacingOccurrences(
            of: Order.sample.id.uuidString, with: "not-a-uuid")
        let record = try ServerJSON.decoder().decode(OrderDTO.self, from: Data(json.utf8))

        #expect(throws: OrderError.invalidData) {
            try record.order()
        }
    }

    @Test func aStatusTheDomainDoesNotKnowIsInvalidData() throws {
        let known = "\"status\": \"\(Order.sample.status.rawValue)\""
        let json = OrderJSON.sample.replacingOccurrences(
            of: known, with: "\"status\": \"not-a-case\"")
        #expect(json != OrderJSON.sample, "the fixture spells status as the sample does")
        let record = try ServerJSON.decoder().decode(OrderDTO.self, from: Data(json.utf8))

        #expect(throws: OrderError.invalidData) {
            try record.order()
        }
    }
}
