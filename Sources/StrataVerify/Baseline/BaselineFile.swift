import Foundation
import StrataJSON
import StrataKnowledge

/// The baseline on disk: `{"schemaVersion": 1, "entries": [{"file", "rule", "content"}]}`,
/// sorted, one entry per accepted finding, so reviewers can read what was accepted.
extension Baseline {
    private struct FileFormat: Codable {
        var schemaVersion = 1
        var entries: [Entry]
    }

    public static func decode(_ data: Data, file: String) throws(ConfigurationErrors) -> Baseline {
        do {
            let format = try StrictJSONDecoder().decodeReportingAll(FileFormat.self, from: data, file: file)
            return Baseline(entries: format.entries)
        } catch {
            throw ConfigurationErrors(error.errors.map(ConfigurationError.invalidFile))
        }
    }

    public func encoded() -> Data {
        // A struct of strings always encodes.
        Data(((try? CanonicalJSONEncoder.encode(FileFormat(entries: entries))) ?? "").utf8)
    }
}
