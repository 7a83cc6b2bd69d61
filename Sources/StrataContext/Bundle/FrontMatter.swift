/// The YAML front matter agents read from rule files, written in the one form each agent is
/// known to parse: scalars quoted only when YAML needs it (or the agent asks for quotes),
/// booleans unquoted (Cursor reads the string "true" as false), lists in block style.
struct FrontMatter: Equatable {
    enum Value: Equatable {
        /// Plain when YAML allows it, double-quoted otherwise.
        case text(String)
        /// Always double-quoted (Copilot's `applyTo`).
        case quoted(String)
        case bool(Bool)
        /// A block list of double-quoted strings (Claude's `paths`).
        case list([String])
    }

    var fields: [(key: String, value: Value)]

    static func == (lhs: FrontMatter, rhs: FrontMatter) -> Bool {
        lhs.fields.map(\.key) == rhs.fields.map(\.key) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// The block between `---` lines; `comment` becomes the first line inside it, which is
    /// where a provenance line can go without breaking the agent's parser.
    func render(comment: String) -> String {
        var lines = ["---", "# " + comment]
        for (key, value) in fields {
            switch value {
            case .text(let text): lines.append("\(key): " + Self.scalar(text))
            case .quoted(let text): lines.append("\(key): " + Self.quoted(text))
            case .bool(let flag): lines.append("\(key): \(flag)")
            case .list(let items):
                lines.append("\(key):")
                lines += items.map { "  - " + Self.quoted($0) }
            }
        }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A plain scalar when it reads back as the same string, else a double-quoted one.
    static func scalar(_ text: String) -> String {
        guard let first = text.first else { return "\"\"" }
        let indicators: Set<Character> = [
            "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", " ",
        ]
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
        let unsafe =
            indicators.contains(first) || text.last == " " || text.contains(": ") || text.contains(" #")
            || text.hasSuffix(":") || reserved.contains(text.lowercased()) || Double(text) != nil
            || text.unicodeScalars.contains { $0.value < 0x20 }
        return unsafe ? quoted(text) : text
    }

    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
