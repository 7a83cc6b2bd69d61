public protocol LoadProfileUseCase {
    func execute() async throws -> Profile
}

public final class ↓ProfileLoader: LoadProfileUseCase {
    public init() {}

    public func execute() async throws -> Profile { Profile(name: "Ada") }
}
