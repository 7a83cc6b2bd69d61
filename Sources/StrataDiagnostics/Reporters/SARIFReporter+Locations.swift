import Foundation
import StrataJSON

/// Where results are: URIs relative to the repository root when there is one, regions with
/// their ends, and the line hashes code scanning tracks alerts by.
extension SARIFReporter.Sources {
    /// The path from the repository's root, when there is one and the file is inside it.
    public func repositoryRelative(_ file: String) -> String? {
        guard let root = repositoryRoot, !file.isEmpty else { return nil }
        let absolute = file.hasPrefix("/") ? file : workingDirectory + "/" + file
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        guard standardized.hasPrefix(root + "/") else { return nil }
        return String(standardized.dropFirst(root.count + 1))
    }
}

extension SARIFReporter {
    /// The base id GitHub's upload-sarif resolves to the checkout.
    static let sourceRoot = "%SRCROOT%"

    func location(_ location: Diagnostic.Location?, snippet: Bool) -> JSON {
        var artifact: [String: JSON] = [:]
        let file = location?.file ?? ""
        if let relative = repositoryRelative(file) {
            artifact = ["uri": .string(Self.uri(for: relative)), "uriBaseId": .string(Self.sourceRoot)]
        } else {
            artifact = ["uri": .string(Self.uri(for: file))]
        }
        var physical: [String: JSON] = ["artifactLocation": .object(artifact)]
        let region = Self.region(location, snippet: snippet)
        if !region.isEmpty { physical["region"] = .object(region) }
        return ["physicalLocation": .object(physical)]
    }

    /// Columns in Unicode scalars where the line is known (SARIF's `unicodeCodePoints`).
    private static func region(_ location: Diagnostic.Location?, snippet: Bool) -> [String: JSON] {
        var region: [String: JSON] = [:]
        guard let location else { return region }
        let lineText = location.lineText.flatMap {
            $0.utf8.count <= Diagnostic.Location.maximumLineTextBytes ? $0 : nil
        }
        if let start = location.start {
            region["startLine"] = .integer(start.line)
            region["startColumn"] = .integer(snippet ? location.scalarColumn ?? start.column : start.column)
            if let end = location.end {
                region["endLine"] = .integer(end.line)
                let column =
                    snippet && end.line == start.line
                    ? lineText.map { Diagnostic.Location.scalarColumn(of: end.column, in: $0) } : nil
                region["endColumn"] = .integer(column ?? end.column)
            }
        }
        if snippet, let lineText = location.lineText { region["snippet"] = ["text": .string(lineText)] }
        return region
    }

    private func repositoryRelative(_ file: String) -> String? {
        sources?.repositoryRelative(file)
    }

    /// `strata/<package folder from the repository root>/`: GitHub keeps one analysis per id.
    static func automationID(package: String, repository: String) -> String {
        guard package.hasPrefix(repository + "/") else { return "strata/" }
        return "strata/" + package.dropFirst(repository.count + 1) + "/"
    }

    /// A relative path stays a relative URI reference; an absolute one becomes a file URI.
    static func uri(for path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `primaryLocationLineHash`: `<hash>:<occurrence>`, GitHub's own shape. The hash is 64-bit
    /// FNV-1a of the rule id, a NUL and the line's text with indentation gone and whitespace
    /// runs collapsed (the baseline's normalization), so moving or re-indenting the line keeps
    /// it and editing the line changes it; the occurrence counts results of that rule on equal
    /// lines in the same file, in reporting order, from 1. A result without a line hashes its
    /// message instead.
    struct LineHashes {
        private var seen: [String: Int] = [:]

        mutating func next(for diagnostic: Diagnostic, ruleID: String) -> String {
            let text = diagnostic.location?.lineText ?? diagnostic.message
            let normalized = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            var hash = FNV1a()
            hash.combine(ruleID)
            hash.combine(0)
            hash.combine(normalized)
            let key = "\(diagnostic.location?.file ?? "")\u{0}\(ruleID)\u{0}\(normalized)"
            seen[key, default: 0] += 1
            return hash.hexDigits + ":\(seen[key]!)"
        }
    }
}
