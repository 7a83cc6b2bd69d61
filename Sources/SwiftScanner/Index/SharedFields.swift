/// The fields of a declaration kept in one immutable object: a declaration is copied many times
/// over (into its type's per-kind lists, into every rule's loops), and copying the object is one
/// retain where copying the fields would be one per string and array among them.
final class SharedFields<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Declarations holding the same fields are equal, whether or not they share the object, so a
/// declaration's synthesized equality and hashing are those of its fields.
extension SharedFields: Equatable where Value: Equatable {
    static func == (lhs: SharedFields, rhs: SharedFields) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}

extension SharedFields: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}
