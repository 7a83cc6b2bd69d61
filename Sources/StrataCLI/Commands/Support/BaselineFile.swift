import Foundation
import StrataVerify

/// Reading a baseline for `verify --baseline` and `strata baseline`: one line and exit 2 when it is missing
/// or malformed.
enum BaselineFile {
    static func load(_ path: String, in environment: CommandEnvironment) throws -> Baseline {
        let url = environment.url(for: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CommandFailure.lines(["\(path): no such baseline; create it with 'strata verify --write-baseline \(path)'"])
        }
        do {
            return try Baseline.decode(data, file: path)
        } catch {
            throw CommandFailure.lines(error.errors.map(\.description))
        }
    }
}
