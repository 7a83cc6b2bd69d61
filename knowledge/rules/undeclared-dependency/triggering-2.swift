import Testing
import ↓DemoTestSupport
@testable import DemoDomain

struct ProfileTests {
    @Test func sampleHasAName() { #expect(Profile.sample.name == "Ada") }
}
