import StrataJSON

/// A tool call's arguments after the server checked them against the tool's input schema.
public struct MCPToolArguments: Sendable, Equatable {
    public let values: [String: JSON]

    public init(_ values: [String: JSON]) {
        self.values = values
    }

    public func string(_ name: String) -> String? { values[name]?.stringValue }

    public func bool(_ name: String, default fallback: Bool) -> Bool { values[name]?.boolValue ?? fallback }

    public func strings(_ name: String) -> [String]? {
        values[name]?.arrayValue?.compactMap(\.stringValue)
    }
}

/// Checks arguments against the small JSON Schema subset Strata's tools declare: `type`,
/// `enum`, `properties`, `required`, `additionalProperties: false` and `items`. Every problem
/// is reported at once so a model can fix its call in one go.
enum MCPArgumentCheck {
    static func problems(in value: JSON, against schema: JSON, at path: String = "arguments") -> [String] {
        var problems: [String] = []
        if let expected = schema["type"]?.stringValue, !matches(value, type: expected) {
            return ["\(path) must be \(article(expected)) \(expected), found \(value.typeName)"]
        }
        if let allowed = schema["enum"]?.arrayValue, !allowed.contains(value) {
            let names = allowed.map(\.compactText).joined(separator: ", ")
            problems.append("\(path) must be one of \(names), found \(value.compactText)")
        }
        if case .object(let members) = value {
            let properties = schema["properties"]?.objectValue ?? [:]
            for required in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            where members[required] == nil {
                problems.append("\(path).\(required) is required")
            }
            for key in members.keys.sorted() {
                if let propertySchema = properties[key] {
                    problems += Self.problems(in: members[key] ?? .null, against: propertySchema, at: "\(path).\(key)")
                } else if schema["additionalProperties"] == false {
                    let known = properties.keys.sorted().joined(separator: ", ")
                    problems.append("\(path).\(key) is not a known argument (known: \(known))")
                }
            }
        }
        if case .array(let elements) = value, let itemSchema = schema["items"] {
            for (index, element) in elements.enumerated() {
                problems += Self.problems(in: element, against: itemSchema, at: "\(path)[\(index)]")
            }
        }
        return problems
    }

    private static func matches(_ value: JSON, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
            ("integer", .integer), ("number", .integer), ("number", .number), ("null", .null):
            true
        default:
            false
        }
    }

    private static func article(_ type: String) -> String {
        type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
