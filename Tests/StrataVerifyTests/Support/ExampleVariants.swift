import StrataKnowledge
import StrataTestSupport

/// The rewrites of a marked ❌ example that the examples harness runs besides the example
/// itself. Each works on the marked text, so the marker parser finds the moved markers.
enum ExampleVariants {
    /// Two, three and four UTF-8 bytes per character: columns count bytes, not characters.
    static let multiBytePrefix = "/* é→🙂 */ "
    static let multiByteHeader = "// é→🙂 Ünïcödé before the example"

    private static func isToolsVersion(_ line: Substring) -> Bool {
        line.hasPrefix("// swift-tools-version")
    }

    private static func lines(_ code: String) -> [Substring] {
        code.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// `// strata:disable:next <rule>` on its own line before every line holding a marker,
    /// indented like that line.
    static func disablingNext(_ code: String, rule: String) -> String {
        let markedLines = Set(MarkedText(code, markers: .places).places.map(\.line))
        return lines(code).enumerated().map { index, line in
            guard markedLines.contains(index + 1) else { return String(line) }
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            return "\(indentation)// strata:disable:next \(rule)\n\(line)"
        }.joined(separator: "\n")
    }

    /// `// strata:disable:file <rule>` as the file's last line.
    static func disablingFile(_ code: String, rule: String) -> String {
        (code.hasSuffix("\n") ? code : code + "\n") + "// strata:disable:file \(rule)\n"
    }

    /// Why an example cannot be moved behind multi-byte text by ``behindMultiByteText(_:)``, or
    /// nil: a block comment before a line inside a multi-line string literal or a block comment
    /// would change the literal or end the comment.
    static func multiByteExemption(_ example: RuleExample) -> String? {
        if example.code.contains("\"\"\"") { return "it holds a multi-line string literal" }
        if example.code.contains("/*") { return "it holds a block comment" }
        return nil
    }

    /// A multi-byte comment line before the code (after the tools-version line of a
    /// Package.swift, which must stay first) and ``multiBytePrefix`` before every non-empty line,
    /// so every marker moves one line down and the prefix's bytes to the right.
    static func behindMultiByteText(_ code: String) -> String {
        var result: [String] = []
        for (index, line) in lines(code).enumerated() {
            if index == 0, isToolsVersion(line) {
                result += [String(line), multiByteHeader]
                continue
            }
            if index == 0 { result.append(multiByteHeader) }
            result.append(line.isEmpty ? "" : multiBytePrefix + line)
        }
        return result.joined(separator: "\n")
    }
}
