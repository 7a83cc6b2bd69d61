import Foundation

/// The types a template variable can declare; each turns the string a user types into the
/// value templates read.
public enum TemplateVariableType: String, CaseIterable, Sendable {
    case string
    /// A Swift identifier, checked before it reaches generated code.
    case identifier
    case bool
    /// Comma-separated names (`load,save`); a list of strings in templates.
    case list
    /// A field list (`id:UUID,name:String`); a list of field objects in templates.
    case fields

    /// The template value for `input`, the string form given on the command line or as a default.
    public func value(forInput input: String, variable: String) throws(KnowledgeError) -> TemplateValue {
        switch self {
        case .string:
            return .string(input)
        case .identifier:
            try SwiftIdentifier.validate(input)
            return .string(input)
        case .bool:
            guard let flag = Bool(input) else {
                throw .invalidInput(variable: variable, value: input, expected: "true or false")
            }
            return .bool(flag)
        case .list:
            var names: [TemplateValue] = []
            for name in input.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty
            {
                try SwiftIdentifier.validate(name)
                names.append(.string(name))
            }
            return .list(names)
        case .fields:
            return .list(try FieldSpec.parse(input).map(\.templateValue))
        }
    }
}
