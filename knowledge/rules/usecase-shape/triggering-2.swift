import DemoDomain

public struct ↓FormatProfileUseCase {
    public func execute(_ profile: Profile) -> String { profile.name.uppercased() }
}
