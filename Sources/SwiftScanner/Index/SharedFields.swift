/// The fields of a declaration kept in one immutable object: a declaration is copied many times
/// over (into its type's per-kind lists, into every rule's loops), and copying the object is one
/// retain where copying the fields would be one per string and array among them.
final class SharedFields<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
