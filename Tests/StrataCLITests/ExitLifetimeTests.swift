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

    /// An exiting process keeps what it is handed until it exits; an in-process run frees it.
    @Test(arguments: [true, false])
    func whatACommandHandsOverLivesOnOnlyWhenTheProcessExitsAfterIt(exitsAfterCommand: Bool) {
        weak var handedOver: Probe?
        do {
            let probe = Probe()
            handedOver = probe
            environment(exitsAfterCommand: exitsAfterCommand).keepUntilExit(probe)
        }
        #expect((handedOver != nil) == exitsAfterCommand)
    }

    @Test func runsStartedFromCodeFreeTheirValuesUnlessTheyAskOtherwise() {
        #expect(!environment().exitsAfterCommand)
    }
}
