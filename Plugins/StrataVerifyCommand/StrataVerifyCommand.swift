import Foundation
import PackagePlugin

/// `swift package strata-verify [options]`: runs `strata verify` on the package that depends
/// on Strata, passing extra arguments through (e.g. `--format sarif`). Plugins cannot share
/// code with each other, hence the few lines it has in common with StrataFeatureCommand.
@main
struct StrataVerifyCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "strata").url
        process.arguments = ["verify"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("strata verify exited with status \(process.terminationStatus)")
            throw VerifyCommandFailure(status: process.terminationStatus)
        }
    }
}

struct VerifyCommandFailure: Error {
    var status: Int32
}
