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
        // Read, not inherited: what strata says (an error naming its input above all) must reach
        // the person, as diagnostics where it is one.
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        for line in text.split(separator: "\n") {
            if line.hasPrefix("error: ") {
                Diagnostics.error(String(line.dropFirst("error: ".count)))
            } else if line.hasPrefix("warning: ") {
                Diagnostics.warning(String(line.dropFirst("warning: ".count)))
            } else {
                print(line)
            }
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw FeatureCommandFailure(status: process.terminationStatus) }
    }
}

/// The one sentence a failed run ends with (SwiftPM prints an error's description).
struct FeatureCommandFailure: Error, CustomStringConvertible {
    var status: Int32

    var description: String {
        switch status {
        case 2: "strata feature wrote nothing: fix the problem reported above and run again"
        case 3: "strata feature stopped on an internal error; please report it with the lines above"
        default: "strata feature ended unexpectedly (status \(status)); run 'strata feature' in the package to see why"
        }
    }
}
