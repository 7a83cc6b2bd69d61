/// Why a name is not a usable Swift identifier.
public enum IdentifierProblem: Equatable, Sendable {
    case empty
    case startsWithDigit
    case keyword
    case pathSeparator
    case parentDirectory
    case invalidCharacter(Character)
}
