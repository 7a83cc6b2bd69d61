import Foundation
import StrataTestSupport
import Testing

/// The golden helper itself: a recording run writes the golden and still fails, so recording
/// can never stand in for a passing run; a difference or a missing golden fails.
@Suite struct SnapshotAssertionTests {
    @Test func recordingWritesTheGoldenAndFails() throws {
        let folder = try TemporaryDirectory()
        let golden = folder.url.appendingPathComponent("nested/out.txt")
        withKnownIssue("a recording run fails") {
            assertSnapshot("recorded text\n", golden: golden, recording: true)
        }
        #expect(try folder.read("nested/out.txt") == "recorded text\n")
        assertSnapshot("recorded text\n", golden: golden, recording: false)
    }

    @Test func aDifferenceFails() throws {
        let folder = try TemporaryDirectory()
        try folder.write("one\ntwo\n", to: "golden.txt")
        withKnownIssue("differs at line 2") {
            assertSnapshot("one\nthree\n", golden: folder.url.appendingPathComponent("golden.txt"), recording: false)
        } matching: {
            $0.description.contains("line 2")
        }
    }

    @Test func aMissingGoldenFails() throws {
        let folder = try TemporaryDirectory()
        withKnownIssue("no golden") {
            assertSnapshot("text", golden: folder.url.appendingPathComponent("absent.txt"), recording: false)
        }
    }
}
