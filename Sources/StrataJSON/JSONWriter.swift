/// Writes `JSON` with sorted keys, so equal values always give equal bytes.
extension JSON {
    /// One line, no spaces: the form MCP's line-delimited stdio transport needs.
    public var compactText: String {
        var output = ""
        write(to: &output, indent: nil, depth: 0)
        return output
    }

    /// Two-space indentation and a final newline: the form committed to repositories.
    public var prettyText: String {
        var output = ""
        write(to: &output, indent: "  ", depth: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: String?, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value): output += value.isFinite ? String(describing: value) : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            writeContainer(
                elements, open: "[", close: "]", to: &output, indent: indent, depth: depth
            ) { element, output in
                element.write(to: &output, indent: indent, depth: depth + 1)
            }
        case .object(let members):
            let separator = indent == nil ? ":" : ": "
            writeContainer(
                members.sorted { $0.key < $1.key }, open: "{", close: "}", to: &output, indent: indent, depth: depth
            ) { member, output in
                Self.writeString(member.key, to: &output)
                output += separator
                member.value.write(to: &output, indent: indent, depth: depth + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, indent: String?, depth: Int,
        writeElement: (Element, inout String) -> Void
    ) {
        output += open
        guard !elements.isEmpty else {
            output += close
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: indent, count: depth + 1) }
            writeElement(element, &output)
        }
        if let indent { output += "\n" + String(repeating: indent, count: depth) }
        output += close
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
