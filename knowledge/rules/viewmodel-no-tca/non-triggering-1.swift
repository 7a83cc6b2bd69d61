@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var name = ""

    public func nameChanged(_ newName: String) {
        name = newName
    }
}
