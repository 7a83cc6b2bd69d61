/// Reading JSON scalars as Swift values. Paths are autoclosures so the common, successful
/// read never builds one.
extension DecodingSession {
    func bool(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(KnowledgeError) -> Bool {
        guard case .bool(let flag) = value.kind else {
            throw typeMismatch(expected: "boolean", found: value, path: path())
        }
        return flag
    }

    func string(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(KnowledgeError) -> String {
        guard case .string(let text) = value.kind else {
            throw typeMismatch(expected: "string", found: value, path: path())
        }
        return text
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ value: JSONValue, at path: @autoclosure () -> JSONPath
    ) throws(KnowledgeError) -> T {
        guard case .number(let text) = value.kind else {
            throw typeMismatch(expected: "number", found: value, path: path())
        }
        guard let number = T(text), number.isFinite else {
            throw invalidValue("\(text) is out of range for \(T.self); write a smaller number", at: path())
        }
        return number
    }

    func integer<T: FixedWidthInteger>(
        _ type: T.Type, _ value: JSONValue, at path: @autoclosure () -> JSONPath
    ) throws(KnowledgeError) -> T {
        guard case .number(let text) = value.kind else {
            throw typeMismatch(expected: "integer", found: value, path: path())
        }
        guard let number = T(text) else {
            throw invalidValue(
                "\(text) is not a whole number between \(T.min) and \(T.max); write an integer such as 1", at: path())
        }
        return number
    }
}
