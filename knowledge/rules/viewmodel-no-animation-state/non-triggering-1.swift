@MainActor
@Observable
public final class PlayerViewModel {
    public private(set) var volume: Double = 0.5
    public private(set) var rating: Float = 0
    public private(set) var isSaving = false
}
