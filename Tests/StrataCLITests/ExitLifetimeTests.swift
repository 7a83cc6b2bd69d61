import Foundation
import Testing

@testable import StrataCLI

/// The `strata` process exits as soon as its command returns, so a command may leave its largest
/// values for the system to take back instead of freeing them one object at a time; in-process
/// runs (tests, the MCP server) must still free them.
struct ExitLifetimeTests {
    private final class Probe {}

    /// An environment as code builds one, then told whether the process exits after the command.
    private func environment(exitsAfterCommand: Bool? = nil) -> CommandEnvironment {
        var environment = CommandEnvironment(
            console: Console(
                writeOut: { _ in }, writeError: { _ in }, outputIsTerminal: false, errorIsTerminal: false,
                environment: [:]),
            workingDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), variables: [:])
        if let exitsAfterCommand { environment.exitsAfterCommand = exitsAfterCommand }
        return environment
    }

    @Test func anExitingProcessKeepsWhatItIsHandedUntilItExits() {
        weak var kept: Probe?
        do {
            let probe = Probe()
            kept = probe
            environment(exitsAfterCommand: true).keepUntilExit(probe)
        }
        #expect(kept != nil)
    }

    @Test func anInProcessRunFreesWhatItIsHanded() {
        weak var freed: Probe?
        do {
            let probe = Probe()
            freed = probe
            environment(exitsAfterCommand: false).keepUntilExit(probe)
        }
        #expect(freed == nil)
    }

    @Test func runsStartedFromCodeFreeTheirValuesUnlessTheyAskOtherwise() {
        #expect(!environment().exitsAfterCommand)
    }
}
