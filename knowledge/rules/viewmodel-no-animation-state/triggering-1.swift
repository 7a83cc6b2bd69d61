import Foundation

@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var state: LoadState<Profile> = .idle
    public var ↓avatarScale: CGFloat = 1
    public var ↓cardRotation: Double = 0
    public var ↓isDragging = false
}
