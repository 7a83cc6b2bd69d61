import StrataScaffold

/// A located message in the output of `swift build` or `swift test`.
struct ToolDiagnostic: Equatable {
    enum Kind: Equatable {
        /// A compiler diagnostic or an XCTest failure: `/path/File.swift:12:5: error: message`.
        case path(String)
        /// A Swift Testing issue names only the file: `… recorded an issue at File.swift:12:5: message`.
        case fileName(String)
    }

    var kind: Kind
    var line: Int
    var column: Int
    var isError: Bool
    var message: String

    /// Every located error and warning in `output`, in order, without repeats.
    static func parse(_ output: String) -> [ToolDiagnostic] {
        var found: [ToolDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard let diagnostic = compilerStyle(line) ?? swiftTestingIssue(line), !found.contains(diagnostic) else {
                continue
            }
            found.append(diagnostic)
        }
        return found
    }

    /// `path:line:column: error: message`, or `path:line: error: message` as XCTest writes it.
    private static func compilerStyle(_ line: Substring) -> ToolDiagnostic? {
        for (marker, isError) in [(": error: ", true), (": warning: ", false)] {
            guard let range = line.range(of: marker), let location = Location(line[..<range.lowerBound]) else {
                continue
            }
            return ToolDiagnostic(
                kind: .path(location.file), line: location.line, column: location.column, isError: isError,
                message: String(line[range.upperBound...]))
        }
        return nil
    }

    private static func swiftTestingIssue(_ line: Substring) -> ToolDiagnostic? {
        guard let range = line.range(of: " recorded an issue at ") else { return nil }
        let rest = line[range.upperBound...]
        guard let separator = rest.range(of: ": "), let location = Location(rest[..<separator.lowerBound]) else {
            return nil
        }
        return ToolDiagnostic(
            kind: .fileName(location.file), line: location.line, column: location.column, isError: true,
            message: String(rest[separator.upperBound...]))
    }

    /// `file:line:column` or `file:line`.
    private struct Location {
        var file: String
        var line: Int
        var column: Int

        init?(_ text: Substring) {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 2 else { return nil }
            if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
                self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
            } else if let line = Int(parts[parts.count - 1]) {
                self.init(file: parts.dropLast().joined(separator: ":"), line: line, column: 1)
            } else {
                return nil
            }
            guard file.hasSuffix(".swift") else { return nil }
        }

        init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
    }
}
