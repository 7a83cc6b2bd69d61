/// Why one entry of a `--fields` list is rejected.
public enum FieldProblem: Equatable, Sendable {
    /// Not of the form `name:Type`.
    case malformed
    case invalidName(IdentifierProblem)
    case duplicateName
    case unsupportedType(String)
}
