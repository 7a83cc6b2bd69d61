import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// A strata.json that is a link to a file outside the project is refused unread, as
/// `.strata/rules.json` is: reading it would quote the outside file's first word (a token
/// file's `ghp`) in the error, and would configure the project from a file no one reviews.
@Suite struct HostileLinkedConfigurationTests {
    @Test(arguments: [["verify"], ["context", "--dry-run"], ["graph"], ["feature", "Orders", "--dry-run"]])
    func aConfigurationLinkedFromOutsideIsRefusedUnread(command: [String]) throws {
        let sandbox = try HostileWriteTests.Sandbox()
        let token = sandbox.outside.appendingPathComponent("token")
        try "ghp_s3cr3tT0k3n and more\n".write(to: token, atomically: true, encoding: .utf8)
        let configuration = sandbox.package.appendingPathComponent("strata.json")
        try FileManager.default.removeItem(at: configuration)
        try FileManager.default.createSymbolicLink(at: configuration, withDestinationURL: token)
        let before = sandbox.packageFiles()

        let run = sandbox.run(command)
        HostileWriteTests.expectOneLineRefusal(run, mentioning: "strata.json")
        #expect(run.errorOutput.contains("outside the project"), "\(run.errorOutput)")
        #expect(!run.errorOutput.contains("ghp") && !run.output.contains("ghp"), "\(run.errorOutput)")
        #expect(sandbox.packageFiles() == before)
    }
}
