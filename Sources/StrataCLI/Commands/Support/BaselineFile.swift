import Foundation
import StrataVerify

/// Reading a baseline for `verify --baseline` and `strata baseline`: one line and exit 2 when it is missing
/// or malformed.
enum BaselineFile {
    static func load(_ path: String, in environment: CommandEnvironment) throws -> Baseline {
        let url = environment.url(for: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CommandError.noSuchBaseline(path: path)
        }
        return try Baseline.decode(data, file: path)
    }
}
