import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory strata-feature Profile [options]`:
/// runs `strata feature` in the package that depends on Strata.
@main
struct StrataFeatureCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "strata").url
        process.arguments = ["feature"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("strata feature exited with status \(process.terminationStatus)")
            throw FeatureCommandFailure(status: process.terminationStatus)
        }
    }
}

struct FeatureCommandFailure: Error {
    var status: Int32
}
