import Foundation

/// One entity field from a `--fields` list such as `id:UUID,name:String,age:Int?,tags:[String]`,
/// with the deterministic sample values generated tests use.
public struct FieldSpec: Equatable, Sendable {
    public let name: String
    /// The Swift type as written, without spaces: `Int?`, `[String]`.
    public let type: String
    /// The element type: `Int` for `Int?`, `String` for `[String]`.
    public let baseType: String
    public let isOptional: Bool
    public let isArray: Bool
    /// A type of the package's own (`OrderStatus`) rather than a standard one: `strata feature`
    /// writes a stub enum for it in the domain, which the team then fills in.
    public let isValueType: Bool
    /// Whether this is the first field of its list that a draft checks (text, numbers, lists of texts): a template
    /// writes the checks' shared helpers once, and not at all for a list with nothing to check.
    public private(set) var isFirstChecked = false
    /// Whether this is the first field of its list whose number is written and read as the user's locale writes
    /// it (`Int`, `Double`, `Decimal`): a template writes the draft's locale once, and not at all without one.
    public private(set) var isFirstReadInLocale = false

    /// Whether a draft checks the field's text before it becomes a value; never the identifier, which no form edits.
    public var isChecked: Bool { name != "id" && ["text", "number", "lines"].contains(editor) }

    /// Whether the field is a number a form writes and reads with the locale's separators.
    public var isReadInLocale: Bool { name != "id" && !isArray && ["Int", "Double", "Decimal"].contains(baseType) }

    /// The standard types fields may have; each has sample values that compile on every platform.
    public static let acceptedBaseTypes = ["String", "Int", "Double", "Bool", "Date", "UUID", "URL", "Decimal"]

    static let acceptedTypeForms =
        acceptedBaseTypes.dropLast().joined(separator: ", ") + " or \(acceptedBaseTypes.last!), "
        + "written T, T?, [T] or [T]?, or a type of your own written T or T? (e.g. OrderStatus)"

    /// How a form edits the field, for templates: `text` (a text field), `number` (a text field parsed
    /// as the type: numbers, URLs, identifiers), `toggle`, `date`, `picker` (a value type's cases), or
    /// `kept` (not editable: lists, and optional flags, dates and value types), which an edit leaves
    /// as it was and a new value starts empty.
    public var editor: String {
        switch (baseType, isOptional, isArray) {
        case ("String", _, true): "lines"
        case (_, _, true): "kept"
        case ("String", _, _): "text"
        case ("Int", _, _), ("Double", _, _), ("Decimal", _, _), ("URL", _, _), ("UUID", _, _): "number"
        case (_, true, _): "kept"
        case ("Bool", _, _): "toggle"
        case ("Date", _, _): "date"
        default: "picker"
        }
    }

    /// The properties every field object has in templates.
    static let templateProperties = templateValueKeys.sorted()
    private static let templateValueKeys = [
        "name", "type", "baseType", "isOptional", "isArray", "isValueType", "editor", "sampleValue", "otherSampleValue",
        "sampleJSONValue", "otherSampleJSONValue", "isFirstChecked", "isFirstReadInLocale",
    ]

    /// The case a value type's stub starts with (its raw value too), which the templates write and samples use.
    public static let valueTypePlaceholder = "placeholder"

    /// Parses a comma-separated field list; an empty string means no fields.
    public static func parse(_ input: String) throws(KnowledgeError) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        // A set, not a search of `fields`: thousands of fields must not cost their square.
        var names: Set<String> = []
        guard !input.trimmingCharacters(in: .whitespaces).isEmpty else { return fields }
        for entry in input.split(separator: ",", omittingEmptySubsequences: false) {
            let written = entry.trimmingCharacters(in: .whitespaces)
            let field = try FieldSpec(parsing: written)
            guard names.insert(field.name).inserted else {
                throw .invalidField(field: written, problem: .duplicateName)
            }
            fields.append(field)
        }
        if let first = fields.firstIndex(where: \.isChecked) { fields[first].isFirstChecked = true }
        if let first = fields.firstIndex(where: \.isReadInLocale) { fields[first].isFirstReadInLocale = true }
        return fields
    }

    private init(parsing entry: String) throws(KnowledgeError) {
        let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw .invalidField(field: entry, problem: .malformed) }
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        let type = parts[1].filter { !$0.isWhitespace }
        guard !type.isEmpty else { throw .invalidField(field: entry, problem: .malformed) }
        if let problem = SwiftIdentifier.problem(with: name) {
            throw .invalidField(field: entry, problem: .invalidName(problem))
        }
        var base = Substring(type)
        let isOptional = base.hasSuffix("?")
        if isOptional { base = base.dropLast() }
        let isArray = base.hasPrefix("[") && base.hasSuffix("]")
        if isArray { base = base.dropFirst().dropLast() }
        let isValueType = !Self.acceptedBaseTypes.contains(String(base))
        // A value type is the package's own, so it must be a type name; a list of them would need a
        // mapping of every element that the stub cannot promise, so it stays T or T?.
        if isValueType {
            guard !isArray, SwiftIdentifier.problem(with: String(base)) == nil,
                let first = base.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first)
            else {
                throw .invalidField(field: entry, problem: .unsupportedType(type))
            }
        }
        self.name = name
        self.type = type
        self.baseType = String(base)
        self.isOptional = isOptional
        self.isArray = isArray
        self.isValueType = isValueType
    }

    /// A Swift expression of this field's type, e.g. `"Sample name"`, `[42]`,
    /// `UUID(uuidString: "00000000-0000-0000-0000-000000000001")!`. Optionals use their
    /// wrapped value, so generated tests exercise the non-nil path.
    public var sampleValue: String { wrappedInArray(Self.sample(of: baseType, variant: 1, fieldName: name)) }

    /// A different value of the same type, for inequality tests, made of the edges code meets in use and samples
    /// otherwise miss: no value for an optional, an empty list, text beyond ASCII, an integer beyond 32 bits, numbers
    /// with grouping and a fraction (`1.234.567,5` in German).
    public var otherSampleValue: String { edgeOr(Self.sample(of: baseType, variant: 2, fieldName: name), null: "nil") }

    /// `sampleValue` as a server sends it in JSON (dates in ISO 8601), for fixtures that decode to the samples.
    public var sampleJSONValue: String { wrappedInArray(Self.jsonSample(of: baseType, variant: 1, fieldName: name)) }

    /// `otherSampleValue` as a server sends it in JSON.
    public var otherSampleJSONValue: String {
        edgeOr(Self.jsonSample(of: baseType, variant: 2, fieldName: name), null: "null")
    }

    /// The field object templates read: the spec's properties.
    public var templateValue: TemplateValue {
        .object([
            "name": .string(name), "type": .string(type), "baseType": .string(baseType),
            "isOptional": .bool(isOptional), "isArray": .bool(isArray), "isValueType": .bool(isValueType),
            "editor": .string(editor), "isFirstChecked": .bool(isFirstChecked),
            "isFirstReadInLocale": .bool(isFirstReadInLocale),
            "sampleValue": .string(sampleValue), "otherSampleValue": .string(otherSampleValue),
            "sampleJSONValue": .string(sampleJSONValue), "otherSampleJSONValue": .string(otherSampleJSONValue),
        ])
    }

    private func wrappedInArray(_ element: String) -> String {
        isArray ? "[\(element)]" : element
    }

    /// Nothing for an optional, no element for a list, else `element`.
    private func edgeOr(_ element: String, null: String) -> String {
        if isOptional { return null }
        return isArray ? "[]" : element
    }

    private static func sample(of baseType: String, variant: Int, fieldName: String) -> String {
        let first = variant == 1
        switch baseType {
        case "String": return first ? "\"Sample \(fieldName)\"" : "\"Ünïcödé \(fieldName) 東京 🎉\""
        case "Int": return first ? "42" : "2_147_483_648"
        case "Double": return first ? "4.5" : "1_234_567.5"
        case "Bool": return first ? "true" : "false"
        case "Date": return "Date(timeIntervalSince1970: \(first ? "1_700_000_000" : "1_800_000_000"))"
        case "UUID": return "UUID(uuidString: \"00000000-0000-0000-0000-00000000000\(variant)\")!"
        case "URL": return "URL(string: \"https://example.com/\(variant)\")!"
        case "Decimal": return first ? "Decimal(42)" : "Decimal(string: \"1234567.25\")!"
        // The stub's one case, written through the type so the sample compiles wherever it is used; once the
        // team gives the type its real cases, the compiler points here.
        default: return "\(baseType).\(valueTypePlaceholder)"
        }
    }

    /// The JSON spelling of `sample(of:variant:fieldName:)`: the same value, so a fixture decodes to the sample.
    private static func jsonSample(of baseType: String, variant: Int, fieldName: String) -> String {
        let first = variant == 1
        switch baseType {
        case "Date": return first ? "\"2023-11-14T22:13:20Z\"" : "\"2027-01-15T08:00:00Z\""
        case "UUID": return "\"00000000-0000-0000-0000-00000000000\(variant)\""
        case "URL": return "\"https://example.com/\(variant)\""
        case "Decimal": return first ? "42" : "1234567.25"
        case "Int", "Double":
            return sample(of: baseType, variant: variant, fieldName: fieldName).replacingOccurrences(of: "_", with: "")
        case "String", "Bool": return sample(of: baseType, variant: variant, fieldName: fieldName)
        default: return "\"\(valueTypePlaceholder)\""
        }
    }
}
